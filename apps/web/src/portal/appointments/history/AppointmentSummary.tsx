import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { formatDateTime } from '../../../shared/formatTime';
import { AppointmentStateChip } from '../AppointmentStateChip';
import { clientName, serviceSummary } from '../appointmentText';
import type { Appointment } from '../types';

export function AppointmentSummary({ appointment }: { appointment: Appointment }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="p" sx={{ mr: 'auto' }}>
            {clientName(appointment)} · {serviceSummary(appointment)}
          </Typography>
          <AppointmentStateChip state={appointment.state} />
        </Stack>
        <Typography variant="body2">
          {formatDateTime(appointment.startsAt, appointment.timeZone)} ({appointment.timeZone}) · {appointment.location.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {appointment.client.email} · {appointment.client.phone} · booked by {appointment.bookedBy} · id {appointment.id}
        </Typography>
        {appointment.instantActionToken && (
          <Box sx={{ mt: 1 }}>
            <Link href={`/m/c/${encodeURIComponent(appointment.instantActionToken)}`} target="_blank" rel="noopener">
              Open the client's appointment page <OpenInNewIcon sx={{ fontSize: 16, verticalAlign: 'text-bottom' }} />
            </Link>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
