import CheckIcon from '@mui/icons-material/Check';
import { Button } from '@mui/material';
import { acceptAppointment } from './appointmentCommands';
import { acceptMessages } from './commandMessages';
import type { Appointment } from './types';
import { useAppointmentCommand } from './useAppointmentCommand';

export function AcceptButton({ appointment }: { appointment: Appointment }) {
  const { run, pending } = useAppointmentCommand(acceptAppointment, acceptMessages);
  return (
    <Button size="small" variant="contained" startIcon={<CheckIcon />} disabled={pending} onClick={() => run(appointment.id)}>
      Accept
    </Button>
  );
}
