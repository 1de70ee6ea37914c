import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { CentsInput } from '../appointments/editor/CentsInput';
import { dollars } from './moneyText';

interface Props {
  open: boolean;
  pending: boolean;
  refundableCents: number;
  /** Charged by card: the adjustment is a refund to the client's card. */
  byCard: boolean;
  onClose: () => void;
  onConfirm: (amountCents: number, adjustedAt: string | null, note: string | null) => void;
}

const today = () => new Date().toLocaleDateString('en-CA'); // yyyy-MM-dd, the browser's day

/** An adjustment (spec 001 §5): never more than the refundable amount; a refund when it was charged by card. */
export function AdjustmentDialog({ open, pending, refundableCents, byCard, onClose, onConfirm }: Props) {
  const [cents, setCents] = useState<number | null>(null);
  const [date, setDate] = useState(today);
  const [note, setNote] = useState('');
  const tooMuch = cents !== null && cents > refundableCents;
  const invalid = cents === null || cents <= 0 || tooMuch;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="adjustment-title" fullWidth maxWidth="xs">
      <DialogTitle id="adjustment-title">Add adjustment</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {byCard ? `This refunds the client's card. Up to ${dollars(refundableCents)} can be refunded.` : `Lowers what the client owes, up to ${dollars(refundableCents)}.`}
        </DialogContentText>
        <Stack sx={{ gap: 2 }}>
          <CentsInput label="Amount" cents={cents} onChange={setCents} disabled={pending} />
          {tooMuch && (
            <DialogContentText color="error" role="alert">
              Adjustment amount cannot exceed the refundable amount ({dollars(refundableCents)})
            </DialogContentText>
          )}
          <TextField label="Date" type="date" size="small" value={date} onChange={(e) => setDate(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField label="Note (optional)" size="small" value={note} onChange={(e) => setNote(e.target.value)} multiline minRows={2} slotProps={{ htmlInput: { maxLength: 500 } }} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={pending || invalid}
          onClick={() => onConfirm(cents!, date ? new Date(`${date}T12:00:00`).toISOString() : null, note.trim() || null)}
        >
          {byCard ? 'Refund' : 'Add adjustment'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
