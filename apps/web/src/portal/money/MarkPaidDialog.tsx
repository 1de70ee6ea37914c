import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { useState } from 'react';
import { PAID_BY_LABELS } from './moneyMessages';
import type { PaidBy } from './moneyQueries';

interface Props {
  open: boolean;
  pending: boolean;
  onClose: () => void;
  onConfirm: (paidBy: PaidBy, note: string | null) => void;
}

/** Mark as Paid (spec 001 §4): how the client paid — cash, Venmo, PayPal, or other with a note. */
export function MarkPaidDialog({ open, pending, onClose, onConfirm }: Props) {
  const [paidBy, setPaidBy] = useState<PaidBy>('cash');
  const [note, setNote] = useState('');
  const noteMissing = paidBy === 'other' && note.trim() === '';
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="mark-paid-title" fullWidth maxWidth="xs">
      <DialogTitle id="mark-paid-title">Mark as paid</DialogTitle>
      <DialogContent>
        <RadioGroup aria-label="How did the client pay?" value={paidBy} onChange={(e) => setPaidBy(e.target.value as PaidBy)}>
          {(Object.keys(PAID_BY_LABELS) as PaidBy[]).map((method) => (
            <FormControlLabel key={method} value={method} control={<Radio />} label={PAID_BY_LABELS[method]} />
          ))}
        </RadioGroup>
        <TextField
          label={paidBy === 'other' ? 'Note (required)' : 'Note (optional)'}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          fullWidth
          size="small"
          multiline
          minRows={2}
          sx={{ mt: 1 }}
          slotProps={{ htmlInput: { maxLength: 500 } }}
          helperText={noteMissing ? 'Say how the client paid.' : ' '}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={pending || noteMissing} onClick={() => onConfirm(paidBy, note.trim() || null)}>
          Mark as paid
        </Button>
      </DialogActions>
    </Dialog>
  );
}
