// When a client is reminded that an appointment is past due (spec 001 §3 Payment settings, 002:
// "payment reminders after it is past due"): once, paymentPastDueEmailMinutes after the start of a
// confirmed, priced appointment that is still unpaid, while the practice has
// paymentPastDueEmailEnabled on. Pure: the read model keeps the appointments that may come due
// (awaitsPastDueReminder), and the sender decides again on the appointment's stream with the
// practice's settings as they are at that moment (decidePastDueEmail).
// Texts (paymentPastDueTextEnabled / paymentPastDueTextMinutes) are not sent: they join here once
// texts exist (issue 14), with their own decision, template and recorded id.
import type { ExistingAppointment } from '#app/appointments';
import { isPaid, outstandingCents, type PaymentState } from '#app/payments';
import type { PaymentSettings } from '#app/practice';

export const PAST_DUE_EMAIL_TEMPLATE = 'payment_past_due' as const;

/** What the rule reads of an appointment (an ExistingAppointment, or the read model's row). */
export interface PastDueFacts {
  appointment: Pick<ExistingAppointment, 'status' | 'startsAt' | 'amountCents'> & { client: { email: string } };
  payment: PaymentState;
}

/** May this appointment ever need the reminder? Confirmed, priced, the client has an e-mail, money still owed. */
export const awaitsPastDueReminder = ({ appointment, payment }: PastDueFacts): boolean =>
  appointment.status === 'approved' &&
  appointment.amountCents > 0 &&
  !!appointment.client.email?.trim() &&
  !isPaid(payment) &&
  outstandingCents(appointment.amountCents, payment) > 0;

/** The moment the e-mail is due: the practice's minutes after the start. */
export const pastDueEmailAt = (startsAt: string, minutes: number): Date => new Date(Date.parse(startsAt) + minutes * 60_000);

/**
 * A reminder more than a week late is no reminder: the first deployment onto an existing log, a
 * practice turning the e-mail on, or a long outage must not mail clients about old appointments.
 */
export const PAST_DUE_EMAIL_WINDOW_MS = 7 * 24 * 60 * 60_000;

export type PastDueDecision =
  | { send: true; amountDueCents: number }
  | { send: false; reason: 'turned off' | 'not owed' | 'not yet' | 'too late' | 'charge under way' | 'already sent' };

export const decidePastDueEmail = (
  facts: PastDueFacts & {
    settings: Pick<PaymentSettings, 'paymentPastDueEmailEnabled' | 'paymentPastDueEmailMinutes'>;
    /** The appointment's stream records a past-due e-mail already. */
    alreadySent: boolean;
    now: Date;
  },
): PastDueDecision => {
  const { appointment, payment, settings, now } = facts;
  if (facts.alreadySent) return { send: false, reason: 'already sent' };
  if (!settings.paymentPastDueEmailEnabled) return { send: false, reason: 'turned off' };
  if (!awaitsPastDueReminder(facts)) return { send: false, reason: 'not owed' };
  const dueAt = pastDueEmailAt(appointment.startsAt, settings.paymentPastDueEmailMinutes).getTime();
  if (dueAt > now.getTime()) return { send: false, reason: 'not yet' };
  if (now.getTime() - dueAt > PAST_DUE_EMAIL_WINDOW_MS) return { send: false, reason: 'too late' };
  // A card charge with no answer yet may well pay it: asked again on a later pass.
  if (payment.open?.purpose === 'appointment') return { send: false, reason: 'charge under way' };
  return { send: true, amountDueCents: outstandingCents(appointment.amountCents, payment) };
};
