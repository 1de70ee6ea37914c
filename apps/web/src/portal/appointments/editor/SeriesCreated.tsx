import { Alert, Box, Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { MESSAGES } from '../../calendar/calendarMessages';
import { whenText } from '../../calendar/calendarTime';
import type { RecurringTime } from './editorQueries';
import type { CreatedSession } from './useCreateAppointment';

interface Props {
  sessions: CreatedSession[];
  skipped: RecurringTime[];
  zone: string;
  onDone: () => void;
}

/** The confirmation of a recurring series: every session it created, and the dates it skipped. */
export function SeriesCreated({ sessions, skipped, zone, onDone }: Props) {
  return (
    <Stack component="section" aria-labelledby="series-created-title" sx={{ gap: 2 }}>
      <Alert severity="success" id="series-created-title">
        {MESSAGES.seriesCreated}
      </Alert>
      <Box>
        <Typography variant="subtitle2" component="h3">
          {sessions.length} {sessions.length === 1 ? 'session' : 'sessions'} created
        </Typography>
        <List dense aria-label="Sessions created">
          {sessions.map((session) => (
            <ListItem key={session.id} disableGutters>
              <ListItemText primary={whenText(session.startsAt, session.endsAt, zone)} />
            </ListItem>
          ))}
        </List>
      </Box>
      {skipped.length > 0 && (
        <Box>
          <Typography variant="subtitle2" component="h3">
            {skipped.length} {skipped.length === 1 ? 'date' : 'dates'} skipped for conflicts
          </Typography>
          <List dense aria-label="Dates skipped">
            {skipped.map((time) => (
              <ListItem key={time.startsAt} disableGutters>
                <ListItemText primary={time.displayTime} secondary={time.conflicts.map((c) => `Conflicts with ${c.name}`).join(', ')} />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant="contained" onClick={onDone}>
          Done
        </Button>
      </Stack>
    </Stack>
  );
}
