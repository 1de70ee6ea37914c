import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { formatDateTime } from '../../../shared/formatTime';
import { KeyValueTable } from './KeyValueTable';
import { actorLabel, eventLabel } from './historyLabels';
import type { HistoryEntry } from './historyQueries';

const localTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'long' });

/** One event: when, who, what, the changed data, and the raw stored event on demand. */
export function HistoryEntryCard({ entry, appointmentTimeZone }: { entry: HistoryEntry; appointmentTimeZone?: string }) {
  return (
    <Card variant="outlined" component="article" aria-label={eventLabel(entry.type)}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ mr: 'auto' }}>
            {eventLabel(entry.type)}
          </Typography>
          <Chip size="small" variant="outlined" label={`#${entry.revision}`} title="Stream revision" />
        </Stack>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, mb: 2 }}>
          <Typography component="dt" variant="body2" color="text.secondary">When</Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {localTime.format(new Date(entry.occurredAt))} (your time)
            {appointmentTimeZone && (
              <Box component="span" sx={{ display: 'block' }}>
                {formatDateTime(entry.occurredAt, appointmentTimeZone)} (appointment's time zone)
              </Box>
            )}
            <Box component="span" sx={{ display: 'block', fontFamily: 'monospace', color: 'text.secondary' }}>
              {entry.occurredAt}
            </Box>
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary">Who</Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>{actorLabel(entry.actor)}</Typography>
          <Typography component="dt" variant="body2" color="text.secondary">Event</Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontFamily: 'monospace' }}>{entry.type}</Typography>
        </Box>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          What changed
        </Typography>
        <KeyValueTable value={entry.data} caption="Event data" />
      </CardContent>
      <Accordion disableGutters elevation={0} square sx={{ borderTop: 1, borderColor: 'divider', '&::before': { display: 'none' } }}>
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>
          <Typography variant="body2">Metadata</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <KeyValueTable value={entry.metadata} caption="Event metadata" />
        </AccordionDetails>
      </Accordion>
      <Accordion disableGutters elevation={0} square sx={{ borderTop: 1, borderColor: 'divider', '&::before': { display: 'none' } }}>
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>
          <Typography variant="body2">Raw JSON</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Box component="pre" sx={{ m: 0, fontSize: 12, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', bgcolor: 'grey.100', p: 1, borderRadius: 1 }}>
            {JSON.stringify(
              { eventId: entry.eventId, revision: entry.revision, occurredAt: entry.occurredAt, type: entry.type, actor: entry.actor, data: entry.data, metadata: entry.metadata },
              null,
              2,
            )}
          </Box>
        </AccordionDetails>
      </Accordion>
    </Card>
  );
}
