import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { Title, useBasename, useGetList, useGetOne } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import type { Appointment } from '../types';
import { AppointmentSummary } from './AppointmentSummary';
import { HistoryEntryCard } from './HistoryEntryCard';
import type { HistoryEntry } from './historyQueries';

/** /portal/appointments/:id/history: the appointment's full event stream, for support staff and pros. */
export function AppointmentHistory() {
  const { id = '' } = useParams<{ id: string }>();
  const basename = useBasename();
  const appointment = useGetOne<Appointment>('appointments', { id });
  const history = useGetList<HistoryEntry>('appointmentHistory', {
    filter: { appointmentId: id },
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'revision', order: 'ASC' },
  });

  return (
    <Box sx={{ py: 2, maxWidth: 900 }}>
      <Title title="Appointment history" />
      <Button size="small" startIcon={<ArrowBackIcon />} component={Link} to={`${basename}/appointments`} sx={{ mb: 1 }}>
        Back to appointments
      </Button>
      <Typography variant="h5" component="h1" gutterBottom>
        Appointment history
      </Typography>
      {appointment.data && <AppointmentSummary appointment={appointment.data} />}
      {appointment.error && !history.data?.length && <Alert severity="warning">Appointment not found</Alert>}
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        Events ({history.total ?? 0})
      </Typography>
      {history.isPending && <LinearProgress aria-label="Loading history" />}
      {history.error && <Alert severity="error">Could not load the history: {history.error.message}</Alert>}
      {history.data?.length === 0 && <Typography color="text.secondary">No events recorded for this appointment.</Typography>}
      <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {history.data?.map((entry) => (
          <li key={entry.id}>
            <HistoryEntryCard entry={entry} appointmentTimeZone={appointment.data?.timeZone} />
          </li>
        ))}
      </Stack>
    </Box>
  );
}
