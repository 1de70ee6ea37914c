import EventIcon from '@mui/icons-material/EventOutlined';
import { Alert, Box, Button, Card, CardContent, FormControlLabel, Switch, Typography } from '@mui/material';
import { useCommand } from '../../shared/useCommand';
import { CALENDAR_ACCOUNT_LABELS, calendarIntegrationCommands, isCalendarAccountProvider, type CalendarConnection } from './calendarIntegrationsCalls';
import { updateCalendarsTexts } from './calendarIntegrationsMessages';
import { ConnectAccountButton } from './ConnectAccountButtons';

/** One connected calendar account or iCal feed: its calendars' switches, its state, Disconnect. */
export function ConnectionCard({ connection, onDisconnect }: { connection: CalendarConnection; onDisconnect: () => void }) {
  const { run, pending } = useCommand(updateCalendarsTexts);
  const provider = connection.providerName;
  const account = isCalendarAccountProvider(provider);
  return (
    <Card variant="outlined" data-testid="calendar-connection">
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap', '&:last-child': { pb: 2 } }}>
        <EventIcon color="action" sx={{ mt: 0.5 }} />
        <Box sx={{ flex: 1, minWidth: 220 }}>
          <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>{connection.profileName}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {account ? CALENDAR_ACCOUNT_LABELS[provider] : `iCal feed · ${connection.feedUrl ?? ''}`}
          </Typography>
          {account && connection.errored && (
            <Alert severity="error" sx={{ my: 1 }} action={<ConnectAccountButton provider={provider} label="Reconnect" color="inherit" size="small" />}>
              {CALENDAR_ACCOUNT_LABELS[provider]} stopped sharing this calendar. Reconnect it; until then its last known events still count.
            </Alert>
          )}
          {!account && connection.lastFailedAt && (
            <Typography variant="body2" color="error">
              The last refresh failed; its last known events still count.
            </Typography>
          )}
          <Box sx={{ display: 'flex', flexDirection: 'column' }}>
            {connection.calendars.map((calendar) => (
              <FormControlLabel
                key={calendar.id}
                label={`Show ${calendar.calendarName}`}
                control={<Switch checked={calendar.active} disabled={pending} onChange={(_e, on) => run(() => calendarIntegrationCommands.setActive(calendar.id, on))} />}
              />
            ))}
          </Box>
        </Box>
        <Button color="error" onClick={onDisconnect}>
          Disconnect
        </Button>
      </CardContent>
    </Card>
  );
}
