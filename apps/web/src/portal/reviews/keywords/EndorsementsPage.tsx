// /portal/profile/endorsements (spec 002 §2 Profile area, Endorsements tab): the keywords editor with
// each keyword's endorsement count. The rest of the profile area is not built yet.
import { Box, Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { KeywordsEditor } from './KeywordsEditor';
import { KeywordsHelpLink } from './KeywordsPage';

export function EndorsementsPage() {
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title="Endorsements" />
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
        Endorsements
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        What your clients endorse you for, and how many times. <KeywordsHelpLink />
      </Typography>
      <Card>
        <CardContent>
          <KeywordsEditor mode="endorsements" />
        </CardContent>
      </Card>
    </Box>
  );
}
