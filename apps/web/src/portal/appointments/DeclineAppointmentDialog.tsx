import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { formatDateTime } from '../../shared/formatTime';

/** The server keeps at most this many characters of a reason (after trimming). */
export const MAX_DECLINE_REASON = 1000;

interface Props {
  open: boolean;
  appointment: { client: { firstName: string; lastName: string }; startsAt: string; timeZone: string };
  pending: boolean;
  onClose: () => void;
  onConfirm: (reason: string | null) => void;
}

/**
 * Declining asks first, with an optional reason that goes to the client. The flyout, the
 * appointments list and the inbox all decline through it.
 */
export function DeclineAppointmentDialog({ open, appointment, pending, onClose, onConfirm }: Props) {
  const [reason, setReason] = useState('');
  const name = `${appointment.client.firstName} ${appointment.client.lastName}`.trim();
  const tooLong = reason.trim().length > MAX_DECLINE_REASON;
  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} aria-labelledby="decline-appointment-title" fullWidth maxWidth="xs">
      <DialogTitle id="decline-appointment-title">Decline appointment request</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Decline {name}'s request for {formatDateTime(appointment.startsAt, appointment.timeZone)}? The client will be notified.
        </DialogContentText>
        <TextField
          label="Reason for the client (optional)"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={tooLong}
          helperText={tooLong ? `At most ${MAX_DECLINE_REASON} characters.` : 'Sent to the client with the decline.'}
          multiline
          minRows={2}
          fullWidth
          margin="normal"
          disabled={pending}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          Keep request
        </Button>
        <Button onClick={() => onConfirm(reason.trim() || null)} disabled={pending || tooLong} color="error" variant="contained">
          Decline request
        </Button>
      </DialogActions>
    </Dialog>
  );
}
