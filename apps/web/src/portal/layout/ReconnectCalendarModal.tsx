import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { ConnectAccountButton } from '../settings/calendar/ConnectAccountButtons';
import type { CalendarConnectionSummary } from './useCalendarConnectionStatus';
import { useRememberedFlag } from './useRememberedFlag';

export const RECONNECT_MODAL_SEEN = 'portal.reconnectCalendarModal.seen';

/** Every connection is a Google account whose grant the provider refused (spec 001 §2). */
export const onlyErroredGoogle = (connections: CalendarConnectionSummary[] | undefined): boolean =>
  Boolean(connections?.length) && connections!.every((c) => c.providerName === 'google' && c.errored);

/**
 * The one-time 'Reconnect your calendar' modal (spec 001 §2): shown when the practice's only
 * calendar connections are Google accounts that stopped working; once closed either way, it is
 * not shown again in this browser (the settings page keeps showing the error).
 */
export function ReconnectCalendarModal({ connections }: { connections: CalendarConnectionSummary[] | undefined }) {
  const [seen, setSeen] = useRememberedFlag(RECONNECT_MODAL_SEEN);
  const open = !seen && onlyErroredGoogle(connections);
  const close = () => setSeen();
  const accounts = connections?.map((c) => c.profileName).join(', ');
  return (
    <Dialog open={open} onClose={close} aria-labelledby="reconnect-calendar-title">
      <DialogTitle id="reconnect-calendar-title">Reconnect your calendar</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Google Calendar stopped sharing {accounts} with us. Reconnect it so that your busy times stay on your calendar and clients cannot book over them.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Not now</Button>
        <ConnectAccountButton provider="google" label="Reconnect" variant="contained" onClickCapture={close} />
      </DialogActions>
    </Dialog>
  );
}
