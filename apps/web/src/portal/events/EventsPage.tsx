// /portal/events (spec 001 §2 Events page): the practice's upcoming group events as cards; creating
// and editing happen in the calendar's group-event flyout.
import AddIcon from '@mui/icons-material/Add';
import EventIcon from '@mui/icons-material/EventOutlined';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { Title, useBasename } from 'react-admin';
import { Link } from 'react-router-dom';
import { createGroupEventPath } from '../services/eventTypes/eventTypeLinks';
import { useRefreshedRead } from '../shared/useRefreshedRead';
import { EventCard } from './EventCard';
import { fetchUpcomingEvents } from './eventsCalls';

function EventsEmpty() {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <EventIcon sx={{ fontSize: 56, color: 'text.disabled' }} />
      <Typography variant="h6" component="p" gutterBottom>
        No upcoming events.
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Create an event to put a class or a workshop on your calendar for clients to sign up.
      </Typography>
    </Box>
  );
}

export function EventsPage() {
  const basename = useBasename();
  const { data: events, error, loading } = useRefreshedRead(fetchUpcomingEvents);

  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title="Events" />
      <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 240px' }}>
          <Typography variant="h5" component="h1" sx={{ mb: 0.5 }}>
            Events
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Schedule events that multiple people can sign up for
          </Typography>
        </Box>
        <Button variant="contained" startIcon={<AddIcon />} component={Link} to={createGroupEventPath(basename)}>
          Create event
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {`Error loading events: ${error.message}`}
        </Alert>
      )}
      {loading ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress size={32} aria-label="Loading events" />
        </Box>
      ) : events && events.length === 0 ? (
        <EventsEmpty />
      ) : events ? (
        <Box
          component="section"
          aria-label="Upcoming events"
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}
        >
          {events.map((event) => (
            <EventCard key={event.id} event={event} />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
