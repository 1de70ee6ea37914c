import { Alert, Box, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { BooleanInput, Form, SaveButton, SelectInput, Title, required, useDataProvider, useGetOne } from 'react-admin';
import { useFormSave } from '../practice/useFormSave';
import { CancellationPolicyInput } from './CancellationPolicyInput';
import {
  BUFFER_TIME_OPTIONS, LEAD_TIME_OPTIONS, RECOMMENDED_BUFFER_TIME, RECOMMENDED_LEAD_TIME, RECOMMENDED_START_TIME_INCREMENT,
  START_TIME_INCREMENT_OPTIONS, minuteChoices,
} from './bookingOptions';
import { CURRENT_SETTINGS_ID, type BookingSettings } from './types';

// Spec 002 §8 "Settings": the server's message, else 'Please try again later.'
const settingsTexts = {
  success: 'Settings updated successfully.',
  failure: (messages: string[]) => messages.join(' ') || 'Please try again later.',
};

const FIELD_OF: Record<string, string> = {
  'Please choose one of the buffer time options.': 'appointmentBufferTime',
  'Please choose one of the lead time options.': 'appointmentLeadTime',
  'Please choose one of the start time increment options.': 'startTimeIncrement',
  'The cancellation policy can be at most 250 characters.': 'cancellationPolicy',
};

/** /portal/settings/booking (spec 002 §3 "Booking settings"). */
export function BookingSettingsPage() {
  const { data, isPending, error } = useGetOne<BookingSettings>('bookingSettings', { id: CURRENT_SETTINGS_ID });
  const dataProvider = useDataProvider();
  const { save } = useFormSave<BookingSettings, BookingSettings>({
    send: async (values) => (await dataProvider.update<BookingSettings>('bookingSettings', { id: CURRENT_SETTINGS_ID, data: values, previousData: data! })).data,
    ...settingsTexts,
    fieldOf: FIELD_OF,
  });

  return (
    <Box sx={{ mt: 2, mb: 4, maxWidth: 720 }}>
      <Title title="Booking settings" />
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2">
            Booking
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Rules for when and how clients book with you.
          </Typography>
          {isPending && (
            <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
              <CircularProgress size={32} aria-label="Loading booking settings" />
            </Box>
          )}
          {error && <Alert severity="error">Could not load your booking settings. Please try again later.</Alert>}
          {data && (
            <Form record={data} onSubmit={save} noValidate>
              <Stack sx={{ gap: 1 }}>
                <SelectInput
                  source="appointmentBufferTime"
                  label="Buffer time"
                  choices={minuteChoices(BUFFER_TIME_OPTIONS, { recommended: RECOMMENDED_BUFFER_TIME, current: data.appointmentBufferTime, zeroText: 'No buffer' })}
                  validate={required()}
                  helperText="Time kept free after each appointment."
                />
                <SelectInput
                  source="appointmentLeadTime"
                  label="Lead time"
                  choices={minuteChoices(LEAD_TIME_OPTIONS, { recommended: RECOMMENDED_LEAD_TIME, current: data.appointmentLeadTime, friendly: true, zeroText: 'No lead time' })}
                  validate={required()}
                  helperText="How long before an appointment clients must book it."
                />
                <SelectInput
                  source="startTimeIncrement"
                  label="Start time increment"
                  choices={minuteChoices(START_TIME_INCREMENT_OPTIONS, { recommended: RECOMMENDED_START_TIME_INCREMENT, current: data.startTimeIncrement })}
                  validate={required()}
                  helperText="How often start times are offered, from the start of your hours."
                />
                <BooleanInput
                  source="instantClientApproval"
                  label="Automatically accept requests (recommended)"
                  helperText="When off, you approve each request before it is booked."
                />
                <CancellationPolicyInput />
              </Stack>
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', pt: 2 }}>
                <SaveButton label="Save" />
              </Box>
            </Form>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
