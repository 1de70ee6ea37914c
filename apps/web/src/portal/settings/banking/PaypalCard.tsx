import { Alert, Button, FormControlLabel, FormGroup, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useCommand } from '../../shared/useCommand';
import { bankingCommands, type Integrations } from './bankingCalls';
import { disconnectPaypalTexts, PAYPAL_EMAIL_UNCONFIRMED, PAYPAL_RESTRICTED, paypalSettingsTexts } from './bankingMessages';
import { CheckPaypalStatusButton } from './CheckPaypalStatusButton';
import { ProviderCard, type ProviderStatus } from './ProviderCard';
import { usePortalPath } from './usePortalPath';

type Paypal = Integrations['paypalInfo'];

const statusOf = (paypal: Paypal): ProviderStatus => {
  if (paypal.sellerStatus?.isOnboardingComplete) return { label: 'Connected', color: 'success' };
  if (paypal.paypalConnected) return { label: 'Onboarding incomplete', color: 'warning' };
  return { label: 'Not connected', color: 'default' };
};

/**
 * PayPal and Venmo (spec 002 §4, beta): Connect; while onboarding is incomplete, Check status;
 * once complete, a toggle each for PayPal and Venmo. Disconnect asks first.
 */
export function PaypalCard({ paypal }: { paypal: Paypal }) {
  const path = usePortalPath();
  const complete = !!paypal.sellerStatus?.isOnboardingComplete;
  const toggles = useCommand(paypalSettingsTexts);
  return (
    <ProviderCard
      name="PayPal / Venmo"
      beta
      status={statusOf(paypal)}
      simulated={paypal.mode === 'simulated'}
      description="Let clients pay online with PayPal or Venmo."
      actions={
        paypal.paypalConnected ? (
          <>
            {!complete && <CheckPaypalStatusButton />}
            <DisconnectPaypalButton />
          </>
        ) : (
          <Button variant="contained" component={RouterLink} to={path('/settings/banking/paypal/link')} aria-label="Connect PayPal">
            Connect
          </Button>
        )
      }
    >
      {paypal.paypalConnected && !complete && (
        <Typography variant="body2">Finish your onboarding at PayPal, then check your status here.</Typography>
      )}
      {complete && !paypal.sellerStatus?.paymentsReceivable && <Alert severity="error">{PAYPAL_RESTRICTED}</Alert>}
      {paypal.paypalConnected && paypal.sellerStatus && !paypal.sellerStatus.primaryEmailConfirmed && <Alert severity="warning">{PAYPAL_EMAIL_UNCONFIRMED}</Alert>}
      {complete && (
        <FormGroup>
          <FormControlLabel
            control={<Switch checked={paypal.paypalActive} disabled={toggles.pending} onChange={(_e, on) => toggles.run(() => bankingCommands.paypal({ paypalActive: on }))} />}
            label="Accept PayPal"
          />
          <FormControlLabel
            control={<Switch checked={paypal.venmoActive} disabled={toggles.pending} onChange={(_e, on) => toggles.run(() => bankingCommands.paypal({ venmoActive: on }))} />}
            label="Accept Venmo"
          />
        </FormGroup>
      )}
    </ProviderCard>
  );
}

function DisconnectPaypalButton() {
  const [open, setOpen] = useState(false);
  const { run, pending } = useCommand(disconnectPaypalTexts);
  return (
    <>
      <Button color="error" disabled={pending} onClick={() => setOpen(true)} aria-label="Disconnect PayPal">
        Disconnect
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title="Disconnect PayPal?"
        content="Clients will no longer be able to pay you with PayPal or Venmo. You can connect an account again later."
        confirm="Disconnect"
        onClose={() => setOpen(false)}
        onConfirm={async () => {
          await run(bankingCommands.disconnectPaypal);
          setOpen(false);
        }}
      />
    </>
  );
}
