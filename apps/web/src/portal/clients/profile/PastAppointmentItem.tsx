import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import NotesIcon from '@mui/icons-material/NotesOutlined';
import { Box, Button, Collapse, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { serviceName, timeRange } from '../appointmentText';
import { DateBadge } from '../DateBadge';
import type { ClientAppointment, ClientNote } from '../types';
import { AddNoteForm } from './AddNoteForm';
import { NoteList } from './NoteList';

interface Props {
  clientId: string;
  appointment: ClientAppointment;
  notes: ClientNote[];
  open: boolean;
  onToggle: () => void;
}

/** The anchor of an appointment's notes on the profile: /portal/clients/{id}#appointment-{appointmentId}. */
export const appointmentAnchor = (appointmentId: string) => `appointment-${appointmentId}`;

/** One past appointment: date badge, service, location, time range, and its notes behind a toggle. */
export function PastAppointmentItem({ clientId, appointment, notes, open, onToggle }: Props) {
  const panelId = useId();
  const cancelled = appointment.state === 'cancelled' || appointment.state === 'unavailable';
  return (
    <Box component="li" id={appointmentAnchor(appointment.id)} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', scrollMarginTop: 80 }}>
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'flex-start' }}>
        <DateBadge appointment={appointment} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3" sx={{ lineHeight: 1.3 }}>
            {serviceName(appointment)}
            {cancelled && (
              <Typography component="span" variant="body2" color="text.secondary">
                {' '}
                ({appointment.state === 'cancelled' ? 'Cancelled' : 'Declined'})
              </Typography>
            )}
          </Typography>
          {appointment.location && (
            <Typography variant="body2" color="text.secondary">
              {appointment.location.name}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {timeRange(appointment)}
          </Typography>
        </Box>
        <Button
          size="small"
          startIcon={open ? <ExpandLessIcon /> : <NotesIcon />}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          {notes.length ? `Notes (${notes.length})` : 'Notes'}
        </Button>
      </Stack>
      <Collapse in={open} unmountOnExit>
        <Box id={panelId} sx={{ pl: { xs: 0, sm: 8 }, pt: 1 }}>
          <NoteList notes={notes} label="Appointment notes" empty="No notes for this appointment yet." />
          <Box sx={{ mt: 1 }}>
            <AddNoteForm clientId={clientId} appointmentId={appointment.id} label="Add an appointment note" />
          </Box>
        </Box>
      </Collapse>
    </Box>
  );
}
