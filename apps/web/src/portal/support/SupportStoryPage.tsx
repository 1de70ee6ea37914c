// /portal/support/appointments/:id (issue 19 items 2-6): any appointment's story for support staff,
// with what only support sees: the request's origin, the client's link and the internal notes.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { Title, useBasename } from 'react-admin';
import { Link, useLocation, useParams } from 'react-router-dom';
import { AppointmentStory } from './story/AppointmentStory';
import { useStory } from './story/useStory';
import { SupportNotes } from './SupportNotes';
import { SupportStoryHeader } from './SupportStoryHeader';
import { SupportOnly } from './SupportOnly';

/** Where the search came from (the results' ?q=), so Back returns to them. */
export interface StoryLinkState {
  search?: string;
}

function SupportStory({ appointmentId }: { appointmentId: string }) {
  const basename = useBasename();
  const { story, found, error, loading } = useStory(appointmentId);
  const linkFor = (id: string) => `${basename}/support/appointments/${encodeURIComponent(id)}`;
  if (loading) return <LinearProgress aria-label="Loading the story" />;
  if (error && !story) return <Alert severity="error">Could not load the story: {error.message}</Alert>;
  if (!found || !story) return <Alert severity="warning">Appointment not found.</Alert>;
  return (
    <>
      <SupportStoryHeader story={story} />
      <AppointmentStory story={story} linkFor={linkFor} aside={<SupportNotes appointmentId={story.appointmentId} notes={story.notes} />} />
    </>
  );
}

export function SupportStoryPage() {
  return (
    <SupportOnly>
      <SupportStoryPageContent />
    </SupportOnly>
  );
}

function SupportStoryPageContent() {
  const { id = '' } = useParams<{ id: string }>();
  const basename = useBasename();
  const from = (useLocation().state as StoryLinkState | null)?.search ?? '';
  return (
    <Box sx={{ py: 2, maxWidth: 1280, minWidth: 0 }}>
      <Title title="Appointment story" />
      <Button size="small" startIcon={<ArrowBackIcon />} component={Link} to={`${basename}/support${from}`} sx={{ mb: 1 }}>
        Back to search
      </Button>
      <Typography variant="h5" component="h1" gutterBottom>
        Appointment story
      </Typography>
      <SupportStory key={id} appointmentId={id} />
    </Box>
  );
}
