import HistoryIcon from '@mui/icons-material/History';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import { Button, Stack } from '@mui/material';
import { useBasename } from 'react-admin';
import { Link } from 'react-router-dom';
import type { CalendarAppointment } from '../../calendar/calendarTypes';

/** From the flyout to the client's profile and to everything that happened to the appointment. */
export function AppointmentLinks({ appointment }: { appointment: CalendarAppointment }) {
  const basename = useBasename();
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: -1 }}>
      <Button size="small" startIcon={<PersonIcon />} component={Link} to={`${basename}/clients/${appointment.client.id}`}>
        Client profile
      </Button>
      <Button size="small" startIcon={<HistoryIcon />} component={Link} to={`${basename}/appointments/${appointment.id}/history`}>
        History
      </Button>
    </Stack>
  );
}
