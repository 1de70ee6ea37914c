import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { formatDateTime } from '../../shared/formatTime';
import { clientName } from './appointmentText';
import type { Appointment } from './types';

interface Props {
  appointment: Appointment;
  open: boolean;
  pending: boolean;
  onClose: () => void;
  onConfirm: (practitionerNote: string | null) => void;
}

export function CancelDialog({ appointment, open, pending, onClose, onConfirm }: Props) {
  const [note, setNote] = useState('');
  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} aria-labelledby="cancel-appointment-title" fullWidth maxWidth="xs">
      <DialogTitle id="cancel-appointment-title">Cancel appointment</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Cancel {clientName(appointment)}'s appointment on {formatDateTime(appointment.startsAt, appointment.timeZone)}?
          The client will be notified.
        </DialogContentText>
        <TextField
          label="Note to the client (optional)"
          value={note}
          onChange={(event) => setNote(event.target.value)}
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
        <Button onClick={() => onConfirm(note.trim() || null)} disabled={pending} color="error" variant="contained">
          Cancel appointment
        </Button>
      </DialogActions>
    </Dialog>
  );
}
