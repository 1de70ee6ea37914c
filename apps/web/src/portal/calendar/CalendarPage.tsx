import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Card, CircularProgress, LinearProgress, Stack, Typography, useMediaQuery } from '@mui/material';
import type { CalendarRef, EventChangeInfo, EventClickInfo } from '@fullcalendar/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { zoneLongName } from '../../shared/formatTime';
import { CopyLinkButton } from '../shared/CopyLinkButton';
import { useOnRefreshViews, useRefreshViews } from '../shared/refreshViews';
import { CalendarFlyout } from './CalendarFlyout';
import { CalendarLegend } from './CalendarLegend';
import { toWireTime } from './calendarTime';
import type { CalendarEventRecord } from './calendarTypes';
import { groupEventSearch, targetFromUrl, type FlyoutTarget } from './flyoutTarget';
import { ProCalendar } from './ProCalendar';
import { RescheduleDialog } from './RescheduleDialog';
import { useCalendarPractice } from './useCalendarPractice';

/** /portal/calendar: the pro's calendar with the appointment and personal-event flyout. */
export function CalendarPage() {
  const narrow = useMediaQuery('(max-width:767.95px)', { noSsr: true });
  const practice = useCalendarPractice();
  const calendarRef = useRef<CalendarRef>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const [target, setTarget] = useState<FlyoutTarget | null>(null);
  const [change, setChange] = useState<EventChangeInfo | null>(null);
  const [loadingEvents, setLoadingEvents] = useState(false);

  useEffect(() => {
    const fromUrl = targetFromUrl(location.hash, location.search);
    if (fromUrl) setTarget(fromUrl);
  }, [location.hash, location.search]);

  const refetch = useCallback(() => calendarRef.current?.getApi().refetchEvents(), []);
  // A change from the flyout or a drag also changes the bell and the lists; a command sent from
  // the bell (Confirm, Decline) changes the calendar.
  const refreshViews = useRefreshViews();
  useOnRefreshViews(refetch);

  const close = () => {
    setTarget(null);
    // Closing forgets the hash and clientId, so reloading does not reopen the flyout.
    if (location.hash || location.search) navigate({ pathname: location.pathname }, { replace: true });
  };

  const openEvent = ({ event, jsEvent }: EventClickInfo) => {
    jsEvent.preventDefault();
    const props = event.extendedProps as NonNullable<CalendarEventRecord['extendedProps']>;
    if (props.kind === 'group' && props.groupEventId) {
      // A group event opens through the URL (?groupEventId=…), so it can be linked and reloaded.
      navigate({ pathname: location.pathname, search: groupEventSearch(props.groupEventId) });
      setTarget({ mode: 'group', groupEventId: props.groupEventId });
    } else if (props.kind === 'personal' && props.personalEventId) {
      setTarget({ mode: 'personal', personalEventId: props.personalEventId, start: event.startStr, end: event.endStr || event.startStr });
    } else if (props.kind === 'calendar') {
      setTarget({ mode: 'calendar', title: event.title, start: event.startStr, end: event.endStr || event.startStr, allDay: event.allDay, calendarName: props.calendarName ?? '' });
    } else if (props.appointmentId) {
      setTarget({ mode: 'appointment', appointmentId: props.appointmentId });
    }
  };

  if (practice.error) {
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        Could not load your calendar. Please try again later.
      </Alert>
    );
  }
  if (!practice.data) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', mt: 6 }} aria-busy="true">
        <CircularProgress aria-label="Loading calendar" />
      </Box>
    );
  }
  const zone = practice.data.timeZone;

  return (
    <Box sx={{ mt: { xs: 1, md: 2 }, mb: 2 }}>
      <Title title="Calendar" />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}>
        <Box>
          <Typography variant="h5" component="h1">
            Calendar
          </Typography>
          <Typography variant="caption" color="text.secondary">
            Times in {zoneLongName(new Date().toISOString(), zone)}
          </Typography>
        </Box>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <CopyLinkButton compact={narrow} />
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setTarget({ mode: 'new', kind: 'client' })}>
            Create appointment
          </Button>
        </Stack>
      </Stack>
      <CalendarLegend />
      <Card sx={{ p: { xs: 0.5, md: 1.5 }, position: 'relative' }} aria-busy={loadingEvents}>
        {loadingEvents && <LinearProgress aria-label="Loading appointments" sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />}
        <ProCalendar
          calendarRef={calendarRef}
          timeZone={zone}
          narrow={narrow}
          onEventClick={openEvent}
          onEventChange={setChange}
          onSelect={(start, end, allDay) => {
            setTarget({ mode: 'new', start: toWireTime(start, zone), end: toWireTime(end, zone), allDay });
            calendarRef.current?.getApi().unselect();
          }}
          onLoadError={() => notify('Could not load your calendar. Please try again later.', { type: 'error' })}
          onLoading={setLoadingEvents}
        />
      </Card>
      <CalendarFlyout target={target} practice={practice.data} onClose={close} onChanged={refreshViews} />
      <RescheduleDialog
        change={change}
        timeZone={zone}
        onDone={(changed) => {
          setChange(null);
          if (changed) refreshViews();
        }}
      />
    </Box>
  );
}
