import AddIcon from '@mui/icons-material/Add';
import { Alert, Button, Card, CardContent, Link, Skeleton, Stack, Typography } from '@mui/material';
import { useBasename, useGetList } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { longDate, serviceName, timeRange } from '../appointmentText';
import type { ClientAppointment } from '../types';

/** Upcoming appointments, each opening in the calendar's flyout, and '+ New appointment' for this client. */
export function UpcomingAppointments({ clientId }: { clientId: string }) {
  const basename = useBasename();
  const { data, isPending, error } = useGetList<ClientAppointment>('clientAppointments', { filter: { clientId, when: 'upcoming' } });
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Upcoming appointments
        </Typography>
        {isPending ? (
          <Skeleton variant="rounded" height={48} />
        ) : error ? (
          <Alert severity="error">Error fetching upcoming appointments</Alert>
        ) : data.length === 0 ? (
          <Typography color="text.secondary">No upcoming appointments.</Typography>
        ) : (
          <Stack component="ul" aria-label="Upcoming appointments" sx={{ listStyle: 'none', p: 0, m: 0, gap: 1 }}>
            {data.map((appointment) => (
              <li key={appointment.id}>
                <Link component={RouterLink} to={`${basename}/calendar#${appointment.instantActionToken}`}>
                  {longDate(appointment)}, {timeRange(appointment)}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {serviceName(appointment)}
                  {appointment.state === 'pending' ? ' · Request' : ''}
                </Typography>
              </li>
            ))}
          </Stack>
        )}
        <Button
          component={RouterLink}
          to={`${basename}/calendar?clientId=${encodeURIComponent(clientId)}#create-appointment`}
          startIcon={<AddIcon />}
          sx={{ mt: 1.5 }}
        >
          New appointment
        </Button>
      </CardContent>
    </Card>
  );
}
