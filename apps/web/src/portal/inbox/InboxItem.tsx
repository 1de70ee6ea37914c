import { Button, Chip, ListItem, Stack, Typography } from '@mui/material';
import { useRef } from 'react';
import { acceptAppointment } from '../appointments/appointmentCommands';
import { clientName, serviceSummary } from '../appointments/appointmentText';
import { confirmFromInboxTexts } from '../appointments/commandMessages';
import { AppointmentWhen } from '../appointments/AppointmentWhen';
import { DeclineButton } from '../appointments/DeclineButton';
import type { Appointment } from '../appointments/types';
import { requireSuccess } from '../shared/commandRejected';
import { useCommand } from '../shared/useCommand';

/** A pending request: labelled 'New client' with Confirm (spec 001 §4 "Inbox rules") and Decline (which asks first). */
export function InboxItem({ appointment }: { appointment: Appointment }) {
  const confirm = useCommand(confirmFromInboxTexts);
  const item = useRef<HTMLLIElement>(null);
  // The item leaves the list once handled: focus stays in the flyout (Escape still closes it).
  const send = async (command: typeof confirm, change: () => Promise<unknown>) => {
    if (await command.run(change)) item.current?.closest<HTMLElement>('[role="dialog"]')?.focus();
  };
  return (
    <ListItem ref={item} sx={{ display: 'block', py: 1.5 }} aria-label={`New client: ${clientName(appointment)}`}>
      <Chip label="New client" size="small" color="warning" sx={{ mb: 0.5 }} />
      <Typography variant="subtitle2">{clientName(appointment)}</Typography>
      <Typography variant="body2">{serviceSummary(appointment)}</Typography>
      <Typography variant="body2" component="div">
        <AppointmentWhen appointment={appointment} />
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button size="small" variant="contained" disabled={confirm.pending} onClick={() => send(confirm, async () => requireSuccess(await acceptAppointment(appointment.id)))}>
          Confirm
        </Button>
        <DeclineButton appointment={appointment} disabled={confirm.pending} />
      </Stack>
    </ListItem>
  );
}
