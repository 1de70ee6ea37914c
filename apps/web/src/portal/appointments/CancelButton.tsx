import EventBusyIcon from '@mui/icons-material/EventBusy';
import { useState } from 'react';
import { Button } from '@mui/material';
import { requireSuccess } from '../shared/commandRejected';
import { useCommand } from '../shared/useCommand';
import { CancelDialog } from './CancelDialog';
import { cancelAppointment } from './appointmentCommands';
import { cancelTexts } from './commandMessages';
import type { Appointment } from './types';

export function CancelButton({ appointment }: { appointment: Appointment }) {
  const [open, setOpen] = useState(false);
  const { run, pending } = useCommand(cancelTexts);
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
          const cancelled = await run(async () => requireSuccess(await cancelAppointment({ appointmentId: appointment.id, practitionerNote: note })));
          if (cancelled) setOpen(false);
        }}
      />
    </>
  );
}
