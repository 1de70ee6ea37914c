import { fold } from '#app/es';
import type { AppointmentEvent, AppointmentRequestedData, ExistingAppointment } from '#app/appointments';
import { appointmentWithPaymentsDecider, type PaymentEvent } from '#app/payments';
import { sampleAppointment } from '#testing/appointments';
import { awaitsPastDueReminder, awaitsPastDueText, decidePastDueEmail, decidePastDueText, pastDueEmailAt, pastDueTextKey, pastDueTextRecorded } from './past-due-reminder.js';

const request = sampleAppointment(); // starts 2026-11-23T15:00Z, $90.00
const id = request.appointmentId;
const START = Date.parse(request.startsAt);
const MINUTES = 60;
const at = (minutesAfterStart: number) => new Date(START + minutesAfterStart * 60_000);
const on = { paymentPastDueEmailEnabled: true, paymentPastDueEmailMinutes: MINUTES };

const accepted: AppointmentEvent = { type: 'AppointmentAccepted', data: { appointmentId: id, acceptedBy: 'pro' } };
const markedPaid: PaymentEvent = { type: 'AppointmentMarkedPaid', data: { appointmentId: id, paidBy: 'cash', note: null, amountCents: 9000, currency: 'USD' } };
const undone: PaymentEvent = { type: 'AppointmentMarkPaidUndone', data: { appointmentId: id } };
const card = { provider: 'stripe' as const, paymentMethodId: 'pm_1', customerId: 'cus_1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 };
const ref = { appointmentId: id, transactionId: `${id}:appointment`, purpose: 'appointment' as const, attempt: 1, idempotencyKey: `${id}:appointment:1`, amountCents: 9000, tipAmountCents: 0, currency: 'USD' as const, provider: 'stripe' as const };
const attempted: PaymentEvent = { type: 'ChargeAttempted', data: { ...ref, paymentMethodId: 'pm_1', customerId: 'cus_1', card, trigger: 'day_of' } };
const charged: PaymentEvent = { type: 'PaymentCharged', data: { ...ref, providerPaymentId: 'pi_1', card } };
const failed: PaymentEvent = { type: 'PaymentFailed', data: { ...ref, code: 'card_declined', reason: 'Your card was declined.' } };
const adjusted = (cents: number): PaymentEvent => ({ type: 'AdjustmentCreated', data: { appointmentId: id, adjustmentId: `${id}.1`, adjustedAt: request.startsAt, amountCents: cents, note: null, currency: 'USD', refund: null } });

const facts = (events: Array<AppointmentEvent | PaymentEvent>, over: Partial<AppointmentRequestedData> = {}) => {
  const { appointment, payment } = fold(appointmentWithPaymentsDecider, [{ type: 'AppointmentRequested', data: { ...request, ...over } }, ...events]);
  return { appointment: appointment as ExistingAppointment, payment };
};
const decide = (events: Array<AppointmentEvent | PaymentEvent>, now: Date, settings = on, alreadySent = false, over: Partial<AppointmentRequestedData> = {}) =>
  decidePastDueEmail({ ...facts(events, over), settings, alreadySent, now });

describe('the past-due e-mail', () => {
  it("is due the practice's minutes after the start of a confirmed unpaid appointment, with what is owed", () => {
    expect(pastDueEmailAt(request.startsAt, MINUTES)).toEqual(at(60));
    expect(decide([accepted], at(59.99))).toEqual({ send: false, reason: 'not yet' });
    expect(decide([accepted], at(60))).toEqual({ send: true, amountDueCents: 9000 });
    expect(decide([accepted, { type: 'TipAdded', data: { appointmentId: id, tipAmountCents: 1000 } }, adjusted(500)], at(600))).toEqual({ send: true, amountDueCents: 9500 });
  });

  it('the minutes are the settings as they are when asked', () => {
    expect(decide([accepted], at(60), { ...on, paymentPastDueEmailMinutes: 1440 })).toEqual({ send: false, reason: 'not yet' });
    expect(decide([accepted], at(1440), { ...on, paymentPastDueEmailMinutes: 1440 }).send).toBe(true);
  });

  it('not more than a week late (an old appointment when the e-mail is first turned on)', () => {
    expect(decide([accepted], at(60 + 7 * 24 * 60)).send).toBe(true);
    expect(decide([accepted], at(60 + 7 * 24 * 60 + 1))).toEqual({ send: false, reason: 'too late' });
  });

  it('goes once: not when the stream records one already', () => {
    expect(decide([accepted], at(120), on, true)).toEqual({ send: false, reason: 'already sent' });
  });

  it('not while the practice has it turned off', () => {
    expect(decide([accepted], at(120), { ...on, paymentPastDueEmailEnabled: false })).toEqual({ send: false, reason: 'turned off' });
  });

  it('not once paid by card or marked paid; again after Mark as Paid is undone; still after a failed card', () => {
    expect(decide([accepted, attempted, charged], at(120)).send).toBe(false);
    expect(decide([accepted, markedPaid], at(120))).toEqual({ send: false, reason: 'not owed' });
    expect(decide([accepted, markedPaid, undone], at(120)).send).toBe(true);
    expect(decide([accepted, attempted, failed], at(120)).send).toBe(true);
  });

  it('waits while a card charge has no answer yet', () => {
    expect(decide([accepted, attempted], at(120))).toEqual({ send: false, reason: 'charge under way' });
  });

  it('never for a request, a declined or cancelled one, a free one, one adjusted to nothing, or a client without e-mail', () => {
    expect(decide([], at(120)).send).toBe(false);
    expect(decide([{ type: 'AppointmentDeclined', data: { appointmentId: id } }], at(120)).send).toBe(false);
    expect(decide([accepted, { type: 'AppointmentCancelled', data: { appointmentId: id, cancelledBy: 'pro', practitionerNote: null } }], at(120)).send).toBe(false);
    expect(decide([accepted], at(120), on, false, { services: [{ ...request.services[0], amountCents: 0 }], amountCents: 0 }).send).toBe(false);
    expect(decide([accepted, adjusted(9000)], at(120)).send).toBe(false);
    expect(decide([accepted], at(120), on, false, { client: { ...request.client, email: '' } }).send).toBe(false);
  });

  it('the read model keeps exactly the appointments that may come due', () => {
    expect(awaitsPastDueReminder(facts([accepted]))).toBe(true);
    expect(awaitsPastDueReminder(facts([]))).toBe(false);
    expect(awaitsPastDueReminder(facts([accepted, markedPaid]))).toBe(false);
    expect(awaitsPastDueReminder(facts([accepted, markedPaid, undone]))).toBe(true);
  });
});

describe('the past-due text', () => {
  const textOn = { paymentPastDueTextEnabled: true, paymentPastDueTextMinutes: 120 };
  const text = (events: Array<AppointmentEvent | PaymentEvent>, now: Date, settings = textOn, alreadySent = false, over: Partial<AppointmentRequestedData> = {}) =>
    decidePastDueText({ ...facts(events, over), settings, alreadySent, now });

  it("is due its own minutes after the start, with what is owed, whatever the e-mail's settings", () => {
    expect(text([accepted], at(119.99))).toEqual({ send: false, reason: 'not yet' });
    expect(text([accepted], at(120))).toEqual({ send: true, amountDueCents: 9000 });
    expect(text([accepted, adjusted(500)], at(600))).toEqual({ send: true, amountDueCents: 8500 });
    // The e-mail's switch and minutes are not the text's.
    expect(decide([accepted], at(120), { paymentPastDueEmailEnabled: false, paymentPastDueEmailMinutes: 60 })).toEqual({ send: false, reason: 'turned off' });
    expect(text([accepted], at(1440), { ...textOn, paymentPastDueTextMinutes: 1440 }).send).toBe(true);
    expect(text([accepted], at(1439), { ...textOn, paymentPastDueTextMinutes: 1440 })).toEqual({ send: false, reason: 'not yet' });
  });

  it('not while the practice has it turned off', () => {
    expect(text([accepted], at(600), { ...textOn, paymentPastDueTextEnabled: false })).toEqual({ send: false, reason: 'turned off' });
  });

  it('goes once: not when the stream records its answer under its key', () => {
    expect(text([accepted], at(600), textOn, true)).toEqual({ send: false, reason: 'already sent' });
    const answered = (type: 'TextSent' | 'TextFailed', key: string) => [{ type, data: { idempotencyKey: key } }];
    expect(pastDueTextRecorded(answered('TextSent', pastDueTextKey(id)), id)).toBe(true);
    expect(pastDueTextRecorded(answered('TextFailed', pastDueTextKey(id)), id)).toBe(true);
    // A request whose answer never came is sent again (under the same key); another text is another matter.
    expect(pastDueTextRecorded([{ type: 'TextRequested', data: { idempotencyKey: pastDueTextKey(id) } }], id)).toBe(false);
    expect(pastDueTextRecorded(answered('TextSent', `reminder:${id}:text:${request.startsAt}`), id)).toBe(false);
    expect(pastDueTextKey(id)).toBe(`past-due-text:${id}`);
  });

  it('not more than a week late', () => {
    expect(text([accepted], at(120 + 7 * 24 * 60)).send).toBe(true);
    expect(text([accepted], at(120 + 7 * 24 * 60 + 1))).toEqual({ send: false, reason: 'too late' });
  });

  it('not once paid or marked paid; again after the Undo; waits while a card charge has no answer', () => {
    expect(text([accepted, attempted, charged], at(600)).send).toBe(false);
    expect(text([accepted, markedPaid], at(600))).toEqual({ send: false, reason: 'not owed' });
    expect(text([accepted, markedPaid, undone], at(600)).send).toBe(true);
    expect(text([accepted, attempted, failed], at(600)).send).toBe(true);
    expect(text([accepted, attempted], at(600))).toEqual({ send: false, reason: 'charge under way' });
  });

  it('never for a request, a cancelled or free one; not to a client without a phone, who may still have the e-mail', () => {
    expect(text([], at(600))).toEqual({ send: false, reason: 'not owed' });
    expect(text([accepted, { type: 'AppointmentCancelled', data: { appointmentId: id, cancelledBy: 'pro', practitionerNote: null } }], at(600)).send).toBe(false);
    expect(text([accepted], at(600), textOn, false, { services: [{ ...request.services[0], amountCents: 0 }], amountCents: 0 })).toEqual({ send: false, reason: 'not owed' });
    const noPhone = { client: { ...request.client, phone: ' ' } };
    expect(text([accepted], at(600), textOn, false, noPhone)).toEqual({ send: false, reason: 'no phone' });
    expect(decide([accepted], at(600), on, false, noPhone).send).toBe(true);
    // And the other way round: a client with a phone but no e-mail gets the text.
    expect(text([accepted], at(600), textOn, false, { client: { ...request.client, email: '' } }).send).toBe(true);
  });

  it('the read model keeps exactly the appointments that may come due by text', () => {
    expect(awaitsPastDueText(facts([accepted]))).toBe(true);
    expect(awaitsPastDueText(facts([accepted], { client: { ...request.client, phone: '' } }))).toBe(false);
    expect(awaitsPastDueText(facts([accepted, markedPaid]))).toBe(false);
    expect(awaitsPastDueText(facts([accepted, markedPaid, undone]))).toBe(true);
  });
});
