import EventBusyIcon from '@mui/icons-material/EventBusy';
import { useState } from 'react';
import { Button } from '@mui/material';
import { CancelDialog } from './CancelDialog';
import { cancelAppointment } from './appointmentCommands';
import { cancelMessages } from './commandMessages';
import type { Appointment } from './types';
import { useAppointmentCommand } from './useAppointmentCommand';

export function CancelButton({ appointment }: { appointment: Appointment }) {
  const [open, setOpen] = useState(false);
  const { run, pending } = useAppointmentCommand(cancelAppointment, cancelMessages);
  return (
    <>
      <Button size="small" color="error" startIcon={<EventBusyIcon />} onClick={() => setOpen(true)}>
        Cancel
      </Button>
      <CancelDialog
        appointment={appointment}
        open={open}
        pending={pending}
        onClose={() => setOpen(false)}
        onConfirm={async (note) => {
          if (await run(appointment.id, note)) setOpen(false);
        }}
      />
    </>
  );
}
