import CheckIcon from '@mui/icons-material/Check';
import { Button } from '@mui/material';
import { requireSuccess } from '../shared/commandRejected';
import { useCommand } from '../shared/useCommand';
import { acceptAppointment } from './appointmentCommands';
import { acceptTexts } from './commandMessages';
import type { Appointment } from './types';

export function AcceptButton({ appointment }: { appointment: Appointment }) {
  const { run, pending } = useCommand(acceptTexts);
  return (
    <Button
      size="small"
      variant="contained"
      startIcon={<CheckIcon />}
      disabled={pending}
      onClick={() => run(async () => requireSuccess(await acceptAppointment(appointment.id)))}
    >
      Accept
    </Button>
  );
}
