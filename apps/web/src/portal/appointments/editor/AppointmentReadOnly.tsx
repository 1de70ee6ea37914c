import { Alert, Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { formatCents } from '../../../shared/formatMoney';
import type { CalendarAppointment } from '../../calendar/calendarTypes';

/**
 * A past appointment as it was: its services and the note the client got, nothing to change
 * (the server no longer moves or cancels it). Notes stay below, in the flyout.
 */
export function AppointmentReadOnly({ appointment }: { appointment: CalendarAppointment }) {
  return (
    <Box>
      <Alert severity="info" sx={{ mb: 1.5 }}>
        This appointment has passed, so its time, services and location can no longer change. You can still add notes.
      </Alert>
      <Typography variant="subtitle2" component="h3">
        Services
      </Typography>
      <List dense disablePadding aria-label="Services">
        {appointment.services.map((service, index) => (
          <ListItem key={`${service.serviceId}-${index}`} disableGutters>
            <ListItemText
              primary={service.addOn ? `${service.name} (add-on)` : service.name}
              secondary={`${service.timeLength} min · ${formatCents(service.amountCents)}`}
            />
          </ListItem>
        ))}
      </List>
      {appointment.practitionerNote && (
        <>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
            Note to the client
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {appointment.practitionerNote}
          </Typography>
        </>
      )}
    </Box>
  );
}
