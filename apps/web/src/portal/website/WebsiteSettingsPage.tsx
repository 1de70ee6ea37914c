// /portal/website/settings (spec 002 §2 "Website"): Custom domain, SEO Settings and Custom Scripts. Hidden from the
// menu when the practice has a website plan; the page itself says so too.
import { Alert, Box, Stack, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { usePracticeFlags } from '../practice/usePracticeFlags';
import { CustomScriptsCard } from './CustomScriptsCard';
import { CustomDomainCard } from './domain/CustomDomainCard';
import { SeoSettingsCard } from './SeoSettingsCard';

export function WebsiteSettingsPage() {
  const flags = usePracticeFlags();
  return (
    <Box sx={{ mt: 2, mb: 4, maxWidth: 760 }}>
      <Title title="Website Settings" />
      <Typography variant="h5" component="h1" gutterBottom>
        Website Settings
      </Typography>
      {flags?.websitePlan ? (
        <Alert severity="info">Your website plan manages these settings.</Alert>
      ) : (
        <Stack spacing={2}>
          <CustomDomainCard />
          <SeoSettingsCard />
          <CustomScriptsCard />
        </Stack>
      )}
    </Box>
  );
}
