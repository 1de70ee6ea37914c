import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { rejectionMessages } from '../../shared/commandRejected';
import { useRefreshViews } from '../../shared/refreshViews';
import { bankingCommands } from './bankingCalls';
import { checkStatusFailure } from './bankingMessages';

/** Asks PayPal whether the seller's onboarding is complete (checkPaypalSellerStatus), and says what it found. */
export function CheckPaypalStatusButton() {
  const notify = useNotify();
  const refreshViews = useRefreshViews();
  const [pending, setPending] = useState(false);
  async function check() {
    setPending(true);
    try {
      const status = await bankingCommands.checkPaypal();
      if (status?.isOnboardingComplete) notify('Your PayPal account is ready: turn on PayPal or Venmo below.', { type: 'success' });
      else notify('PayPal onboarding is not complete yet. Finish it at PayPal, then check again.', { type: 'info' });
    } catch (error) {
      notify(checkStatusFailure(rejectionMessages(error)), { type: 'error' });
    } finally {
      setPending(false);
      refreshViews();
    }
  }
  return (
    <Button variant="contained" disabled={pending} onClick={check}>
      Check status
    </Button>
  );
}
