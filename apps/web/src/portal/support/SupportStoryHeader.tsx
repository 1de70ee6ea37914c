import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { AppointmentStateChip } from '../appointments/AppointmentStateChip';
import type { AppointmentStory } from './story/storyTypes';

/** Who, where and how the appointment stands now (its last event's state). */
export function SupportStoryHeader({ story }: { story: AppointmentStory }) {
  const now = story.entries[story.entries.length - 1]?.after ?? null;
  return (
    <Card variant="outlined" sx={{ mb: 3 }}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="p" sx={{ mr: 'auto', overflowWrap: 'anywhere' }}>
            {now?.clientName ?? 'Unknown client'} · {story.practiceName}
          </Typography>
          {now && <AppointmentStateChip state={now.status} />}
        </Stack>
        {now && <Typography variant="body2">{now.startsAtLocal}</Typography>}
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          Appointment {story.appointmentId} · practice {story.practiceId} · {story.currency}
        </Typography>
        {story.clientToken && (
          <Link href={`/m/c/${encodeURIComponent(story.clientToken)}`} target="_blank" rel="noopener" variant="body2">
            The client's appointment page <OpenInNewIcon sx={{ fontSize: 16, verticalAlign: 'text-bottom' }} />
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
