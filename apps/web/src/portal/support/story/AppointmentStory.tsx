// The story of one appointment (issue 19), shared by support's page and the pro's history page:
// every event as a one-line summary with its times, details and the state as of it on demand,
// the state at any time, a diff of two moments, the related streams and the exports. What a pro
// may not see (origin, support notes, other practices) the API leaves out; `aside` adds the
// viewer's own parts (support's notes).
import { Box, Stack, Typography } from '@mui/material';
import { useMemo, useState, type ReactNode } from 'react';
import { AsOfTime } from './AsOfTime';
import { CompareMoments } from './CompareMoments';
import { ExportLinks } from './ExportLinks';
import { RelatedStreams, type StoryLink } from './RelatedStreams';
import { StoryEntryItem, type SameCommand } from './StoryEntryItem';
import type { AppointmentStory as Story } from './storyTypes';
import { sameCommandRevisions, sameCommandText, viewerZone } from './storyView';

const GROUP_COLORS = ['#1565c0', '#8e24aa', '#2e7d32', '#ef6c00', '#00838f', '#c62828', '#5d4037'];

export function AppointmentStory({ story, linkFor, aside }: { story: Story; linkFor: StoryLink; aside?: ReactNode }) {
  const groups = useMemo(() => sameCommandRevisions(story.entries), [story.entries]);
  const colors = useMemo(() => new Map([...groups.keys()].map((id, index) => [id, GROUP_COLORS[index % GROUP_COLORS.length]])), [groups]);
  const [highlighted, setHighlighted] = useState<string | null>(null);

  const sameCommand = (revision: number, correlationId: string | null): SameCommand | null => {
    const revisions = correlationId ? groups.get(correlationId) : undefined;
    if (!correlationId || !revisions) return null;
    return {
      text: sameCommandText(revision, revisions),
      color: colors.get(correlationId) ?? 'divider',
      highlighted: highlighted === correlationId,
      toggle: () => setHighlighted(highlighted === correlationId ? null : correlationId),
    };
  };

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 340px' }, gap: 3, alignItems: 'start' }}>
      <Box component="section" aria-labelledby="story-title" sx={{ minWidth: 0 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
          <Typography id="story-title" variant="h6" component="h2">
            Story ({story.entries.length} {story.entries.length === 1 ? 'event' : 'events'})
          </Typography>
          <ExportLinks appointmentId={story.appointmentId} />
        </Stack>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
          Times in the appointment's zone ({story.timeZone}), then on your clock ({viewerZone()}).
        </Typography>
        {story.entries.length === 0 && <Typography color="text.secondary">No events recorded for this appointment.</Typography>}
        <Stack component="ol" aria-label="Story" sx={{ listStyle: 'none', p: 0, m: 0, gap: 1.5 }}>
          {story.entries.map((entry) => (
            <li key={entry.eventId}>
              <StoryEntryItem entry={entry} sameCommand={sameCommand(entry.revision, entry.correlationId)} />
            </li>
          ))}
        </Stack>
      </Box>
      <Stack component="aside" aria-label="Appointment tools" sx={{ gap: 3, minWidth: 0 }}>
        <AsOfTime appointmentId={story.appointmentId} />
        {story.entries.length > 0 && <CompareMoments appointmentId={story.appointmentId} entries={story.entries} />}
        <RelatedStreams appointmentId={story.appointmentId} linkFor={linkFor} />
        {aside}
      </Stack>
    </Box>
  );
}
