import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
} from '@mui/material';
import type { EventChangeInfo } from '@fullcalendar/react';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { updateAppointment } from '../appointments/appointmentCommands';
import { upsertPersonalEvent } from './calendarCommands';
import { MESSAGES } from './calendarMessages';
import { fetchPersonalEvent } from './calendarQueries';
import { addMinutes, toWireTime, whenText } from './calendarTime';
import type { CalendarEventRecord } from './calendarTypes';

interface Props {
  change: EventChangeInfo | null;
  timeZone: string;
  /** `refetch`: the server changed, or said no; a cancelled drag only needs its revert. */
  onDone: (refetch: boolean) => void;
}

/**
 * Dragging or resizing an event asks first (spec 001 §2); cancelling puts it back where it
 * was (FullCalendar's revert). A series' appointment can move the entire series.
 */
export function RescheduleDialog({ change, timeZone, onDone }: Props) {
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const [entireSeries, setEntireSeries] = useState(false);
  useEffect(() => setEntireSeries(false), [change]);
  if (!change) return null;

  const { event } = change;
  const props = (event.extendedProps ?? {}) as NonNullable<CalendarEventRecord['extendedProps']>;
  const start = toWireTime(event.startStr, timeZone);
  const end = event.endStr ? toWireTime(event.endStr, timeZone) : addMinutes(start, 60, timeZone);
  const personal = props.kind === 'personal';

  const cancel = () => {
    change.revert();
    onDone(false);
  };

  const confirm = async () => {
    setPending(true);
    try {
      const outcome = personal ? await movePersonalEvent(props.personalEventId ?? '', change, start, end) : await updateAppointment({
        appointmentId: props.appointmentId ?? '',
        startsAt: start,
        endsAt: end,
        rescheduleRecurringSeries: props.seriesId ? entireSeries : undefined,
      });
      if (outcome.result === 'success') {
        notify(personal ? MESSAGES.personalUpdated : MESSAGES.rescheduled, { type: 'success' });
      } else {
        notify(personal ? outcome.errors.join(', ') || MESSAGES.personalFailed : MESSAGES.rescheduleFailed(outcome.errors), { type: 'error' });
      }
    } catch {
      notify(personal ? MESSAGES.personalFailed : MESSAGES.rescheduleFailed([]), { type: 'error' });
    } finally {
      setPending(false);
      // Success or not, the server's answer is what the calendar shows next.
      onDone(true);
    }
  };

  return (
    <Dialog open onClose={pending ? undefined : cancel} aria-labelledby="reschedule-title" fullWidth maxWidth="xs">
      <DialogTitle id="reschedule-title">{personal ? 'Move personal event' : 'Reschedule appointment'}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Move {event.title} to {whenText(start, end, timeZone)}?
        </DialogContentText>
        {!personal && props.seriesId && (
          <FormControlLabel
            control={<Checkbox checked={entireSeries} onChange={(e) => setEntireSeries(e.target.checked)} />}
            label="Reschedule the entire series"
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel} disabled={pending}>
          Cancel
        </Button>
        <Button onClick={confirm} disabled={pending} variant="contained">
          {personal ? 'Move event' : 'Reschedule'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

async function movePersonalEvent(id: string, change: EventChangeInfo, start: string, end: string) {
  const found = await fetchPersonalEvent(id);
  if (!found) return { result: null, errors: ['Event not found'] };
  return upsertPersonalEvent({ id, name: found.name, allDay: change.event.allDay, startsAt: start, endsAt: end, timeZone: found.timeZone });
}
