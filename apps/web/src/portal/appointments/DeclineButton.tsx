import CloseIcon from '@mui/icons-material/Close';
import { Button } from '@mui/material';
import { declineAppointment } from './appointmentCommands';
import { declineMessages } from './commandMessages';
import type { Appointment } from './types';
import { useAppointmentCommand } from './useAppointmentCommand';

export function DeclineButton({ appointment }: { appointment: Appointment }) {
  const { run, pending } = useAppointmentCommand(declineAppointment, declineMessages);
  return (
    <Button size="small" color="inherit" startIcon={<CloseIcon />} disabled={pending} onClick={() => run(appointment.id)}>
      Decline
    </Button>
  );
}
