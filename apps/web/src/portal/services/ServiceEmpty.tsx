import SpaIcon from '@mui/icons-material/SpaOutlined';
import { Box, Typography } from '@mui/material';

export function ServiceEmpty({ addOns }: { addOns: boolean }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, width: '100%' }}>
      <SpaIcon sx={{ fontSize: 56, color: 'text.disabled' }} />
      <Typography variant="h6" component="p" gutterBottom>
        {addOns ? 'No add-ons yet.' : 'No services yet.'}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {addOns
          ? 'Add-ons are extras clients can add to a service, like hot stones.'
          : 'Add the services clients can book on your booking page.'}
      </Typography>
    </Box>
  );
}
