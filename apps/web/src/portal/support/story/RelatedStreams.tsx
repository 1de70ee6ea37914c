// Related streams (issue 19 item 4): the client's other appointments, the practice's schedule
// changes around the same time and the messages sent about this appointment, each linked.
import { Alert, Box, Chip, Link, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { useCallback, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useRefreshedRead } from '../../shared/useRefreshedRead';
import { AppointmentStateChip } from '../../appointments/AppointmentStateChip';
import { fetchRelated } from './storyCalls';

/** Where another appointment's story lives for this viewer. */
export type StoryLink = (appointmentId: string) => string;

function Group({ title, count, empty, children }: { title: string; count: number; empty: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mt: 1 }}>
      <Typography variant="subtitle2" component="h3">
        {title} ({count})
      </Typography>
      {count === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      ) : (
        <List dense disablePadding>
          {children}
        </List>
      )}
    </Box>
  );
}

const line = { m: 0, '& .MuiListItemText-primary, & .MuiListItemText-secondary': { overflowWrap: 'anywhere' } };

export function RelatedStreams({ appointmentId, linkFor }: { appointmentId: string; linkFor: StoryLink }) {
  const read = useCallback(() => fetchRelated(appointmentId), [appointmentId]);
  const { data, error, loading } = useRefreshedRead(read);
  return (
    <Box component="section" aria-labelledby="related-title">
      <Typography id="related-title" variant="subtitle1" component="h2">
        Related
      </Typography>
      {loading && <Skeleton variant="rounded" height={96} aria-label="Loading related streams" />}
      {error && !data && <Alert severity="error">Could not load the related streams: {error.message}</Alert>}
      {data && (
        <>
          <Group title="The client's other appointments" count={data.clientAppointments.length} empty="None in this practice.">
            {data.clientAppointments.map((hit) => (
              <ListItem key={hit.appointmentId} disableGutters secondaryAction={<AppointmentStateChip state={hit.state} />} sx={{ pr: 12 }}>
                <ListItemText
                  sx={line}
                  primary={<Link component={RouterLink} to={linkFor(hit.appointmentId)}>{hit.startsAtLocal}</Link>}
                  secondary={hit.services}
                />
              </ListItem>
            ))}
          </Group>
          <Group title="Schedule changes around then" count={data.scheduleChanges.length} empty="No schedule changes within a day of this appointment's events.">
            {data.scheduleChanges.map((change, index) => (
              <ListItem key={`${change.streamId}-${change.at}-${index}`} disableGutters>
                <ListItemText
                  sx={line}
                  primary={change.appointmentId ? <Link component={RouterLink} to={linkFor(change.appointmentId)}>{change.summary}</Link> : change.summary}
                  secondary={change.atLocal}
                />
              </ListItem>
            ))}
          </Group>
          <Group title="Messages" count={data.messages.length} empty="No e-mails or texts were sent about this appointment.">
            {data.messages.map((message) => (
              <ListItem key={message.eventId} disableGutters secondaryAction={<Chip size="small" variant="outlined" label={message.status} color={message.status === 'failed' ? 'error' : 'default'} />} sx={{ pr: 12 }}>
                <ListItemText
                  sx={line}
                  primary={`${message.channel === 'text' ? 'Text' : 'E-mail'} to ${message.to}${message.subject ? `: ${message.subject}` : ''}`}
                  secondary={message.atLocal}
                />
              </ListItem>
            ))}
          </Group>
        </>
      )}
    </Box>
  );
}
