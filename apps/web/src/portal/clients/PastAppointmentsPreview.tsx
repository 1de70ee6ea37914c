import { Alert, Skeleton, Stack, Typography } from '@mui/material';
import { useGetList } from 'react-admin';
import { serviceName, timeRange } from './appointmentText';
import { DateBadge } from './DateBadge';
import type { ClientAppointment } from './types';

/** Spec 001 §9: the client flyout shows 2 past appointments. */
export const FLYOUT_PAST_APPOINTMENTS = 2;

export function PastAppointmentsPreview({ clientId }: { clientId: string }) {
  const { data, isPending, error } = useGetList<ClientAppointment>('clientAppointments', {
    filter: { clientId, when: 'past', limit: FLYOUT_PAST_APPOINTMENTS },
  });
  if (isPending) return <Skeleton variant="rounded" height={56} />;
  if (error) return <Alert severity="error">Could not load past appointments.</Alert>;
  if (!data.length) return <Typography color="text.secondary">No past appointments yet.</Typography>;
  return (
    <Stack component="ul" sx={{ gap: 1.5, listStyle: 'none', p: 0, m: 0 }} aria-label="Past appointments">
      {data.slice(0, FLYOUT_PAST_APPOINTMENTS).map((appointment) => (
        <Stack component="li" key={appointment.id} direction="row" sx={{ gap: 1.5, alignItems: 'center' }}>
          <DateBadge appointment={appointment} />
          <div>
            <Typography variant="body1">{serviceName(appointment)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {[appointment.location?.name, timeRange(appointment)].filter(Boolean).join(' · ')}
            </Typography>
          </div>
        </Stack>
      ))}
    </Stack>
  );
}
