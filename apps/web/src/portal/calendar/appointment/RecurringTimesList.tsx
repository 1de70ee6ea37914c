import WarningIcon from '@mui/icons-material/WarningAmber';
import { Alert, Box, CircularProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { RecurringTimesState } from './useRecurringTimes';

/** The series' occurrences, each with what it overlaps (spec 001 §3 "Recurring time"). */
export function RecurringTimesList({ state }: { state: RecurringTimesState }) {
  if (state.error) {
    return (
      <Alert severity="error" role="alert" sx={{ mt: 1 }}>
        {state.error}
      </Alert>
    );
  }
  if (state.loading && state.times.length === 0) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
        <CircularProgress size={16} /> <Typography variant="body2">Finding the series' times…</Typography>
      </Box>
    );
  }
  if (state.times.length === 0) {
    return (
      <Typography variant="body2" color="error" sx={{ mt: 1 }}>
        No times match this repeat rule.
      </Typography>
    );
  }
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="subtitle2">
        {state.times.length} {state.times.length === 1 ? 'appointment' : 'appointments'}
      </Typography>
      <List dense aria-label="Series times" sx={{ maxHeight: 220, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {state.times.map((time) => (
          <ListItem key={time.startsAt} sx={{ alignItems: 'flex-start' }}>
            <ListItemText
              primary={time.displayTime}
              secondary={
                time.conflicts.length
                  ? time.conflicts.map((c) => (
                      <Box component="span" key={c.id} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'warning.dark' }}>
                        <WarningIcon fontSize="inherit" /> Conflicts with {c.name} ({c.timeRange})
                      </Box>
                    ))
                  : null
              }
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
