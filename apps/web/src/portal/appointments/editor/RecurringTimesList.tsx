import WarningIcon from '@mui/icons-material/WarningAmber';
import { Alert, Box, Checkbox, Chip, CircularProgress, FormControlLabel, List, ListItem, ListItemText, Typography } from '@mui/material';
import { MESSAGES } from '../../calendar/calendarMessages';
import type { SeriesPlan } from './newAppointmentDraft';
import type { RecurringTimesState } from './useRecurringTimes';

interface Props {
  state: RecurringTimesState;
  plan: SeriesPlan;
  onSkipConflicts: (skip: boolean) => void;
}

/**
 * The series' occurrences, each with what it overlaps (spec 001 §3 "Recurring time"): before
 * saving, the pro sees which dates conflict and may skip them; the count is what Save books.
 */
export function RecurringTimesList({ state, plan, onSkipConflicts }: Props) {
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
  const skipping = plan.skipped.length > 0;
  return (
    <Box sx={{ mt: 1 }}>
      {plan.conflicting.length > 0 && (
        <Alert severity="warning" sx={{ mb: 1, '& .MuiAlert-message': { width: '100%' } }}>
          {MESSAGES.seriesConflicts(plan.conflicting.length, state.times.length)}
          <FormControlLabel
            sx={{ display: 'flex', mt: 0.5 }}
            control={<Checkbox size="small" checked={skipping} onChange={(e) => onSkipConflicts(e.target.checked)} />}
            label={MESSAGES.skipConflicts}
          />
        </Alert>
      )}
      <Typography variant="subtitle2">
        {plan.book.length} {plan.book.length === 1 ? 'appointment' : 'appointments'}
        {skipping && ` (${plan.skipped.length} skipped)`}
      </Typography>
      <List dense aria-label="Series times" sx={{ maxHeight: 220, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {state.times.map((time) => {
          const skipped = plan.skipped.includes(time);
          return (
            <ListItem key={time.startsAt} sx={{ alignItems: 'flex-start' }}>
              <ListItemText
                primary={time.displayTime}
                slotProps={{
                  primary: { sx: skipped ? { textDecoration: 'line-through', color: 'text.secondary' } : undefined },
                  secondary: { component: 'div' },
                }}
                secondary={
                  time.conflicts.length ? (
                    <>
                      {skipped && <Chip size="small" label="Skipped" sx={{ my: 0.25 }} />}
                      {time.conflicts.map((c) => (
                        <Box component="span" key={c.id} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'warning.dark' }}>
                          <WarningIcon fontSize="inherit" /> Conflicts with {c.name} ({c.timeRange})
                        </Box>
                      ))}
                    </>
                  ) : null
                }
              />
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
