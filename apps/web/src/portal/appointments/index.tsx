// The appointments resource: list at /portal/appointments, history at /portal/appointments/:id/history.
import EventNoteIcon from '@mui/icons-material/EventNote';
import { Route } from 'react-router-dom';
import { AppointmentList } from './AppointmentList';
import { AppointmentHistory } from './history/AppointmentHistory';

export const appointments = {
  name: 'appointments',
  list: AppointmentList,
  icon: EventNoteIcon,
  children: <Route path=":id/history" element={<AppointmentHistory />} />,
};
