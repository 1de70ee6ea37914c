import EventIcon from '@mui/icons-material/EventOutlined';
import { Alert, Stack, Typography } from '@mui/material';
import { formatDate, formatTimeRange } from '../../../shared/formatTime';
import type { FlyoutTarget } from '../flyoutTarget';

type CalendarTarget = Extract<FlyoutTarget, { mode: 'calendar' }>;

/** The flyout's 'calendar' mode (spec 001 §2): an event of a connected calendar, read-only, no actions. */
export function ExternalEventFlyoutBody({ target, timeZone }: { target: CalendarTarget; timeZone: string }) {
  // All-day events arrive as dates (end exclusive): show the days, not midnight times.
  const lastDay = target.allDay ? new Date(Date.parse(target.end) - 86_400_000).toISOString().slice(0, 10) : null;
  const when = target.allDay
    ? lastDay && lastDay !== target.start.slice(0, 10)
      ? `${formatDate(`${target.start.slice(0, 10)}T12:00:00Z`, 'UTC')} – ${formatDate(`${lastDay}T12:00:00Z`, 'UTC')}, all day`
      : `${formatDate(`${target.start.slice(0, 10)}T12:00:00Z`, 'UTC')}, all day`
    : `${formatDate(target.start, timeZone)}, ${formatTimeRange(target.start, target.end, timeZone)}`;
  return (
    <Stack sx={{ gap: 2 }} data-testid="external-event">
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'flex-start' }}>
        <EventIcon color="action" />
        <div>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
            {target.title}
          </Typography>
          <Typography variant="body2">{when}</Typography>
          {target.calendarName && (
            <Typography variant="body2" color="text.secondary">
              From {target.calendarName}
            </Typography>
          )}
        </div>
      </Stack>
      <Alert severity="info">This event is from a connected calendar. Change it in that calendar; it is read-only here.</Alert>
    </Stack>
  );
}
