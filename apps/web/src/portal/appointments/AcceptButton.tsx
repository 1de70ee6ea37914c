import CheckIcon from '@mui/icons-material/Check';
import { Button } from 'react-admin';
import { acceptAppointment } from './appointmentCommands';
import { acceptMessages } from './commandMessages';
import type { Appointment } from './types';
import { useAppointmentCommand } from './useAppointmentCommand';

export function AcceptButton({ appointment }: { appointment: Appointment }) {
  const { run, pending } = useAppointmentCommand(acceptAppointment, acceptMessages);
  return (
    <Button label="Accept" disabled={pending} onClick={() => run(appointment.id)} color="primary" variant="contained">
      <CheckIcon />
    </Button>
  );
}
