import SmsIcon from '@mui/icons-material/SmsOutlined';
import { Box, Typography } from '@mui/material';

export function TextsEmpty() {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, width: '100%' }}>
      <SmsIcon sx={{ fontSize: 56, color: 'text.disabled' }} />
      <Typography variant="h6" component="p" gutterBottom>
        No texts sent yet.
      </Typography>
      <Typography variant="body2" color="text.secondary">
        The text messages sent to you and your clients, like the link to the mobile app, will show up here.
      </Typography>
    </Box>
  );
}
