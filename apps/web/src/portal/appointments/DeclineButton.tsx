import CloseIcon from '@mui/icons-material/Close';
import { Button } from 'react-admin';
import { declineAppointment } from './appointmentCommands';
import { declineMessages } from './commandMessages';
import type { Appointment } from './types';
import { useAppointmentCommand } from './useAppointmentCommand';

export function DeclineButton({ appointment }: { appointment: Appointment }) {
  const { run, pending } = useAppointmentCommand(declineAppointment, declineMessages);
  return (
    <Button label="Decline" disabled={pending} onClick={() => run(appointment.id)} color="inherit">
      <CloseIcon />
    </Button>
  );
}
