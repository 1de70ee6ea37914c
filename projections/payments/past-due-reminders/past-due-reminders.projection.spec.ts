import type { AppointmentEvent } from '#app/appointments';
import type { TextEvent } from '#app/messaging';
import type { PaymentEvent } from '#app/payments';
import type { PracticeEvent } from '#app/practice';
import { sampleAppointment } from '#testing/appointments';
import { recorded, replay } from '../../testing/recorded-event.js';
import { pastDueRemindersProjection as projection, type PastDueAppointmentRow } from './past-due-reminders.projection.js';

const request = sampleAppointment(); // 2026-11-23 10:00 in New York, $90.00
const id = request.appointmentId;
const event = (e: AppointmentEvent | PaymentEvent) => recorded(e, { streamId: `appointment-${id}` });
const practiceEvent = (e: PracticeEvent) => recorded(e, { streamId: 'practice-p1' });

const requested = event({ type: 'AppointmentRequested', data: request });
const accepted = event({ type: 'AppointmentAccepted', data: { appointmentId: id, acceptedBy: 'pro' } });
const markedPaid = event({ type: 'AppointmentMarkedPaid', data: { appointmentId: id, paidBy: 'cash', note: null, amountCents: 9000, currency: 'USD' } });
const undone = event({ type: 'AppointmentMarkPaidUndone', data: { appointmentId: id } });
const card = { provider: 'stripe' as const, paymentMethodId: 'pm_1', customerId: 'cus_1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 };
const charged = event({
  type: 'PaymentCharged',
  data: { appointmentId: id, transactionId: `${id}:appointment`, purpose: 'appointment', attempt: 1, idempotencyKey: `${id}:appointment:1`, amountCents: 9000, tipAmountCents: 0, currency: 'USD', provider: 'stripe', providerPaymentId: 'pi_1', card },
});
const textAnswer = (type: 'TextSent' | 'TextFailed', key: string, streamId = `appointment-${id}`) =>
  recorded<TextEvent>(
    type === 'TextSent'
      ? { type, data: { idempotencyKey: key, type: 'payment_past_due', recipient: { kind: 'clientRecord', clientId: 'c1' }, to: '+12125550101', body: 'b', providerMessageId: 'SM1', sentVia: 'outbox' } }
      : { type, data: { idempotencyKey: key, type: 'payment_past_due', to: '+12125550101', code: 21211, reason: 'invalid' } },
    { streamId },
  );
const textKey = `past-due-text:${id}`;
const emailSent = (template: string) =>
  event({ type: 'EmailSent', data: { appointmentId: id, messageId: '<m@x>', to: 'ada@example.com', subject: 's', template, text: 't', html: 'h', ics: null, sentVia: 'outbox', causationEventId: 'c' } });

describe('past-due reminders projection: appointments', () => {
  it('a confirmed unpaid appointment is pending from its start', () => {
    expect(replay(projection.evolve, [requested, accepted])).toMatchObject({ id, kind: 'appointment', practiceId: 'p1', status: 'approved', pendingFrom: request.startsAt, textPendingFrom: request.startsAt, clientPhone: request.client.phone });
  });

  it('not while it is only a request, nor when it is free or its client has no e-mail', () => {
    expect(replay(projection.evolve, [requested])).toMatchObject({ pendingFrom: null });
    const free = event({ type: 'AppointmentRequested', data: { ...request, amountCents: 0, services: [{ ...request.services[0], amountCents: 0 }] } });
    expect(replay(projection.evolve, [free, accepted])).toMatchObject({ pendingFrom: null });
    const noEmail = event({ type: 'AppointmentRequested', data: { ...request, client: { ...request.client, email: '' } } });
    expect(replay(projection.evolve, [noEmail, accepted])).toMatchObject({ pendingFrom: null, textPendingFrom: request.startsAt });
    const noPhone = event({ type: 'AppointmentRequested', data: { ...request, client: { ...request.client, phone: '' } } });
    expect(replay(projection.evolve, [noPhone, accepted])).toMatchObject({ pendingFrom: request.startsAt, textPendingFrom: null });
  });

  it('moves with a reschedule; a new price counts', () => {
    const moved = event({ type: 'AppointmentRescheduled', data: { appointmentId: id, startsAt: '2026-11-25T15:00:00.000Z', endsAt: '2026-11-25T16:00:00.000Z', previousStartsAt: request.startsAt, previousEndsAt: request.endsAt } });
    expect(replay(projection.evolve, [requested, accepted, moved])).toMatchObject({ pendingFrom: '2026-11-25T15:00:00.000Z', textPendingFrom: '2026-11-25T15:00:00.000Z' });
    const freed = event({ type: 'AppointmentDetailsChanged', data: { appointmentId: id, services: [{ ...request.services[0], amountCents: 0 }], amountCents: 0, location: request.location, timeZone: request.timeZone, practitionerNote: null } });
    expect(replay(projection.evolve, [requested, accepted, freed])).toMatchObject({ pendingFrom: null, textPendingFrom: null });
  });

  it('Mark as Paid clears it and its Undo brings it back', () => {
    expect(replay(projection.evolve, [requested, accepted, markedPaid])).toMatchObject({ pendingFrom: null, textPendingFrom: null });
    expect(replay(projection.evolve, [requested, accepted, markedPaid, undone])).toMatchObject({ pendingFrom: request.startsAt, textPendingFrom: request.startsAt });
  });

  it('leaves once paid by card, declined or cancelled; other e-mails change nothing', () => {
    expect(replay(projection.evolve, [requested, accepted, emailSent('appointment_confirmed')])).toMatchObject({ pendingFrom: request.startsAt });
    expect(replay(projection.evolve, [requested, accepted, charged])).toBeNull();
    expect(replay(projection.evolve, [requested, event({ type: 'AppointmentDeclined', data: { appointmentId: id } })])).toBeNull();
    expect(replay(projection.evolve, [requested, accepted, event({ type: 'AppointmentCancelled', data: { appointmentId: id, cancelledBy: 'client', practitionerNote: null } })])).toBeNull();
  });

  it('leaves once every reminder the client can get is recorded, in either order; each recorded one stays sent', () => {
    expect(replay(projection.evolve, [requested, accepted, emailSent('payment_past_due')])).toMatchObject({ emailSent: true, pendingFrom: null, textPendingFrom: request.startsAt });
    expect(replay(projection.evolve, [requested, accepted, emailSent('payment_past_due'), textAnswer('TextSent', textKey)])).toBeNull();
    expect(replay(projection.evolve, [requested, accepted, textAnswer('TextSent', textKey)])).toMatchObject({ textSent: true, pendingFrom: request.startsAt, textPendingFrom: null });
    // A refused number is not tried again: its answer counts as recorded.
    expect(replay(projection.evolve, [requested, accepted, textAnswer('TextFailed', textKey), emailSent('payment_past_due')])).toBeNull();
    // Marked paid then undone: what was recorded is not pending again.
    expect(replay(projection.evolve, [requested, accepted, emailSent('payment_past_due'), markedPaid, undone])).toMatchObject({ pendingFrom: null, textPendingFrom: request.startsAt });
    expect(replay(projection.evolve, [requested, accepted, textAnswer('TextSent', textKey), markedPaid, undone])).toMatchObject({ pendingFrom: request.startsAt, textPendingFrom: null });
    expect(replay(projection.evolve, [requested, accepted, textAnswer('TextSent', textKey), emailSent('payment_past_due'), markedPaid, undone])).toBeNull();
    // A client with one way to reach them: the row goes with that one reminder.
    const noPhone = event({ type: 'AppointmentRequested', data: { ...request, client: { ...request.client, phone: '' } } });
    expect(replay(projection.evolve, [noPhone, accepted, emailSent('payment_past_due')])).toBeNull();
    const noEmail = event({ type: 'AppointmentRequested', data: { ...request, client: { ...request.client, email: '' } } });
    expect(replay(projection.evolve, [noEmail, accepted, textAnswer('TextSent', textKey)])).toBeNull();
  });

  it('other texts on the stream change nothing; texts on a person stream touch no row', () => {
    expect(replay(projection.evolve, [requested, accepted, textAnswer('TextSent', `reminder:${id}:text:${request.startsAt}`)])).toMatchObject({ textSent: false, textPendingFrom: request.startsAt });
    expect(projection.documentId(textAnswer('TextSent', textKey))).toBe(id);
    expect(projection.documentId(textAnswer('TextSent', 'download_mobile_app:pro-u1:1', 'texts-pro-u1'))).toBeNull();
  });

  it('a row written before texts (no phone, no flags) keeps sending the e-mail and is never pending by text', () => {
    const { clientPhone: _, emailSent: __, textSent: ___, textPendingFrom: ____, ...before } = replay(projection.evolve, [requested]) as PastDueAppointmentRow;
    const after = projection.evolve(before as PastDueAppointmentRow, accepted);
    expect(after).toMatchObject({ pendingFrom: request.startsAt, textPendingFrom: null });
    expect(projection.evolve(after, emailSent('payment_past_due'))).toBeNull();
  });

  it('keys rows by appointment, and practice rows by the practice stream', () => {
    expect(projection.documentId(accepted)).toBe(id);
    expect(projection.documentId(practiceEvent({ type: 'PaymentSettingsUpdated', data: { acceptsTips: true } }))).toBe('practice-p1');
  });
});

describe('past-due reminders projection: practices', () => {
  const created = practiceEvent({ type: 'PracticeCreated', data: { practiceId: 'p1', name: 'Calm', shortLink: 'calm', timeZone: 'America/New_York', owner: { proId: 'u1', name: 'Sam', email: 's@x.com', phone: null } } });

  it('starts with the defaults (off, a day) and follows the past-due e-mail and text settings only', () => {
    expect(replay(projection.evolve, [created])).toEqual({ id: 'practice-p1', kind: 'practice', practiceId: 'p1', emailEnabled: false, emailMinutes: 1440, textEnabled: false, textMinutes: 1440 });
    const on = practiceEvent({ type: 'PaymentSettingsUpdated', data: { paymentPastDueEmailEnabled: true } });
    const sooner = practiceEvent({ type: 'PaymentSettingsUpdated', data: { paymentPastDueEmailMinutes: 60 } });
    const tips = practiceEvent({ type: 'PaymentSettingsUpdated', data: { acceptsTips: true } });
    expect(replay(projection.evolve, [created, on, sooner, tips])).toMatchObject({ emailEnabled: true, emailMinutes: 60, textEnabled: false, textMinutes: 1440 });
    const texts = practiceEvent({ type: 'PaymentSettingsUpdated', data: { paymentPastDueTextEnabled: true, paymentPastDueTextMinutes: 120 } });
    expect(replay(projection.evolve, [created, on, sooner, texts, tips])).toMatchObject({ emailEnabled: true, emailMinutes: 60, textEnabled: true, textMinutes: 120 });
  });
});
