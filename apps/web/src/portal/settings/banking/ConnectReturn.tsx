import { Box, CircularProgress, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { Title, useNotify } from 'react-admin';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { rejectionMessages } from '../../shared/commandRejected';
import { stripeConnectionError } from './bankingMessages';
import { connectCalls, isConnectable, PROVIDER_LABELS, type ConnectableProvider } from './connectCalls';
import { usePortalPath } from './usePortalPath';

/** What the pro is told once back (outcome of finishPaymentConnection). */
const arrivalText = (provider: ConnectableProvider, outcome: string | null | undefined): string => {
  if (outcome === 'cancelled') return `Nothing was connected: you left ${PROVIDER_LABELS[provider]} without finishing.`;
  if (provider === 'paypal') return 'PayPal connected. Finish your onboarding at PayPal, then check your status.';
  if (outcome === 'pending') return 'Stripe is connected but needs more details before you can take cards.';
  return `${PROVIDER_LABELS[provider]} connected.`;
};

/** Where a provider sends the pro back (/portal/settings/banking/<provider>/return): records what it says, then the payments page. */
export function ConnectReturn() {
  const { provider } = useParams();
  const [params] = useSearchParams();
  const notify = useNotify();
  const navigate = useNavigate();
  const path = usePortalPath();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const back = (state?: object) => navigate(path('/settings/banking'), { replace: true, state });
    if (!isConnectable(provider)) {
      back();
      return;
    }
    connectCalls.finish(provider, params.get('session') ?? '').then(
      (outcome) => {
        notify(arrivalText(provider, outcome), { type: outcome === 'cancelled' ? 'info' : 'success' });
        back();
      },
      (failure) => {
        const message = rejectionMessages(failure).join(' ') || 'Please try again later.';
        notify(provider === 'stripe' ? stripeConnectionError(message) : message, { type: 'error' });
        back({ connectionErrorShown: true });
      },
    );
  }, [provider, params, notify, navigate, path]);
  return (
    <Box sx={{ mt: 4, display: 'grid', justifyItems: 'center', gap: 2 }}>
      <Title title="Payment settings" />
      <CircularProgress size={32} aria-label="Finishing the connection" />
      <Typography>Finishing your {isConnectable(provider) ? PROVIDER_LABELS[provider] : ''} connection…</Typography>
    </Box>
  );
}
