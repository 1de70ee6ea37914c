import { Alert, Button, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { requireSuccess } from '../shared/commandRejected';
import { useCommand } from '../shared/useCommand';
import { AdjustmentDialog } from './AdjustmentDialog';
import { AdjustmentList } from './AdjustmentList';
import { InvoiceMenu } from './InvoiceMenu';
import { MarkPaidDialog } from './MarkPaidDialog';
import { addAdjustmentTexts, markPaidTexts, PAID_BY_LABELS, removeAdjustmentTexts, retryTexts, undoMarkPaidTexts } from './moneyMessages';
import { createAdjustment, markPaid, removeAdjustment, retryPayment, undoMarkPaid } from './moneyQueries';
import { clientPaymentPage, dollars, statusColor, unpaidKind, type Money } from './moneyText';

interface Props {
  appointment: Money & { id: string; state: string; instantActionToken: string; client: { email: string | null } };
  onChanged: () => void;
}

const Row = ({ label, value, strong }: { label: string; value: string; strong?: boolean }) => (
  <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
    <Typography variant="body2" color="text.secondary">{label}</Typography>
    <Typography variant="body2" sx={{ fontWeight: strong ? 600 : 400 }}>{value}</Typography>
  </Stack>
);

/** The flyout's money section (spec 001 §4, §5): status, totals, Retry, Mark as Paid / Undo, adjustments, invoice. */
export function AppointmentPayment({ appointment: a, onChanged }: Props) {
  const [markOpen, setMarkOpen] = useState(false);
  const [adjustOpen, setAdjustOpen] = useState(false);
  const retry = useCommand(retryTexts);
  const mark = useCommand(markPaidTexts);
  const undo = useCommand(undoMarkPaidTexts);
  const add = useCommand(addAdjustmentTexts);
  const remove = useCommand(removeAdjustmentTexts);
  const busy = retry.pending || mark.pending || undo.pending || add.pending || remove.pending;
  const after = (ok: boolean) => ok && onChanged();
  const unpaid = unpaidKind(a);
  const confirmed = a.state === 'approved';
  const free = a.amountCents === 0 && a.tipAmountCents === 0;
  const paidBy = a.paidBy ? (PAID_BY_LABELS as Record<string, string>)[a.paidBy] ?? (a.paidBy === 'card' ? 'Card' : a.paidBy) : null;

  return (
    <Stack component="section" aria-label="Payment" sx={{ gap: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2" component="h3">Payment</Typography>
        <Chip size="small" label={a.paymentStatus} color={statusColor(a.paymentStatus)} />
      </Stack>
      <Row label="Price" value={free ? 'Free' : dollars(a.amountCents)} />
      {a.tipAmountCents > 0 && <Row label="Tip" value={dollars(a.tipAmountCents)} />}
      {a.isPaid && <Row label={paidBy ? `Paid (${paidBy})` : 'Paid'} value={dollars(a.collectedCents)} />}
      {a.paidNote && <Typography variant="body2" color="text.secondary">“{a.paidNote}”</Typography>}
      <AdjustmentList adjustments={a.adjustments} pending={busy} onRemove={(id) => void remove.run(async () => requireSuccess(await removeAdjustment(id))).then(after)} />
      {a.isPaid ? <Row label="Collected after refunds" value={dollars(a.collectedCents - a.adjustedCents)} strong /> : <Row label="Balance due" value={dollars(a.outstandingCents)} strong />}

      {unpaid === 'failed' && <Alert severity="error">Payment failed: {a.paymentError}</Alert>}
      {unpaid === 'overdue' && <Alert severity="warning">Payment past due: no card on file. Ask the client to add one, or mark it paid.</Alert>}
      {unpaid === 'unpaid-with-card' && <Alert severity="info">Unpaid. The card on file can be charged now.</Alert>}

      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {(unpaid === 'failed' || unpaid === 'unpaid-with-card') && (
          <Button size="small" variant="contained" disabled={busy} onClick={() => void retry.run(async () => requireSuccess(await retryPayment(a.id))).then(after)}>
            Retry payment
          </Button>
        )}
        {unpaid === 'overdue' && (
          <Button size="small" variant="outlined" href={clientPaymentPage(a.instantActionToken)} target="_blank" rel="noopener">
            Add card
          </Button>
        )}
        {confirmed && !a.isPaid && !free && (
          <Button size="small" variant="outlined" disabled={busy} onClick={() => setMarkOpen(true)}>
            Mark as paid
          </Button>
        )}
        {a.markPaid && (
          <Button size="small" variant="outlined" disabled={busy} onClick={() => void undo.run(async () => requireSuccess(await undoMarkPaid(a.id))).then(after)}>
            Undo mark as paid
          </Button>
        )}
        {a.refundableCents > 0 && (
          <Button size="small" variant="outlined" disabled={busy} onClick={() => setAdjustOpen(true)}>
            {a.isPaid && a.paidBy === 'card' ? 'Refund' : 'Add adjustment'}
          </Button>
        )}
        {confirmed && <InvoiceMenu appointmentId={a.id} hasEmail={Boolean(a.client.email)} />}
      </Stack>

      <MarkPaidDialog
        open={markOpen}
        pending={busy}
        onClose={() => setMarkOpen(false)}
        onConfirm={(by, note) => {
          setMarkOpen(false);
          void mark.run(async () => requireSuccess(await markPaid(a.id, by, note))).then(after);
        }}
      />
      {adjustOpen && (
        <AdjustmentDialog
          open
          pending={busy}
          refundableCents={a.refundableCents}
          byCard={a.isPaid && a.paidBy === 'card'}
          onClose={() => setAdjustOpen(false)}
          onConfirm={(cents, at, note) => {
            setAdjustOpen(false);
            void add.run(async () => requireSuccess(await createAdjustment(a.id, cents, at, note))).then(after);
          }}
        />
      )}
    </Stack>
  );
}
