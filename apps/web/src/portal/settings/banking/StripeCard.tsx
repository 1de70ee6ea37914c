import { Alert, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { Integrations } from './bankingCalls';
import { STRIPE_REQUIREMENTS_BANNER } from './bankingMessages';
import { ProviderCard, type ProviderStatus } from './ProviderCard';
import { usePortalPath } from './usePortalPath';

const statusOf = (stripe: Integrations['stripeInfo']): ProviderStatus => {
  if (stripe.operational) return { label: 'Connected', color: 'success' };
  if (stripe.connected) return { label: 'Onboarding incomplete', color: 'warning' };
  return { label: 'Not connected', color: 'default' };
};

/** Stripe (spec 002 §4): Manage once operational, else Connect; missing requirements get a banner. */
export function StripeCard({ stripe, active }: { stripe: Integrations['stripeInfo']; active: boolean }) {
  const path = usePortalPath();
  const missing = stripe.connected && (stripe.requirementsDue.length > 0 || stripe.requirementsPastDue.length > 0);
  return (
    <ProviderCard
      name="Stripe"
      status={statusOf(stripe)}
      active={active}
      simulated={stripe.mode === 'simulated'}
      description="Take credit and debit cards, with payouts to your bank account."
      actions={
        stripe.operational ? (
          <Button component={RouterLink} to={path('/settings/banking/stripe')} aria-label="Manage Stripe">
            Manage
          </Button>
        ) : (
          <Button variant="contained" component={RouterLink} to={path('/settings/banking/link')} aria-label="Connect Stripe">
            Connect
          </Button>
        )
      }
    >
      {missing && (
        <Alert severity="warning" action={<Button color="inherit" size="small" component={RouterLink} to={path('/settings/banking/link')}>Update</Button>}>
          {STRIPE_REQUIREMENTS_BANNER}
        </Alert>
      )}
    </ProviderCard>
  );
}
