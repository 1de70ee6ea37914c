import EventNoteIcon from '@mui/icons-material/EventNote';
import { Box, Typography } from '@mui/material';

export function AppointmentEmpty({ filtered = false }: { filtered?: boolean }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, width: '100%' }}>
      <EventNoteIcon sx={{ fontSize: 56, color: 'text.disabled' }} />
      <Typography variant="h6" component="p" gutterBottom>
        {filtered ? 'No appointments match these filters.' : 'No appointments yet.'}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {filtered
          ? 'Try another state or search.'
          : 'Appointment requests from your booking page will show up here and in your inbox.'}
      </Typography>
    </Box>
  );
}
