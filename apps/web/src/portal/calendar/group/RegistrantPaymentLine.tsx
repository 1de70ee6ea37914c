import { Box, Button, Chip, CircularProgress, Typography } from '@mui/material';
import { canProcessRegistrationPayment, GroupEventMessages as M, registrationPaymentLabel, type RegistrationPaymentStatus } from '@app/group-events/shared';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { formatShortDate } from '../../../shared/formatTime';
import { GROUP_MESSAGES } from '../calendarMessages';
import { amountText } from './groupEventText';
import { fetchRegistrantPayment, processRegistrantPayment, type GroupEventRegistrant, type RegistrantPayment } from './groupEventQueries';

interface Props {
  bookableEventId: string;
  /** The registrant as the event lists them: their label and amount show until the registration is read. */
  client: GroupEventRegistrant;
  currency: string;
  timeZone: string;
  /** Changes when the registrant list is read again, so the line reads again too. */
  version: number;
  /** A payment was processed: the list's labels change. */
  onPaid: () => void;
}

/** One registrant's payment (bookableEventRegistration): label, amount, discount, and 'Process payment' when the rule of spec 001 §4 allows it. */
export function RegistrantPaymentLine({ bookableEventId, client, currency, timeZone, version, onPaid }: Props) {
  const clientId = client.id;
  const notify = useNotify();
  const [state, setState] = useState<{ loading: boolean; error: boolean; registration: RegistrantPayment | null }>({ loading: true, error: false, registration: null });
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true, error: false }));
    fetchRegistrantPayment(bookableEventId, clientId).then(
      (registration) => live && setState({ loading: false, error: false, registration }),
      () => live && setState({ loading: false, error: true, registration: null }),
    );
    return () => {
      live = false;
    };
  }, [bookableEventId, clientId, version]);

  async function processPayment() {
    setPending(true);
    setFailure(null);
    try {
      const outcome = await processRegistrantPayment(bookableEventId, clientId);
      if (outcome?.result === 'success') {
        notify(GROUP_MESSAGES.paymentProcessed, { type: 'success' });
        if (outcome.registration) setState({ loading: false, error: false, registration: outcome.registration });
        onPaid();
        return;
      }
      const text = outcome?.errors[0] || GROUP_MESSAGES.paymentFailed;
      setFailure(text);
      notify(text, { type: 'error' });
      // A declined card changes the status to 'failed': read it again.
      const registration = await fetchRegistrantPayment(bookableEventId, clientId).catch(() => null);
      if (registration) setState({ loading: false, error: false, registration });
    } catch {
      setFailure(GROUP_MESSAGES.paymentFailed);
      notify(GROUP_MESSAGES.paymentFailed, { type: 'error' });
    } finally {
      setPending(false);
    }
  }

  const registration = state.registration;
  const status = (registration?.paymentStatus ?? client.paymentStatus) as RegistrationPaymentStatus;
  const label = registration?.paymentLabel || client.paymentLabel || registrationPaymentLabel(status);
  const amountCents = registration?.amountCents ?? client.amountCents;
  const canProcess = registration !== null && registration.canProcessPayment && canProcessRegistrationPayment(registration.amountCents, status);
  const details = registration
    ? [
        registration.discount ? `Code ${registration.discount.code} (−${amountText(registration.discount.amountCents, currency)})` : null,
        `Registered ${formatShortDate(registration.createdAt, timeZone)}`,
      ].filter(Boolean)
    : [];
  return (
    <Box sx={{ mt: 0.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}>
        <Chip size="small" variant="outlined" label={label} color={chipColour(status)} />
        <Typography variant="body2">{amountText(amountCents, currency)}</Typography>
        {details.length > 0 && (
          <Typography variant="caption" color="text.secondary">
            {details.join(' · ')}
          </Typography>
        )}
        {state.loading && <CircularProgress size={14} aria-label="Loading payment information" />}
        {canProcess && (
          <Button size="small" variant="outlined" disabled={pending} onClick={() => void processPayment()}>
            {pending ? 'Processing…' : 'Process payment'}
          </Button>
        )}
      </Box>
      {state.error && (
        <Typography variant="caption" color="error" role="alert" sx={{ display: 'block' }}>
          {M.loadPaymentError}
        </Typography>
      )}
      {!state.loading && !state.error && !registration && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {M.registrationInfoNotFound}
        </Typography>
      )}
      {registration?.failureReason && status === 'failed' && (
        <Typography variant="caption" color="error" sx={{ display: 'block' }}>
          {registration.failureReason}
        </Typography>
      )}
      {failure && (
        <Typography variant="caption" color="error" role="alert" sx={{ display: 'block' }}>
          {failure}
        </Typography>
      )}
    </Box>
  );
}

function chipColour(status: string): 'success' | 'error' | 'warning' | 'info' | 'default' {
  if (status === 'paid') return 'success';
  if (status === 'failed') return 'error';
  if (status === 'unpaid' || status === 'upcoming') return 'warning';
  if (status === 'free' || status === 'none') return 'info';
  return 'default';
}
