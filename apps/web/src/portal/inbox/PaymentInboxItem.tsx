import { Button, Chip, ListItem, Stack, Typography } from '@mui/material';
import { useRef } from 'react';
import { AppointmentWhen } from '../appointments/AppointmentWhen';
import { clientName, serviceSummary } from '../appointments/appointmentText';
import { retryTexts } from '../money/moneyMessages';
import { retryPayment } from '../money/moneyQueries';
import { clientPaymentPage } from '../money/moneyText';
import { requireSuccess } from '../shared/commandRejected';
import { useCommand } from '../shared/useCommand';
import type { InboxEntry } from './inboxQueries';

const LABELS = { failed: 'Payment failed', 'past-due': 'Payment past due', unprocessed: 'Payment unprocessed' } as const;

/**
 * A payment that needs the pro (spec 001 §4 inbox rules): failed -> Retry; past due without a
 * transaction -> Add card (the client's payment page, in a new tab); unprocessed -> Retry.
 */
export function PaymentInboxItem({ entry }: { entry: InboxEntry & { inboxKind: keyof typeof LABELS } }) {
  const retry = useCommand(retryTexts);
  const item = useRef<HTMLLIElement>(null);
  const label = LABELS[entry.inboxKind];
  const onRetry = async () => {
    if (await retry.run(async () => requireSuccess(await retryPayment(entry.id)))) item.current?.closest<HTMLElement>('[role="dialog"]')?.focus();
  };
  return (
    <ListItem ref={item} sx={{ display: 'block', py: 1.5 }} aria-label={`${label}: ${clientName(entry)}`}>
      <Chip label={label} size="small" color={entry.inboxKind === 'failed' ? 'error' : 'warning'} sx={{ mb: 0.5 }} />
      <Typography variant="subtitle2">{clientName(entry)}</Typography>
      <Typography variant="body2">{serviceSummary(entry)}</Typography>
      <Typography variant="body2" component="div">
        <AppointmentWhen appointment={entry} />
      </Typography>
      {entry.paymentError && (
        <Typography variant="body2" color="error">
          {entry.paymentError}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        {entry.inboxKind === 'past-due' ? (
          <Button size="small" variant="contained" href={clientPaymentPage(entry.instantActionToken)} target="_blank" rel="noopener">
            Add card
          </Button>
        ) : (
          <Button size="small" variant="contained" disabled={retry.pending} onClick={() => void onRetry()}>
            Retry
          </Button>
        )}
      </Stack>
    </ListItem>
  );
}
