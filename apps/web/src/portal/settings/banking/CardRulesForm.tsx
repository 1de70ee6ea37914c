import { Box, Stack } from '@mui/material';
import { BooleanInput, Form, FormDataConsumer, SaveButton, SelectInput } from 'react-admin';
import { useCommand } from '../../shared/useCommand';
import { usePracticeFlags } from '../../practice/usePracticeFlags';
import { bankingCommands, type PaymentSettings } from './bankingCalls';
import { cardRulesTexts, REQUIRE_CARD_NEEDS_PROVIDER } from './bankingMessages';

type CardRules = Pick<
  PaymentSettings,
  | 'requireClientCcToBook' | 'chargeClientCcAtBooking' | 'paymentPastDueEmailEnabled' | 'paymentPastDueTextEnabled'
  | 'paymentPastDueEmailMinutes' | 'paymentPastDueTextMinutes'
>;

// How long after an appointment is past due a reminder goes out (the server takes up to 30 days).
const REMINDER_TIMES = [
  { id: 60, name: '1 hour after' },
  { id: 360, name: '6 hours after' },
  { id: 720, name: '12 hours after' },
  { id: 1440, name: '1 day after' },
  { id: 2880, name: '2 days after' },
  { id: 4320, name: '3 days after' },
  { id: 10080, name: '1 week after' },
];

const choicesWith = (current: number) =>
  REMINDER_TIMES.some((c) => c.id === current) ? REMINDER_TIMES : [...REMINDER_TIMES, { id: current, name: `${current} minutes after` }];

/**
 * Cards when booking and past-due reminders (spec 001 §3, §5; 002 §5): require-card needs a
 * connected provider (else it is off and says why); charge-at-booking shows only when it is on.
 */
export function CardRulesForm({ settings, providerReady }: { settings: PaymentSettings; providerReady: boolean }) {
  const { run } = useCommand(cardRulesTexts);
  const record: CardRules & { id: string } = {
    id: 'current',
    requireClientCcToBook: settings.requireClientCcToBook,
    chargeClientCcAtBooking: settings.chargeClientCcAtBooking,
    paymentPastDueEmailEnabled: settings.paymentPastDueEmailEnabled,
    paymentPastDueTextEnabled: settings.paymentPastDueTextEnabled,
    paymentPastDueEmailMinutes: settings.paymentPastDueEmailMinutes,
    paymentPastDueTextMinutes: settings.paymentPastDueTextMinutes,
  };
  const save = async (values: Record<string, unknown>) => {
    const v = values as CardRules;
    await run(() =>
      bankingCommands.cardRules({
        requireClientCcToBook: v.requireClientCcToBook,
        chargeClientCcAtBooking: v.requireClientCcToBook && v.chargeClientCcAtBooking,
        paymentPastDueEmailEnabled: v.paymentPastDueEmailEnabled,
        paymentPastDueTextEnabled: v.paymentPastDueTextEnabled,
        paymentPastDueEmailMinutes: Number(v.paymentPastDueEmailMinutes),
        paymentPastDueTextMinutes: Number(v.paymentPastDueTextMinutes),
      }),
    );
  };
  const requireLocked = !providerReady && !settings.requireClientCcToBook;
  // The require-card option is a practice flag (spec 002 §2, §6): hidden while it is off.
  const requireCcEnabled = usePracticeFlags()?.requireCcEnabled === true;
  return (
    <Form record={record} onSubmit={save} noValidate>
      <Stack sx={{ gap: 0.5 }}>
        {requireCcEnabled && (
          <>
            <BooleanInput
              source="requireClientCcToBook"
              label="Require a credit card to book"
              disabled={requireLocked}
              helperText={requireLocked ? REQUIRE_CARD_NEEDS_PROVIDER : 'Clients save a card when they book a service that is not free.'}
            />
            <FormDataConsumer<CardRules>>
              {({ formData }) =>
                formData.requireClientCcToBook && (
                  <BooleanInput source="chargeClientCcAtBooking" label="Charge the card at booking" helperText="Otherwise the card is charged on the day of the appointment." />
                )
              }
            </FormDataConsumer>
          </>
        )}
        <Box sx={{ display: 'grid', gap: { xs: 0, sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 420px) 220px' }, alignItems: 'center' }}>
          <BooleanInput source="paymentPastDueEmailEnabled" label="Email a reminder when a payment is past due" helperText={false} />
          <SelectInput source="paymentPastDueEmailMinutes" label="Email reminder" choices={choicesWith(record.paymentPastDueEmailMinutes)} helperText={false} />
          <BooleanInput source="paymentPastDueTextEnabled" label="Text a reminder when a payment is past due" helperText={false} />
          <SelectInput source="paymentPastDueTextMinutes" label="Text reminder" choices={choicesWith(record.paymentPastDueTextMinutes)} helperText={false} />
        </Box>
      </Stack>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', pt: 2 }}>
        <SaveButton label="Save" />
      </Box>
    </Form>
  );
}
