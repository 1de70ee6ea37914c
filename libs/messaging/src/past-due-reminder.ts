// When a client is reminded that an appointment is past due (spec 001 §3 Payment settings, 002:
// "payment reminders after it is past due"): by e-mail and by text, each once, each on its own
// switch and minutes after the start (paymentPastDueEmail* / paymentPastDueText*), of a confirmed,
// priced appointment that is still unpaid. Pure: the read model keeps the appointments that may
// come due (awaitsPastDueReminder, awaitsPastDueText), and the senders decide again on the
// appointment's stream with the practice's settings as they are at that moment
// (decidePastDueEmail, decidePastDueText).
import type { ExistingAppointment } from '#app/appointments';
import { isPaid, outstandingCents, type PaymentState } from '#app/payments';
import type { PaymentSettings } from '#app/practice';

export const PAST_DUE_EMAIL_TEMPLATE = 'payment_past_due' as const;

/** The text's idempotency key: one past-due text per appointment, ever (a moved start is the same debt). */
export const pastDueTextKey = (appointmentId: string): string => `past-due-text:${appointmentId}`;

type OwedFacts = { appointment: Pick<ExistingAppointment, 'status' | 'startsAt' | 'amountCents'>; payment: PaymentState };

/** What the e-mail rule reads of an appointment (an ExistingAppointment, or the read model's row). */
export interface PastDueFacts extends OwedFacts {
  appointment: OwedFacts['appointment'] & { client: { email: string } };
}

/** What the text rule reads of an appointment. */
export interface PastDueTextFacts extends OwedFacts {
  appointment: OwedFacts['appointment'] & { client: { phone: string } };
}

/** Confirmed, priced, money still owed: the debt both reminders are about. */
const owesPastDue = ({ appointment, payment }: OwedFacts): boolean =>
  appointment.status === 'approved' && appointment.amountCents > 0 && !isPaid(payment) && outstandingCents(appointment.amountCents, payment) > 0;

/** May this appointment ever need the e-mail? Owed, and the client has an e-mail. */
export const awaitsPastDueReminder = (facts: PastDueFacts): boolean => owesPastDue(facts) && !!facts.appointment.client.email?.trim();

/** May this appointment ever need the text? Owed, and the client has a phone. */
export const awaitsPastDueText = (facts: PastDueTextFacts): boolean => owesPastDue(facts) && !!facts.appointment.client.phone?.trim();

/** The moment a reminder is due: the practice's minutes after the start. */
export const pastDueEmailAt = (startsAt: string, minutes: number): Date => new Date(Date.parse(startsAt) + minutes * 60_000);

/**
 * A reminder more than a week late is no reminder: the first deployment onto an existing log, a
 * practice turning the e-mail or the text on, or a long outage must not remind clients about old
 * appointments. The same window for both.
 */
export const PAST_DUE_EMAIL_WINDOW_MS = 7 * 24 * 60 * 60_000;

export type PastDueDecision =
  | { send: true; amountDueCents: number }
  | { send: false; reason: 'turned off' | 'not owed' | 'no phone' | 'not yet' | 'too late' | 'charge under way' | 'already sent' };

/** What is left once the reminder applies: its timing, and no card charge awaiting an answer. */
const whenDue = ({ appointment, payment }: OwedFacts, minutes: number, now: Date): PastDueDecision => {
  const dueAt = pastDueEmailAt(appointment.startsAt, minutes).getTime();
  if (dueAt > now.getTime()) return { send: false, reason: 'not yet' };
  if (now.getTime() - dueAt > PAST_DUE_EMAIL_WINDOW_MS) return { send: false, reason: 'too late' };
  // A card charge with no answer yet may well pay it: asked again on a later pass.
  if (payment.open?.purpose === 'appointment') return { send: false, reason: 'charge under way' };
  return { send: true, amountDueCents: outstandingCents(appointment.amountCents, payment) };
};

export const decidePastDueEmail = (
  facts: PastDueFacts & {
    settings: Pick<PaymentSettings, 'paymentPastDueEmailEnabled' | 'paymentPastDueEmailMinutes'>;
    /** The appointment's stream records a past-due e-mail already. */
    alreadySent: boolean;
    now: Date;
  },
): PastDueDecision => {
  if (facts.alreadySent) return { send: false, reason: 'already sent' };
  if (!facts.settings.paymentPastDueEmailEnabled) return { send: false, reason: 'turned off' };
  if (!awaitsPastDueReminder(facts)) return { send: false, reason: 'not owed' };
  return whenDue(facts, facts.settings.paymentPastDueEmailMinutes, facts.now);
};

export const decidePastDueText = (
  facts: PastDueTextFacts & {
    settings: Pick<PaymentSettings, 'paymentPastDueTextEnabled' | 'paymentPastDueTextMinutes'>;
    /** The appointment's stream records the text's answer (TextSent or TextFailed) under its key: a refused number is not tried again. */
    alreadySent: boolean;
    now: Date;
  },
): PastDueDecision => {
  if (facts.alreadySent) return { send: false, reason: 'already sent' };
  if (!facts.settings.paymentPastDueTextEnabled) return { send: false, reason: 'turned off' };
  if (!owesPastDue(facts)) return { send: false, reason: 'not owed' };
  if (!awaitsPastDueText(facts)) return { send: false, reason: 'no phone' };
  return whenDue(facts, facts.settings.paymentPastDueTextMinutes, facts.now);
};

/** Does the stream record the past-due text's answer (sent, or refused: a refused number is not tried again)? */
export const pastDueTextRecorded = (stream: ReadonlyArray<{ type: string; data: object }>, appointmentId: string): boolean =>
  stream.some((e) => (e.type === 'TextSent' || e.type === 'TextFailed') && (e.data as { idempotencyKey?: string }).idempotencyKey === pastDueTextKey(appointmentId));
