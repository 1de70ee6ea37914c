import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

/** Creating an appointment in the past asks first (spec 001 §4). */
export function PastConfirmDialog({ open, onCancel, onConfirm }: { open: boolean; onCancel: () => void; onConfirm: () => void }) {
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="past-confirm-title" maxWidth="xs" fullWidth>
      <DialogTitle id="past-confirm-title">This appointment is in the past</DialogTitle>
      <DialogContent>
        <DialogContentText>Its start time has already passed. Create it anyway?</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Go back</Button>
        <Button onClick={onConfirm} variant="contained">
          Create appointment
        </Button>
      </DialogActions>
    </Dialog>
  );
}
