// A type's upcoming scheduled dates (GetScheduledEvents), each opening the event on the calendar.
import { Alert, Box, Chip, CircularProgress, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useCallback } from 'react';
import { useBasename } from 'react-admin';
import { Link } from 'react-router-dom';
import { whenText } from '../../events/eventTimeText';
import { useRefreshedRead } from '../../shared/useRefreshedRead';
import { fetchScheduledEvents } from './eventTypeCalls';
import { groupEventPath } from './eventTypeLinks';
import { registeredText } from './eventTypeText';

export function ScheduledDates({ eventTypeId }: { eventTypeId: string }) {
  const basename = useBasename();
  const read = useCallback(() => fetchScheduledEvents(eventTypeId), [eventTypeId]);
  const { data, error, loading } = useRefreshedRead(read);

  if (loading) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 2 }}>
        <CircularProgress size={24} aria-label="Loading dates" />
      </Box>
    );
  }
  if (error && !data) return <Alert severity="error">{`Error loading events: ${error.message}`}</Alert>;
  if (!data?.length) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
        No upcoming dates. Use Schedule to add one.
      </Typography>
    );
  }
  return (
    <List dense disablePadding aria-label="Upcoming dates">
      {data.map((event) => (
        <ListItemButton key={event.id} component={Link} to={groupEventPath(basename, event.id)} sx={{ borderRadius: 1, gap: 1 }}>
          <ListItemText primary={whenText(event)} secondary={registeredText(event.clientsCount, event.capacity)} />
          {event.atCapacity && <Chip size="small" color="warning" label="Full" />}
        </ListItemButton>
      ))}
    </List>
  );
}
