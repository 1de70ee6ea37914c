// /portal/website (spec 002 §2 "Website"): the Builder card (marked 'soon', disabled), the Domain
// card (Manage: /portal/website/domain) and the website settings (without a website plan).
import { Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Title, useBasename } from 'react-admin';
import { usePracticeFlags } from '../practice/usePracticeFlags';

export function WebsiteDashboardPage() {
  const flags = usePracticeFlags();
  const basename = useBasename();
  return (
    <Box sx={{ mt: 2, mb: 4, maxWidth: 760 }}>
      <Title title="My Website" />
      <Typography variant="h5" component="h1" gutterBottom>
        My Website
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Card variant="outlined" sx={{ flex: 1, opacity: 0.6 }} aria-disabled="true">
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
              <Typography variant="h6" component="h2">Builder</Typography>
              <Chip label="soon" size="small" />
            </Stack>
            <Typography variant="body2" color="text.secondary">Design your own website around your booking page.</Typography>
          </CardContent>
          <CardActions>
            <Button size="small" disabled>Open builder</Button>
          </CardActions>
        </Card>
        <Card variant="outlined" sx={{ flex: 1 }}>
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>Domain</Typography>
            <Typography variant="body2" color="text.secondary">Your own domain for your booking page.</Typography>
          </CardContent>
          <CardActions>
            <Button size="small" component={Link} to={`${basename}/website/domain`} aria-label="Manage domain">Manage</Button>
          </CardActions>
        </Card>
        {flags && !flags.websitePlan && (
          <Card variant="outlined" sx={{ flex: 1 }}>
            <CardContent>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>Settings</Typography>
              <Typography variant="body2" color="text.secondary">SEO settings and custom scripts of your booking page.</Typography>
            </CardContent>
            <CardActions>
              <Button size="small" component={Link} to={`${basename}/website/settings`}>Manage</Button>
            </CardActions>
          </Card>
        )}
      </Stack>
    </Box>
  );
}
