import type { AppointmentEvent } from '#app/appointments';
import type { PaymentEvent } from '#app/payments';
import { sampleAppointment } from '#testing/appointments';
import { OCCURRED_AT, recorded, replay } from '../../testing/recorded-event.js';
import { dueChargesProjection as projection } from './due-charges.projection.js';

const request = sampleAppointment(); // 2026-11-23 10:00 in New York
const id = request.appointmentId;
const event = (e: AppointmentEvent | PaymentEvent) => recorded(e, { streamId: `appointment-${id}` });
const card = { provider: 'stripe' as const, paymentMethodId: 'pm_1', customerId: 'cus_1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 };
const transactionId = `${id}:appointment`;

const requested = event({ type: 'AppointmentRequested', data: request });
const accepted = event({ type: 'AppointmentAccepted', data: { appointmentId: id, acceptedBy: 'pro' } });
const hold = (chargeOn = '2026-11-23') => event({ type: 'PaymentHoldPlaced', data: { appointmentId: id, transactionId, amountCents: 9000, currency: 'USD', chargeOn, card } });
const charged = event({
  type: 'PaymentCharged',
  data: { appointmentId: id, transactionId, purpose: 'appointment', attempt: 1, idempotencyKey: `${id}:appointment:1`, amountCents: 9000, tipAmountCents: 0, currency: 'USD', provider: 'stripe', providerPaymentId: 'pi_1', card },
});

describe('due charges projection', () => {
  it('a confirmed appointment holding a card is due from the start of its day in its zone', () => {
    expect(replay(projection.evolve, [requested, hold(), accepted])).toMatchObject({ id, practiceId: 'p1', status: 'approved', hold: { chargeOn: 'day' }, dueAt: '2026-11-23T05:00:00.000Z' });
  });

  it('is not due while pending or without a hold', () => {
    expect(replay(projection.evolve, [requested, hold()])?.dueAt).toBeNull();
    expect(replay(projection.evolve, [requested, accepted])?.dueAt).toBeNull();
  });

  it('a hold charged at booking is due once confirmed, from when it was placed', () => {
    expect(replay(projection.evolve, [requested, hold('booking'), accepted])?.dueAt).toBe(OCCURRED_AT);
  });

  it('moves with a reschedule and with a change of zone', () => {
    const moved = event({ type: 'AppointmentRescheduled', data: { appointmentId: id, startsAt: '2026-11-26T03:00:00.000Z', endsAt: '2026-11-26T04:00:00.000Z', previousStartsAt: request.startsAt, previousEndsAt: request.endsAt } });
    // 22:00 on the 25th in New York.
    expect(replay(projection.evolve, [requested, hold(), accepted, moved])?.dueAt).toBe('2026-11-25T05:00:00.000Z');
    const location = { locationId: 'l2', name: 'Tokyo', kind: 'office' as const, timeZone: 'Asia/Tokyo' };
    const zoned = event({ type: 'AppointmentDetailsChanged', data: { appointmentId: id, services: request.services, amountCents: 9000, location, timeZone: 'Asia/Tokyo', practitionerNote: null } });
    // 12:00 on the 26th in Tokyo: the day begins at 15:00 UTC on the 25th.
    expect(replay(projection.evolve, [requested, hold(), accepted, moved, zoned])?.dueAt).toBe('2026-11-25T15:00:00.000Z');
  });

  it('leaves once paid, declined or cancelled; a failed card or a released hold is not due again', () => {
    expect(replay(projection.evolve, [requested, hold(), accepted, charged])).toBeNull();
    expect(replay(projection.evolve, [requested, hold(), event({ type: 'AppointmentDeclined', data: { appointmentId: id } })])).toBeNull();
    expect(replay(projection.evolve, [requested, hold(), accepted, event({ type: 'AppointmentCancelled', data: { appointmentId: id, cancelledBy: 'client', practitionerNote: null } })])).toBeNull();
    const failed = event({ type: 'PaymentFailed', data: { appointmentId: id, transactionId, purpose: 'appointment', attempt: 1, idempotencyKey: `${id}:appointment:1`, amountCents: 9000, tipAmountCents: 0, currency: 'USD', provider: 'stripe', code: 'card_declined', reason: 'Your card was declined.' } });
    expect(replay(projection.evolve, [requested, hold(), accepted, failed])).toMatchObject({ failed: true, dueAt: null });
  });

  it('a new card after a failure makes the hold due again', () => {
    const failed = event({ type: 'PaymentFailed', data: { appointmentId: id, transactionId, purpose: 'appointment', attempt: 1, idempotencyKey: `${id}:appointment:1`, amountCents: 9000, tipAmountCents: 0, currency: 'USD', provider: 'stripe', code: 'card_declined', reason: 'Your card was declined.' } });
    const newCard = event({ type: 'PaymentCardSaved', data: { appointmentId: id, clientId: 'c1', card: { ...card, paymentMethodId: 'pm_2', last4: '4444' } } });
    expect(replay(projection.evolve, [requested, hold(), accepted, failed, newCard])).toMatchObject({ failed: false, dueAt: '2026-11-23T05:00:00.000Z' });
  });
});
