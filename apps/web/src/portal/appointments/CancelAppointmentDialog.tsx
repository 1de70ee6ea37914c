import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { useState, type ReactNode } from 'react';

interface Props {
  open: boolean;
  inSeries: boolean;
  /** What is being cancelled, said before 'The client will be notified.' */
  question?: ReactNode;
  pending: boolean;
  onClose: () => void;
  onConfirm: (practitionerNote: string | null, cancelRecurringSeries: boolean) => void;
}

/** Cancel with a note to the client; a series' appointment asks which sessions (spec 001 §4). Used by the calendar and the appointments list. */
export function CancelAppointmentDialog({ open, inSeries, question, pending, onClose, onConfirm }: Props) {
  const [note, setNote] = useState('');
  const [scope, setScope] = useState<'one' | 'following'>('one');
  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} aria-labelledby="cancel-appointment-title" fullWidth maxWidth="xs">
      <DialogTitle id="cancel-appointment-title">Cancel appointment</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {question} The client will be notified.
        </DialogContentText>
        {inSeries && (
          <RadioGroup aria-label="Which sessions" value={scope} onChange={(e) => setScope(e.target.value as 'one' | 'following')} sx={{ mt: 1 }}>
            <FormControlLabel value="one" control={<Radio />} label="This session only" />
            <FormControlLabel value="following" control={<Radio />} label="This and all following sessions" />
          </RadioGroup>
        )}
        <TextField
          label="Note to the client (optional)"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          multiline
          minRows={2}
          fullWidth
          margin="normal"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          Keep appointment
        </Button>
        <Button onClick={() => onConfirm(note.trim() || null, inSeries && scope === 'following')} disabled={pending} color="error" variant="contained">
          Cancel appointment
        </Button>
      </DialogActions>
    </Dialog>
  );
}
