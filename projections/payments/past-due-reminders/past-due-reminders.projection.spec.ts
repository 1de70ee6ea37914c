import type { AppointmentEvent } from '#app/appointments';
import type { PaymentEvent } from '#app/payments';
import type { PracticeEvent } from '#app/practice';
import { sampleAppointment } from '#testing/appointments';
import { recorded, replay } from '../../testing/recorded-event.js';
import { pastDueRemindersProjection as projection } from './past-due-reminders.projection.js';

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
const emailSent = (template: string) =>
  event({ type: 'EmailSent', data: { appointmentId: id, messageId: '<m@x>', to: 'ada@example.com', subject: 's', template, text: 't', html: 'h', ics: null, sentVia: 'outbox', causationEventId: 'c' } });

describe('past-due reminders projection: appointments', () => {
  it('a confirmed unpaid appointment is pending from its start', () => {
    expect(replay(projection.evolve, [requested, accepted])).toMatchObject({ id, kind: 'appointment', practiceId: 'p1', status: 'approved', pendingFrom: request.startsAt });
  });

  it('not while it is only a request, nor when it is free or its client has no e-mail', () => {
    expect(replay(projection.evolve, [requested])).toMatchObject({ pendingFrom: null });
    const free = event({ type: 'AppointmentRequested', data: { ...request, amountCents: 0, services: [{ ...request.services[0], amountCents: 0 }] } });
    expect(replay(projection.evolve, [free, accepted])).toMatchObject({ pendingFrom: null });
    const noEmail = event({ type: 'AppointmentRequested', data: { ...request, client: { ...request.client, email: '' } } });
    expect(replay(projection.evolve, [noEmail, accepted])).toMatchObject({ pendingFrom: null });
  });

  it('moves with a reschedule; a new price counts', () => {
    const moved = event({ type: 'AppointmentRescheduled', data: { appointmentId: id, startsAt: '2026-11-25T15:00:00.000Z', endsAt: '2026-11-25T16:00:00.000Z', previousStartsAt: request.startsAt, previousEndsAt: request.endsAt } });
    expect(replay(projection.evolve, [requested, accepted, moved])).toMatchObject({ pendingFrom: '2026-11-25T15:00:00.000Z' });
    const freed = event({ type: 'AppointmentDetailsChanged', data: { appointmentId: id, services: [{ ...request.services[0], amountCents: 0 }], amountCents: 0, location: request.location, timeZone: request.timeZone, practitionerNote: null } });
    expect(replay(projection.evolve, [requested, accepted, freed])).toMatchObject({ pendingFrom: null });
  });

  it('Mark as Paid clears it and its Undo brings it back', () => {
    expect(replay(projection.evolve, [requested, accepted, markedPaid])).toMatchObject({ pendingFrom: null });
    expect(replay(projection.evolve, [requested, accepted, markedPaid, undone])).toMatchObject({ pendingFrom: request.startsAt });
  });

  it('leaves once the reminder is recorded, once paid by card, declined or cancelled; other e-mails change nothing', () => {
    expect(replay(projection.evolve, [requested, accepted, emailSent('payment_past_due')])).toBeNull();
    expect(replay(projection.evolve, [requested, accepted, emailSent('appointment_confirmed')])).toMatchObject({ pendingFrom: request.startsAt });
    expect(replay(projection.evolve, [requested, accepted, charged])).toBeNull();
    expect(replay(projection.evolve, [requested, event({ type: 'AppointmentDeclined', data: { appointmentId: id } })])).toBeNull();
    expect(replay(projection.evolve, [requested, accepted, event({ type: 'AppointmentCancelled', data: { appointmentId: id, cancelledBy: 'client', practitionerNote: null } })])).toBeNull();
  });

  it('keys rows by appointment, and practice rows by the practice stream', () => {
    expect(projection.documentId(accepted)).toBe(id);
    expect(projection.documentId(practiceEvent({ type: 'PaymentSettingsUpdated', data: { acceptsTips: true } }))).toBe('practice-p1');
  });
});

describe('past-due reminders projection: practices', () => {
  const created = practiceEvent({ type: 'PracticeCreated', data: { practiceId: 'p1', name: 'Calm', shortLink: 'calm', timeZone: 'America/New_York', owner: { proId: 'u1', name: 'Sam', email: 's@x.com', phone: null } } });

  it('starts with the defaults (off, a day) and follows the past-due e-mail settings only', () => {
    expect(replay(projection.evolve, [created])).toEqual({ id: 'practice-p1', kind: 'practice', practiceId: 'p1', emailEnabled: false, emailMinutes: 1440 });
    const on = practiceEvent({ type: 'PaymentSettingsUpdated', data: { paymentPastDueEmailEnabled: true } });
    const sooner = practiceEvent({ type: 'PaymentSettingsUpdated', data: { paymentPastDueEmailMinutes: 60 } });
    const tips = practiceEvent({ type: 'PaymentSettingsUpdated', data: { acceptsTips: true } });
    expect(replay(projection.evolve, [created, on, sooner, tips])).toMatchObject({ emailEnabled: true, emailMinutes: 60 });
  });
});
