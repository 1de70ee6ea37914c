import { Alert, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useGetList } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Client, ClientAppointment } from '../types';
import { appointmentAnchor, PastAppointmentItem } from './PastAppointmentItem';

/** The appointment whose notes the URL's hash opens: #appointment-<id> (or a bare #<id>). */
function openedByHash(hash: string): string | null {
  const value = decodeURIComponent(hash.replace(/^#/, ''));
  if (!value) return null;
  return value.startsWith('appointment-') ? value.slice('appointment-'.length) : value;
}

/** Past appointments, newest first, each with its notes (spec 001 §2 "Client profile"). */
export function PastAppointmentList({ client }: { client: Client }) {
  const location = useLocation();
  const navigate = useNavigate();
  const openId = openedByHash(location.hash);
  const { data, isPending, error } = useGetList<ClientAppointment>('clientAppointments', {
    filter: { clientId: client.id, when: 'past' },
  });

  // Bring the opened appointment into view once the list is there.
  useEffect(() => {
    if (!openId || !data) return;
    document.getElementById(appointmentAnchor(openId))?.scrollIntoView({ block: 'start' });
  }, [openId, data]);

  const toggle = (appointmentId: string) =>
    navigate({ pathname: location.pathname, search: location.search, hash: openId === appointmentId ? '' : appointmentAnchor(appointmentId) }, { replace: true });

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Past appointments
        </Typography>
        {isPending ? (
          <Stack sx={{ gap: 1 }}>
            <Skeleton variant="rounded" height={56} />
            <Skeleton variant="rounded" height={56} />
          </Stack>
        ) : error ? (
          <Alert severity="error">Could not load past appointments.</Alert>
        ) : data.length === 0 ? (
          <Typography color="text.secondary">No past appointments yet.</Typography>
        ) : (
          <Stack component="ul" aria-label="Past appointments" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {data.map((appointment) => (
              <PastAppointmentItem
                key={appointment.id}
                clientId={client.id}
                appointment={appointment}
                notes={client.notes.filter((note) => note.appointmentId === appointment.id)}
                open={openId === appointment.id}
                onToggle={() => toggle(appointment.id)}
              />
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
