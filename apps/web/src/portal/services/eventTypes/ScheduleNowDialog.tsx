import { GroupEventMessages } from '@app/group-events/shared';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useBasename } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { scheduleEventPath } from './eventTypeLinks';

/** After the practice's first event type is created (spec 002 §4): schedule it now, or later. */
export function ScheduleNowDialog({ eventTypeId, onClose }: { eventTypeId: string | null; onClose: () => void }) {
  const navigate = useNavigate();
  const basename = useBasename();
  return (
    <Dialog open={eventTypeId !== null} onClose={onClose} aria-labelledby="schedule-now-title" aria-describedby="schedule-now-text">
      <DialogTitle id="schedule-now-title">{GroupEventMessages.scheduleNowTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="schedule-now-text">
          Your event type is ready. Add its first date to your calendar so clients can sign up.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{GroupEventMessages.scheduleNowSkip}</Button>
        <Button
          variant="contained"
          autoFocus
          onClick={() => {
            const id = eventTypeId;
            onClose();
            if (id) navigate(scheduleEventPath(basename, id));
          }}
        >
          {GroupEventMessages.scheduleNowYes}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
