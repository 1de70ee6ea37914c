import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, CircularProgress, FormControlLabel, FormHelperText, Stack, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { Title } from 'react-admin';
import { useCommand } from '../../shared/useCommand';
import { SettingsSection } from '../banking/SettingsSection';
import { AddFeedDialog } from './AddFeedDialog';
import { calendarIntegrationCommands, type CalendarConnection, type CalendarIntegrations } from './calendarIntegrationsCalls';
import { updateCalendarsTexts } from './calendarIntegrationsMessages';
import { ConnectAccountButton } from './ConnectAccountButtons';
import { ConnectionCard } from './ConnectionCard';
import { DisconnectCalendarDialog } from './DisconnectCalendarDialog';
import { SubscriptionLink } from './SubscriptionLink';
import { useCalendarAccountReturn } from './useCalendarAccountReturn';
import { useCalendarIntegrations } from './useCalendarIntegrations';
import { WriteCalendarChoice } from './WriteCalendarChoice';

/**
 * /portal/settings/calendar (spec 002 §2 "Calendar Integrations"): Google and Microsoft accounts
 * (through their consent pages, which send the pro back here) and iCal feeds, their calendars,
 * conflict checking and the write calendar.
 */
export function CalendarIntegrationsPage() {
  const { data, error, loading } = useCalendarIntegrations();
  useCalendarAccountReturn();
  return (
    <Box sx={{ mt: 2, mb: 4, maxWidth: 880 }}>
      <Title title="Calendar Integrations" />
      <Typography variant="h5" component="h1" sx={{ mb: 0.5 }}>
        Calendar Integrations
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        See your other calendars beside your appointments, and keep clients from booking when you are busy.
      </Typography>
      {loading && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress size={32} aria-label="Loading calendar integrations" />
        </Box>
      )}
      {error && !data && <Alert severity="error">Could not load your calendar integrations. Please try again later.</Alert>}
      {data && <Integrations data={data} />}
    </Box>
  );
}

function Integrations({ data }: { data: CalendarIntegrations }) {
  const [adding, setAdding] = useState(false);
  const [disconnecting, setDisconnecting] = useState<CalendarConnection | null>(null);
  const { run, pending } = useCommand(updateCalendarsTexts);
  return (
    <Stack sx={{ gap: 2 }}>
      <SettingsSection
        title="Connected calendars"
        description="The events of your shown calendars appear on your calendar, read-only; they are refreshed every 30 minutes. iCal feeds are read-only."
      >
        <Stack sx={{ gap: 1.5 }}>
          {data.connections.length === 0 && <Typography color="text.secondary">No calendars connected yet.</Typography>}
          {data.connections.map((connection) => (
            <ConnectionCard key={connection.id} connection={connection} onDisconnect={() => setDisconnecting(connection)} />
          ))}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <ConnectAccountButton provider="google" variant="contained" />
            <ConnectAccountButton provider="live_connect" variant="contained" />
            <Button startIcon={<AddIcon />} variant="outlined" onClick={() => setAdding(true)}>
              Connect an iCal feed
            </Button>
          </Box>
        </Stack>
      </SettingsSection>
      <SettingsSection title="Conflict checking" description="Clients cannot book online over the events of your shown calendars.">
        <FormControlLabel
          label="Check my calendars for conflicts"
          control={<Switch checked={data.conflictChecking} disabled={pending} onChange={(_e, on) => run(() => calendarIntegrationCommands.conflictChecking(on))} />}
        />
        <FormHelperText>When off, the events still show on your calendar but do not block booking.</FormHelperText>
      </SettingsSection>
      <SettingsSection title="Write calendar" description="Where new appointments would be added.">
        <WriteCalendarChoice data={data} />
      </SettingsSection>
      <SettingsSection
        title="Subscribe to your appointments"
        description="A private link that calendar apps (Google, Apple, Outlook) can subscribe to, to show your appointments. Anyone with the link sees them: make a new link or turn it off if it leaks."
      >
        <SubscriptionLink path={data.subscriptionPath ?? null} />
      </SettingsSection>
      <AddFeedDialog open={adding} onClose={() => setAdding(false)} />
      <DisconnectCalendarDialog connection={disconnecting} onClose={() => setDisconnecting(null)} />
    </Stack>
  );
}
