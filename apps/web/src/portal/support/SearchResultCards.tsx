import { Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { AppointmentStateChip } from '../appointments/AppointmentStateChip';
import type { StoryLinkState } from './SupportStoryPage';
import type { SearchHit } from './supportTypes';

/** Below 768 px each hit is a card that opens the story. */
export function SearchResultCards({ hits, storyPath, linkState }: { hits: SearchHit[]; storyPath: (id: string) => string; linkState: StoryLinkState }) {
  return (
    <Stack component="ul" aria-label="Matching appointments" sx={{ listStyle: 'none', p: 0, m: 0, gap: 1 }}>
      {hits.map((hit) => (
        <li key={hit.appointmentId}>
          <Card variant="outlined">
            <CardActionArea component={RouterLink} to={storyPath(hit.appointmentId)} state={linkState}>
              <CardContent sx={{ py: 1.5 }}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
                  <Typography variant="subtitle2" component="p" sx={{ overflowWrap: 'anywhere' }}>
                    {hit.clientName}
                  </Typography>
                  <AppointmentStateChip state={hit.state} />
                </Stack>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {hit.startsAtLocal} · {hit.services}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {hit.practiceName} · {[hit.clientEmail, hit.clientPhone].filter(Boolean).join(' · ')}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Stack>
  );
}
