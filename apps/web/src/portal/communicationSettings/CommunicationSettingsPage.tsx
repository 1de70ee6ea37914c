import { Alert, Box, Card, CardContent, CircularProgress, Divider, MenuItem, Stack, Tab, Tabs, TextField, Typography, useMediaQuery } from '@mui/material';
import { useLocation, useNavigate } from 'react-router-dom';
import { BooleanInput, Form, SaveButton, SelectInput, Title, required, useBasename, useDataProvider, useGetOne } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { minutesText } from '../bookingSettings/bookingOptions';
import { useFormSave } from '../practice/useFormSave';
import { CustomContentTab } from './CustomContentTab';
import { CURRENT_COMMUNICATION_SETTINGS_ID, type CommunicationSettings } from './types';

// Spec 002 §8 "Settings": the server's message, else 'Please try again later.'
const settingsTexts = {
  success: 'Settings updated successfully.',
  failure: (messages: string[]) => messages.join(' ') || 'Please try again later.',
};

const choices = (options: readonly number[], when: 'before' | 'after') => options.map((minutes) => ({ id: minutes, name: `${minutesText(minutes)} ${when}` }));

/** A switch and, while it is on, how long before (or after) the appointment. */
function TimedSwitch({ enabled, minutes, label, timeLabel, when, options, helperText }: {
  enabled: keyof CommunicationSettings;
  minutes: keyof CommunicationSettings;
  label: string;
  timeLabel: string;
  when: 'before' | 'after';
  options: readonly number[];
  helperText: string;
}) {
  const on = useWatch({ name: enabled });
  return (
    <Box>
      <BooleanInput source={enabled} label={label} helperText={helperText} />
      {on && <SelectInput source={minutes} label={timeLabel} choices={choices(options, when)} validate={required()} sx={{ minWidth: 240 }} />}
    </Box>
  );
}

const TABS = [
  { value: 'reminders', label: 'Reminders', path: '/settings/communication' },
  { value: 'templates', label: 'Custom content', path: '/settings/communication/templates' },
] as const;

/** Tabs on wide screens; under 768 px a dropdown replaces them (spec 002 §2). */
function CommunicationTabs({ value }: { value: string }) {
  const navigate = useNavigate();
  const basename = useBasename();
  const narrow = useMediaQuery('(max-width:767.95px)');
  const go = (next: string) => navigate(`${basename}${TABS.find((t) => t.value === next)!.path}`);
  if (narrow) {
    return (
      <TextField select label="Section" value={value} onChange={(e) => go(e.target.value)} size="small" sx={{ mb: 2, minWidth: 200 }}>
        {TABS.map((t) => (
          <MenuItem key={t.value} value={t.value}>
            {t.label}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  return (
    <Tabs value={value} onChange={(_, next: string) => go(next)} aria-label="Communications" sx={{ mb: 1 }}>
      {TABS.map((t) => (
        <Tab key={t.value} label={t.label} value={t.value} />
      ))}
    </Tabs>
  );
}

/** /portal/settings/communication (spec 002 §2 "Communications"): tabs Reminders and Custom content (/templates). */
export function CommunicationSettingsPage() {
  const { pathname } = useLocation();
  const tab = pathname.replace(/\/+$/, '').endsWith('/templates') ? 'templates' : 'reminders';
  const { data, isPending, error } = useGetOne<CommunicationSettings>('communicationSettings', { id: CURRENT_COMMUNICATION_SETTINGS_ID });

  return (
    <Box sx={{ mt: 2, mb: 4, maxWidth: 720 }}>
      <Title title="Communications" />
      <CommunicationTabs value={tab} />
      {isPending && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress size={32} aria-label="Loading communication settings" />
        </Box>
      )}
      {error && <Alert severity="error">Could not load your communication settings. Please try again later.</Alert>}
      {data && (tab === 'templates' ? <CustomContentTab settings={data} /> : <RemindersTab data={data} />)}
    </Box>
  );
}

function RemindersTab({ data }: { data: CommunicationSettings }) {
  const dataProvider = useDataProvider();
  const { save } = useFormSave<CommunicationSettings, CommunicationSettings>({
    send: async (values) => (await dataProvider.update<CommunicationSettings>('communicationSettings', { id: CURRENT_COMMUNICATION_SETTINGS_ID, data: values, previousData: data })).data,
    ...settingsTexts,
  });
  const options = data.reminderMinutesOptions;
  const { emailTemplates: _templates, ...record } = data;

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          Reminders
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Your clients get reminders before their confirmed appointments, and a notice when a payment is past due. Times are in each appointment's time zone.
        </Typography>
        {/* Keyed by what is saved: after a save the form starts clean again, so Save is disabled until the next change (spec 002 §5). */}
        <Form key={JSON.stringify(record)} record={record} onSubmit={save} noValidate>
          <Stack sx={{ gap: 1 }}>
            <Typography variant="subtitle1" component="h3">
              Appointment reminders
            </Typography>
            <TimedSwitch enabled="appointmentReminderEmailEnabled" minutes="appointmentEmailReminderMinutes" label="Email reminder" timeLabel="Email reminder time" when="before" options={options} helperText="Sent once before each confirmed appointment." />
            <TimedSwitch enabled="appointmentReminderTextEnabled" minutes="appointmentTextReminderMinutes" label="Text reminder" timeLabel="Text reminder time" when="before" options={options} helperText="Sent to the client's mobile number." />
            <Divider sx={{ my: 1 }} />
            <Typography variant="subtitle1" component="h3">
              Payment past due
            </Typography>
            <TimedSwitch enabled="paymentPastDueEmailEnabled" minutes="paymentPastDueEmailMinutes" label="Email when a payment is past due" timeLabel="Past-due email time" when="after" options={options} helperText="Counted from the start of a confirmed, unpaid appointment." />
            <TimedSwitch enabled="paymentPastDueTextEnabled" minutes="paymentPastDueTextMinutes" label="Text when a payment is past due" timeLabel="Past-due text time" when="after" options={options} helperText="Counted from the start of a confirmed, unpaid appointment." />
          </Stack>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', pt: 2 }}>
            <SaveButton label="Save" />
          </Box>
        </Form>
      </CardContent>
    </Card>
  );
}
