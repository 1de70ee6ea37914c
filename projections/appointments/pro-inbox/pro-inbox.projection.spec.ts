import type { AppointmentEvent } from '#app/appointments';
import type { PaymentEvent } from '#app/payments';
import { sampleAppointment } from '#testing/appointments';
import { OCCURRED_AT, recorded } from '../../testing/recorded-event.js';
import { appointmentDetailsProjection } from '../appointment-details/appointment-details.projection.js';
import { proInboxProjection as projection, type InboxItem } from './pro-inbox.projection.js';

const request = sampleAppointment();
const id = request.appointmentId;
const event = (e: AppointmentEvent | PaymentEvent) => recorded(e as AppointmentEvent, { streamId: `appointment-${id}` });
const play = (...events: Array<AppointmentEvent | PaymentEvent>): InboxItem | null =>
  events.reduce<InboxItem | null>((item, e) => projection.evolve(item, event(e)), null);

const requested: AppointmentEvent = { type: 'AppointmentRequested', data: request };
const accepted: AppointmentEvent = { type: 'AppointmentAccepted', data: { appointmentId: id, acceptedBy: 'pro' } };
const ref = { appointmentId: id, transactionId: `${id}:appointment`, purpose: 'appointment' as const, attempt: 1, idempotencyKey: `${id}:appointment:1`, amountCents: request.amountCents, tipAmountCents: 0, currency: 'USD' as const, provider: 'stripe' as const };
const card = { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 };
const attempted: PaymentEvent = { type: 'ChargeAttempted', data: { ...ref, paymentMethodId: 'pm_1', customerId: 'cus_1', card, trigger: 'day_of' } };
const failed: PaymentEvent = { type: 'PaymentFailed', data: { ...ref, code: 'card_declined', reason: 'Your card was declined.' } };
const charged: PaymentEvent = { type: 'PaymentCharged', data: { ...ref, providerPaymentId: 'pi_1', card } };
const markedPaid: PaymentEvent = { type: 'AppointmentMarkedPaid', data: { appointmentId: id, paidBy: 'cash', note: null, amountCents: request.amountCents, currency: 'USD' } };
const undone: PaymentEvent = { type: 'AppointmentMarkPaidUndone', data: { appointmentId: id } };

describe('pro inbox projection (spec 001 §4 inbox rules)', () => {
  it('follows what the appointment details follow (requests and payments), one item per appointment', () => {
    expect(projection.eventTypes).toEqual(appointmentDetailsProjection.eventTypes);
    expect(projection.eventTypes).toEqual(expect.arrayContaining(['AppointmentRequested', 'PaymentFailed', 'AppointmentMarkedPaid', 'AdjustmentCreated']));
    expect(projection.documentId(event(accepted))).toBe(id);
  });

  it('a pending request is ranked first, at its start, with the appointment as the details show it', () => {
    const item = play(requested);
    expect(item).toMatchObject({ id, practiceId: request.practiceId, kind: 'pending', rank: 0, startsAt: request.startsAt, failed: false, hasTransaction: false });
    expect(item!.appointment).toEqual({ ...appointmentDetailsProjection.evolve(null, event(requested)), createdAt: OCCURRED_AT });
  });

  it('confirmed and not paid: a payment owed (the query shows it once its start has passed)', () => {
    expect(play(requested, accepted)).toMatchObject({ kind: 'payment', rank: 2, failed: false, hasTransaction: false });
    expect(play(requested, accepted, attempted)).toMatchObject({ kind: 'payment', rank: 2, failed: false, hasTransaction: true });
  });

  it('a failed charge ranks after the requests, before the payments owed; a success clears it', () => {
    expect(play(requested, accepted, attempted, failed)).toMatchObject({ kind: 'payment', rank: 1, failed: true, hasTransaction: true });
    expect(play(requested, accepted, attempted, charged)).toMatchObject({ kind: 'none', rank: 9 });
  });

  it('Mark as Paid takes it out; Undo brings it back', () => {
    expect(play(requested, accepted, markedPaid)).toMatchObject({ kind: 'none' });
    expect(play(requested, accepted, markedPaid, undone)).toMatchObject({ kind: 'payment', rank: 2 });
  });

  it('a free appointment, or one adjusted down to nothing, owes nothing', () => {
    expect(play({ type: 'AppointmentRequested', data: sampleAppointment({ amountCents: 0 }) }, accepted)).toMatchObject({ kind: 'none' });
    const adjusted: PaymentEvent = { type: 'AdjustmentCreated', data: { appointmentId: id, adjustmentId: `${id}.1`, adjustedAt: OCCURRED_AT, amountCents: request.amountCents, note: null, currency: 'USD', refund: null } };
    expect(play(requested, accepted, adjusted)).toMatchObject({ kind: 'none' });
  });

  it.each<[string, AppointmentEvent]>([
    ['AppointmentDeclined', { type: 'AppointmentDeclined', data: { appointmentId: id } }],
    ['AppointmentCancelled', { type: 'AppointmentCancelled', data: { appointmentId: id, cancelledBy: 'client', practitionerNote: null } }],
  ])('%s: it leaves the inbox', (_type, ended) => {
    expect(play(requested, ended)).toBeNull();
    expect(play(requested, accepted, attempted, failed, ended)).toBeNull();
  });

  it('a reschedule moves the item and its appointment', () => {
    const moved: AppointmentEvent = {
      type: 'AppointmentRescheduled',
      data: { appointmentId: id, startsAt: '2026-11-25T18:00:00.000Z', endsAt: '2026-11-25T19:00:00.000Z', previousStartsAt: request.startsAt, previousEndsAt: request.endsAt },
    };
    expect(play(requested, moved)).toMatchObject({ startsAt: '2026-11-25T18:00:00.000Z', appointment: { startsAt: '2026-11-25T18:00:00.000Z', endsAt: '2026-11-25T19:00:00.000Z' } });
  });

  it('an event for an appointment it never saw requested changes nothing', () => {
    expect(play(accepted)).toBeNull();
  });
});
