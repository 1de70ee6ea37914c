import { Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useBasename } from 'react-admin';
import { Link } from 'react-router-dom';
import { groupEventPath } from '../services/eventTypes/eventTypeLinks';
import { registeredText } from '../services/eventTypes/eventTypeText';
import { badgeParts, timeRangeText } from './eventTimeText';
import type { UpcomingEvent } from './eventsCalls';

/** Read aloud, not shown: the badge is hidden from assistive technology, so the date is said here. */
const SCREEN_READER_ONLY = { position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const;

function DateBadge({ startsAt, timeZone }: { startsAt: string; timeZone: string }) {
  const { month, day, weekday } = badgeParts(startsAt, timeZone);
  return (
    <Box
      aria-hidden
      sx={{
        width: 56,
        flexShrink: 0,
        borderRadius: 1.5,
        overflow: 'hidden',
        textAlign: 'center',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: 12, fontWeight: 700, letterSpacing: 0.5, py: 0.25 }}>{month}</Box>
      <Box sx={{ fontSize: 22, fontWeight: 700, lineHeight: 1.3 }}>{day}</Box>
      <Box sx={{ fontSize: 11, color: 'text.secondary', pb: 0.25 }}>{weekday}</Box>
    </Box>
  );
}

/** One scheduled event: date badge, name, time on the event's zone, description (2 lines), registrations, Edit event. */
export function EventCard({ event }: { event: UpcomingEvent }) {
  const basename = useBasename();
  const dateLabel = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: event.timeZone }).format(new Date(event.startsAt));
  return (
    <Card variant="outlined" component="article" aria-labelledby={`event-${event.id}`} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" sx={{ gap: 2, alignItems: 'flex-start' }}>
          <DateBadge startsAt={event.startsAt} timeZone={event.timeZone} />
          <Box sx={{ minWidth: 0 }}>
            <Typography id={`event-${event.id}`} variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {event.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              <Box component="span" sx={SCREEN_READER_ONLY}>
                {`${dateLabel}, `}
              </Box>
              {timeRangeText(event)}
            </Typography>
          </Box>
        </Stack>
        {event.description && (
          <Typography
            variant="body2"
            sx={{ mt: 1.5, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' }}
          >
            {event.description}
          </Typography>
        )}
        <Stack direction="row" sx={{ mt: 1.5, gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {registeredText(event.clientsCount, event.capacity)}
          </Typography>
          {event.atCapacity && <Chip size="small" color="warning" label="Full" />}
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
        <Button size="small" variant="outlined" component={Link} to={groupEventPath(basename, event.id)} aria-label={`Edit event ${event.name}`}>
          Edit event
        </Button>
      </CardActions>
    </Card>
  );
}
