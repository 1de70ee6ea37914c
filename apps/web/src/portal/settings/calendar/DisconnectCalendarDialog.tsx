import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useCommand } from '../../shared/useCommand';
import { calendarIntegrationCommands, type CalendarConnection } from './calendarIntegrationsCalls';
import { removeCalendarTexts } from './calendarIntegrationsMessages';

/** The confirm modal before a calendar is disconnected (spec 002 §2). */
export function DisconnectCalendarDialog({ connection, onClose }: { connection: CalendarConnection | null; onClose: () => void }) {
  const { run, pending } = useCommand(removeCalendarTexts);
  const disconnect = async () => {
    if (connection && (await run(() => calendarIntegrationCommands.disconnect(connection.profileId)))) onClose();
  };
  return (
    <Dialog open={connection !== null} onClose={onClose} aria-labelledby="disconnect-calendar-title">
      <DialogTitle id="disconnect-calendar-title">Disconnect calendar?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {connection?.profileName} will no longer show on your calendar or block times clients can book. You can connect it again later.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button color="error" variant="contained" disabled={pending} onClick={disconnect}>
          Disconnect
        </Button>
      </DialogActions>
    </Dialog>
  );
}
