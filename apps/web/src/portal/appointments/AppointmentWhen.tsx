import { Box } from '@mui/material';
import { formatShortDate, formatTimeRange } from '../../shared/formatTime';
import type { Appointment } from './types';

/** Date, then the time range with its zone, both in the appointment's own time zone. */
export function AppointmentWhen({ appointment }: { appointment: Pick<Appointment, 'startsAt' | 'endsAt' | 'timeZone'> }) {
  return (
    <Box component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
      {formatShortDate(appointment.startsAt, appointment.timeZone)}
      <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
        {formatTimeRange(appointment.startsAt, appointment.endsAt, appointment.timeZone)}
      </Box>
    </Box>
  );
}
