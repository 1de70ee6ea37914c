import EventIcon from '@mui/icons-material/EventOutlined';
import { Box, Typography } from '@mui/material';

export function EventTypesEmpty() {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, width: '100%' }}>
      <EventIcon sx={{ fontSize: 56, color: 'text.disabled' }} />
      <Typography variant="h6" component="p" gutterBottom>
        No event types yet.
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Create an event type, like a yoga class or a workshop, then schedule its dates for clients to sign up.
      </Typography>
    </Box>
  );
}
