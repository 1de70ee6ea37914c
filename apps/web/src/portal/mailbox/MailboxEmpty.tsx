import MailIcon from '@mui/icons-material/MailOutlined';
import { Box, Typography } from '@mui/material';

export function MailboxEmpty() {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, width: '100%' }}>
      <MailIcon sx={{ fontSize: 56, color: 'text.disabled' }} />
      <Typography variant="h6" component="p" gutterBottom>
        No e-mails sent yet.
      </Typography>
      <Typography variant="body2" color="text.secondary">
        The e-mails sent to you and your clients about appointments will show up here.
      </Typography>
    </Box>
  );
}
