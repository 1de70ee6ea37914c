import CloseIcon from '@mui/icons-material/Close';
import { Button } from '@mui/material';
import { useState } from 'react';
import { requireSuccess } from '../shared/commandRejected';
import { useCommand } from '../shared/useCommand';
import { declineAppointment } from './appointmentCommands';
import { declineTexts } from './commandMessages';
import { DeclineAppointmentDialog } from './DeclineAppointmentDialog';
import type { Appointment } from './types';

/** Decline, after the pro confirms and maybe gives the client a reason (the list and the inbox). */
export function DeclineButton({ appointment, disabled = false }: { appointment: Appointment; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  const { run, pending } = useCommand(declineTexts);
  return (
    <>
      <Button size="small" color="inherit" startIcon={<CloseIcon />} disabled={disabled || pending} onClick={() => setOpen(true)}>
        Decline
      </Button>
      {open && (
        <DeclineAppointmentDialog
          open
          appointment={appointment}
          pending={pending}
          onClose={() => setOpen(false)}
          onConfirm={async (reason) => {
            const declined = await run(async () => requireSuccess(await declineAppointment(appointment.id, reason)));
            if (declined) setOpen(false);
          }}
        />
      )}
    </>
  );
}
