import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { Title, useBasename, useGetOne } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { AppointmentStory } from '../../support/story/AppointmentStory';
import { useStory } from '../../support/story/useStory';
import type { Appointment } from '../types';
import { AppointmentSummary } from './AppointmentSummary';

/**
 * /portal/appointments/:id/history: the pro's own appointment told event by event (issue 19 item 6),
 * the same story support reads, without the request origins, support's notes or other practices.
 */
export function AppointmentHistory() {
  const { id = '' } = useParams<{ id: string }>();
  const basename = useBasename();
  const appointment = useGetOne<Appointment>('appointments', { id });
  const { story, found, error, loading } = useStory(id);
  const linkFor = (other: string) => `${basename}/appointments/${encodeURIComponent(other)}/history`;

  return (
    <Box sx={{ py: 2, maxWidth: 1280, minWidth: 0 }}>
      <Title title="Appointment history" />
      <Button size="small" startIcon={<ArrowBackIcon />} component={Link} to={`${basename}/appointments`} sx={{ mb: 1 }}>
        Back to appointments
      </Button>
      <Typography variant="h5" component="h1" gutterBottom>
        Appointment history
      </Typography>
      {appointment.data && (
        <Box sx={{ mb: 3 }}>
          <AppointmentSummary appointment={appointment.data} />
        </Box>
      )}
      {loading && <LinearProgress aria-label="Loading history" />}
      {error && !story && <Alert severity="error">Could not load the history: {error.message}</Alert>}
      {found === false && <Alert severity="warning">Appointment not found</Alert>}
      {story && <AppointmentStory key={id} story={story} linkFor={linkFor} />}
    </Box>
  );
}
