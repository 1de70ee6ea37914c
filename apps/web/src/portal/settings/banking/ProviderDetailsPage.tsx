import { Alert, Box, Breadcrumbs, Button, Card, CardActions, CardContent, CircularProgress, Link, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Title, useNotify } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { rejectionMessages } from '../../shared/commandRejected';
import { bankingCommands, type Integrations } from './bankingCalls';
import { CheckPaypalStatusButton } from './CheckPaypalStatusButton';
import { PROVIDER_LABELS, type ConnectableProvider } from './connectCalls';
import { usePortalPath } from './usePortalPath';
import { useBankingSettings } from './useBankingSettings';

type Row = [label: string, value: ReactNode];

const yesNo = (value: boolean | undefined) => (value ? 'Yes' : 'No');
const list = (items: string[]) => (items.length ? items.join(', ') : 'None');
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

/** /portal/settings/banking/stripe, /square, /paypal: the provider account's details (spec 002 §2). */
export function ProviderDetailsPage({ provider }: { provider: ConnectableProvider }) {
  const path = usePortalPath();
  const { data, error, loading } = useBankingSettings();
  const label = PROVIDER_LABELS[provider];
  const details = data && detailsOf(provider, data.paymentIntegrations);
  return (
    <Box sx={{ mt: 2, mb: 4, maxWidth: 720 }}>
      <Title title={`${label} account`} />
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1 }}>
        <Link component={RouterLink} to={path('/settings/banking')}>
          Payments
        </Link>
        <Typography color="text.primary">{label}</Typography>
      </Breadcrumbs>
      {loading && <CircularProgress size={32} aria-label={`Loading ${label} account`} />}
      {error && !data && <Alert severity="error">Could not load your {label} account. Please try again later.</Alert>}
      {details && (
        <Card component="section" aria-label={`${label} account`}>
          <CardContent>
            <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
              {label} account
            </Typography>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: { xs: 0.5, sm: 1 }, m: 0 }}>
              {details.rows.map(([name, value]) => (
                <Box key={name} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {name}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 }, wordBreak: 'break-word' }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
          </CardContent>
          <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
            {provider === 'stripe' && (
              <Button variant="outlined" component={RouterLink} to={path('/settings/banking/link')}>
                Update account details
              </Button>
            )}
            {provider === 'stripe' && data.paymentIntegrations.stripeInfo.connected && <VerifyIdentityButton />}
            {provider === 'square' && (
              <Button variant="outlined" component={RouterLink} to={path('/settings/banking/square/authorize')}>
                {data.paymentIntegrations.squareInfo.squareConnected ? 'Authorize again' : 'Reconnect'}
              </Button>
            )}
            {provider === 'paypal' && details.connected && !data.paymentIntegrations.paypalInfo.sellerStatus?.isOnboardingComplete && <CheckPaypalStatusButton />}
          </CardActions>
        </Card>
      )}
    </Box>
  );
}

function detailsOf(provider: ConnectableProvider, integrations: Integrations): { connected: boolean; rows: Row[] } {
  const active = (name: string) => yesNo(integrations.paymentProvider === name);
  if (provider === 'stripe') {
    const s = integrations.stripeInfo;
    const status = s.operational ? 'Operational' : s.connected ? 'Onboarding incomplete' : 'Not connected';
    return { connected: s.connected, rows: [['Status', status], ['Display name', s.displayName ?? '—'], ['Account id', s.accountId ?? '—'], ['Active provider', active('stripe')],
      ['Requirements due', list(s.requirementsDue)], ['Requirements past due', list(s.requirementsPastDue)], ['Last connection error', s.connectionError ?? 'None'], ['Mode', s.mode]] };
  }
  if (provider === 'square') {
    const q = integrations.squareInfo;
    const status = q.squareConnected ? 'Connected' : q.error ? 'Access lost' : 'Not connected';
    return { connected: q.squareConnected, rows: [['Status', status], ['Display name', q.displayName ?? '—'], ['Merchant id', q.merchantId ?? '—'], ['Active provider', active('square')],
      ['Errored at', when(q.erroredAt)], ['Message', q.message ?? '—'], ['Mode', q.mode]] };
  }
  const p = integrations.paypalInfo;
  const status = p.sellerStatus?.isOnboardingComplete ? 'Onboarding complete' : p.paypalConnected ? 'Onboarding incomplete' : 'Not connected';
  return { connected: p.paypalConnected, rows: [['Status', status], ['Merchant id', p.merchantId ?? '—'], ['Payments receivable', yesNo(p.sellerStatus?.paymentsReceivable)],
    ['Primary email confirmed', yesNo(p.sellerStatus?.primaryEmailConfirmed)], ['PayPal payments', p.paypalActive ? 'On' : 'Off'], ['Venmo payments', p.venmoActive ? 'On' : 'Off'], ['Mode', p.mode]] };
}

/** Starts the card provider's identity check (verificationSession) and opens its page. */
function VerifyIdentityButton() {
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  async function verify() {
    setPending(true);
    try {
      window.location.assign((await bankingCommands.verificationSession()).url);
    } catch (failure) {
      notify(rejectionMessages(failure).join(' ') || 'Please try again later.', { type: 'error' });
      setPending(false);
    }
  }
  return (
    <Button variant="outlined" disabled={pending} onClick={verify}>
      Verify identity
    </Button>
  );
}
