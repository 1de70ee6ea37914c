import { Button, Chip, ListItem, Stack, Typography } from '@mui/material';
import { acceptAppointment, declineAppointment } from '../appointments/appointmentCommands';
import { clientName, serviceSummary } from '../appointments/appointmentText';
import { confirmFromInboxMessages, declineMessages } from '../appointments/commandMessages';
import { AppointmentWhen } from '../appointments/AppointmentWhen';
import type { Appointment } from '../appointments/types';
import { useAppointmentCommand } from '../appointments/useAppointmentCommand';

/** A pending request: labelled 'New client' with Confirm (spec 001 §4 "Inbox rules") and Decline. */
export function InboxItem({ appointment }: { appointment: Appointment }) {
  const confirm = useAppointmentCommand(acceptAppointment, confirmFromInboxMessages);
  const decline = useAppointmentCommand(declineAppointment, declineMessages);
  const busy = confirm.pending || decline.pending;
  return (
    <ListItem sx={{ display: 'block', py: 1.5 }} aria-label={`New client: ${clientName(appointment)}`}>
      <Chip label="New client" size="small" color="warning" sx={{ mb: 0.5 }} />
      <Typography variant="subtitle2">{clientName(appointment)}</Typography>
      <Typography variant="body2">{serviceSummary(appointment)}</Typography>
      <Typography variant="body2" component="div">
        <AppointmentWhen appointment={appointment} />
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button size="small" variant="contained" disabled={busy} onClick={() => confirm.run(appointment.id)}>
          Confirm
        </Button>
        <Button size="small" color="inherit" disabled={busy} onClick={() => decline.run(appointment.id)}>
          Decline
        </Button>
      </Stack>
    </ListItem>
  );
}
