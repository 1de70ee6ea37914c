import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EditIcon from '@mui/icons-material/EditOutlined';
import EventIcon from '@mui/icons-material/EventOutlined';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button, Card, CardContent, Collapse, Divider, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useBasename, useNotify } from 'react-admin';
import { Link } from 'react-router-dom';
import { copyText } from '../../shared/CopyLinkButton';
import type { EventType } from './eventTypeCalls';
import { scheduleEventPath } from './eventTypeLinks';
import { capacityText, eventPriceText, kindText, lengthText, upcomingText } from './eventTypeText';
import { ScheduledDates } from './ScheduledDates';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 96 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="body2">{value}</Typography>
    </Box>
  );
}

/** One event type: its facts, Edit, its public link, Schedule, and its upcoming dates. */
export function EventTypeCard({ type, onEdit }: { type: EventType; onEdit: (type: EventType) => void }) {
  const basename = useBasename();
  const notify = useNotify();
  const [showDates, setShowDates] = useState(type.eventsCount > 0);
  const copy = async () => {
    try {
      await copyText(type.url);
      notify('Copied', { type: 'success' });
    } catch {
      notify(`Could not copy the link. Your event's page is ${type.url}`, { type: 'error' });
    }
  };
  const datesId = `event-type-dates-${type.id}`;

  return (
    <Card variant="outlined" component="article" aria-labelledby={`event-type-${type.id}`}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" sx={{ gap: 2, alignItems: 'flex-start' }}>
          {type.photoUrl && (
            <Box component="img" src={type.photoUrl} alt="" sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }} />
          )}
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography id={`event-type-${type.id}`} variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {type.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {kindText(type.kind)} · {type.location}
            </Typography>
            <MuiLink href={type.url} target="_blank" rel="noopener" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {type.url}
            </MuiLink>
          </Box>
        </Stack>
        <Stack direction="row" sx={{ gap: 2, mt: 1.5, flexWrap: 'wrap' }}>
          <Fact label="Price" value={eventPriceText(type.amountCents)} />
          <Fact label="Capacity" value={capacityText(type.capacity)} />
          <Fact label="Length" value={lengthText(type.duration, type.durationUnit)} />
          <Fact label="Upcoming" value={upcomingText(type.eventsCount)} />
        </Stack>
        <Stack direction="row" sx={{ gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
          <Button size="small" variant="outlined" startIcon={<EditIcon />} onClick={() => onEdit(type)} aria-label={`Edit ${type.name}`}>
            Edit
          </Button>
          <Button size="small" variant="outlined" startIcon={<ContentCopyIcon />} onClick={copy} aria-label={`Copy the link to ${type.name}`} title={type.url}>
            Copy link
          </Button>
          <Button size="small" variant="contained" startIcon={<EventIcon />} component={Link} to={scheduleEventPath(basename, type.id)}>
            Schedule
          </Button>
          <Button
            size="small"
            endIcon={showDates ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            onClick={() => setShowDates((shown) => !shown)}
            aria-expanded={showDates}
            aria-controls={datesId}
          >
            {showDates ? 'Hide dates' : 'Show dates'}
          </Button>
        </Stack>
      </CardContent>
      <Collapse in={showDates} unmountOnExit id={datesId}>
        <Divider />
        <Box sx={{ px: 1, py: 1 }}>
          <ScheduledDates eventTypeId={type.id} />
        </Box>
      </Collapse>
    </Card>
  );
}
