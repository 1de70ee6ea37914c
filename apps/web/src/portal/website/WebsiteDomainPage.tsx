// /portal/website/domain (spec 002 §2 "Website": the dashboard's Domain card links here): the
// custom domain, with or without a website plan.
import { Box, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { CustomDomainCard } from './domain/CustomDomainCard';

export function WebsiteDomainPage() {
  return (
    <Box sx={{ mt: 2, mb: 4, maxWidth: 760 }}>
      <Title title="Domain" />
      <Typography variant="h5" component="h1" gutterBottom>
        Domain
      </Typography>
      <CustomDomainCard />
    </Box>
  );
}
