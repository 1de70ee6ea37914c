// One event of the story: its kind, its one-line summary, its time in the appointment's zone and on
// the viewer's clock; the details and the state as of this event open on demand.
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LinkIcon from '@mui/icons-material/Link';
import { Box, Button, Card, CardContent, Chip, Collapse, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { eventLabel } from '../../appointments/history/historyLabels';
import { EntryDetails } from './EntryDetails';
import { SnapshotPanel } from './SnapshotPanel';
import type { StoryEntry } from './storyTypes';
import { viewerTime } from './storyView';

export interface SameCommand {
  text: string;
  /** The group's colour, so its events read as one. */
  color: string;
  highlighted: boolean;
  toggle: () => void;
}

function Toggle({ open, onClick, controls, children }: { open: boolean; onClick: () => void; controls: string; children: string }) {
  return (
    <Button
      size="small"
      onClick={onClick}
      aria-expanded={open}
      aria-controls={controls}
      endIcon={<ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />}
    >
      {children}
    </Button>
  );
}

export function StoryEntryItem({ entry, sameCommand }: { entry: StoryEntry; sameCommand: SameCommand | null }) {
  const [details, setDetails] = useState(false);
  const [asOf, setAsOf] = useState(false);
  const id = `story-event-${entry.revision}`;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={eventLabel(entry.type)}
      sx={{
        borderLeft: 4,
        borderLeftColor: sameCommand?.color ?? 'divider',
        bgcolor: sameCommand?.highlighted ? 'action.selected' : undefined,
      }}
    >
      <CardContent sx={{ pb: 1, '&:last-child': { pb: 1 } }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="caption" component="h3" color="text.secondary" sx={{ fontWeight: 600, mr: 'auto' }}>
            {eventLabel(entry.type)}
          </Typography>
          {sameCommand && (
            <Chip
              size="small"
              icon={<LinkIcon />}
              label={sameCommand.text.length <= 32 ? sameCommand.text : 'Same command as several'}
              title={sameCommand.text}
              aria-label={`${sameCommand.text}: ${sameCommand.highlighted ? 'stop highlighting' : 'highlight them'}`}
              aria-pressed={sameCommand.highlighted}
              onClick={sameCommand.toggle}
              variant={sameCommand.highlighted ? 'filled' : 'outlined'}
            />
          )}
          <Chip size="small" variant="outlined" label={`#${entry.revision}`} title="Stream revision" />
        </Stack>
        <Typography variant="body1" component="p" sx={{ fontWeight: 500, overflowWrap: 'anywhere', my: 0.5 }}>
          {entry.summary}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <time dateTime={entry.occurredAt}>{entry.occurredAtLocal}</time>
          <Box component="span" sx={{ display: 'inline-block', mx: 0.75 }} aria-hidden>
            ·
          </Box>
          <span>your time {viewerTime(entry.occurredAt)}</span>
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 0.5, ml: -1 }}>
          <Toggle open={details} onClick={() => setDetails(!details)} controls={`${id}-details`}>
            Details
          </Toggle>
          {entry.after && (
            <Toggle open={asOf} onClick={() => setAsOf(!asOf)} controls={`${id}-state`}>
              State as of this event
            </Toggle>
          )}
        </Stack>
        <Collapse in={asOf} unmountOnExit id={`${id}-state`}>
          {entry.after && <Box sx={{ mt: 1 }}><SnapshotPanel snapshot={entry.after} title={`State as of event #${entry.revision}`} /></Box>}
        </Collapse>
        <Collapse in={details} unmountOnExit id={`${id}-details`}>
          <Box sx={{ mt: 1, mb: 1 }}>
            <EntryDetails entry={entry} sameCommand={sameCommand?.text ?? null} />
          </Box>
        </Collapse>
      </CardContent>
    </Card>
  );
}
