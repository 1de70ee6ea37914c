import type { AppointmentEvent } from '#app/appointments';
import type { PaymentEvent } from '#app/payments';
import { sampleAppointment } from '#testing/appointments';
import { recorded, replay } from '../../testing/recorded-event.js';
import { clientBookingsProjection as projection, type ClientBookingDocument } from './client-bookings.projection.js';

const request = sampleAppointment({ appointmentId: 'a1', startsAt: '2026-11-23T10:00:00-05:00', endsAt: '2026-11-23T11:00:00-05:00' });
const event = (e: AppointmentEvent | PaymentEvent | { type: 'ClientBookingDismissed'; data: { clientUserId: string; appointmentId: string } }) =>
  recorded(e, { streamId: 'appointment-a1' });
const card = { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034, provider: 'stripe' as const, paymentMethodId: 'pm_1', customerId: 'cus_1' };
const charge = { appointmentId: 'a1', transactionId: 't2', purpose: 'appointment' as const, attempt: 1, idempotencyKey: 'a1:appointment:1', amountCents: 9000, tipAmountCents: 0, currency: 'USD' as const, provider: 'stripe' as const };

const booked = projection.evolve(null, event({ type: 'AppointmentRequested', data: request }))!;

describe('bookings tabs projection', () => {
  it('AppointmentRequested: one document per booking, keyed by the appointment, with what its card shows', () => {
    expect(booked).toMatchObject({
      id: 'a1', practiceId: 'p1', clientId: 'c1', state: 'pending', startsAt: '2026-11-23T15:00:00.000Z', endsAt: '2026-11-23T16:00:00.000Z', timeZone: 'America/New_York',
      amountCents: 9000, feeCents: 0, platformFeeCents: 0, instantActionToken: 'tok_ABC-123', services: request.services, location: request.location,
      bookedAt: '2026-11-21T12:00:00.000Z', dismissed: false, transaction: null,
    });
    expect(projection.documentId(event({ type: 'AppointmentAccepted', data: { appointmentId: 'a9', acceptedBy: 'pro' } }))).toBe('a9');
  });

  it.each<[AppointmentEvent, Partial<ClientBookingDocument>]>([
    [{ type: 'AppointmentAccepted', data: { appointmentId: 'a1', acceptedBy: 'pro' } }, { state: 'approved' }],
    [{ type: 'AppointmentDeclined', data: { appointmentId: 'a1' } }, { state: 'declined' }],
    [{ type: 'AppointmentCancelled', data: { appointmentId: 'a1', cancelledBy: 'client', practitionerNote: null } }, { state: 'cancelled' }],
    [
      { type: 'AppointmentRescheduled', data: { appointmentId: 'a1', startsAt: '2026-11-24T09:00:00-05:00', endsAt: '2026-11-24T10:00:00-05:00', previousStartsAt: request.startsAt, previousEndsAt: request.endsAt } },
      { startsAt: '2026-11-24T14:00:00.000Z', endsAt: '2026-11-24T15:00:00.000Z' },
    ],
  ])('%o', (change, expected) => {
    expect(projection.evolve(booked, event(change))).toEqual({ ...booked, ...expected });
    expect(projection.evolve(null, event(change))).toBeNull();
  });

  it('the latest transaction: a hold, then the charge that replaces it, or its failure', () => {
    const hold = event({ type: 'PaymentHoldPlaced', data: { appointmentId: 'a1', transactionId: 't1', amountCents: 9000, currency: 'USD', chargeOn: '2026-11-23', card } });
    const held = replay(projection.evolve, [hold], booked)!;
    expect(held.transaction).toMatchObject({ id: 't1', type: 'Hold', state: 1, amountCents: 9000 });
    const attempted = event({ type: 'ChargeAttempted', data: { ...charge, paymentMethodId: 'pm_1', customerId: 'cus_1', card, trigger: 'day_of' } });
    expect(replay(projection.evolve, [attempted], held)!.transaction).toMatchObject({ id: 't2', type: 'Charge', state: 0 });
    const charged = replay(projection.evolve, [attempted, event({ type: 'PaymentCharged', data: { ...charge, providerPaymentId: 'pi_1', card } })], held)!;
    expect(charged.transaction).toMatchObject({ id: 't2', type: 'Charge', state: 1 });
    const failed = replay(projection.evolve, [attempted, event({ type: 'PaymentFailed', data: { ...charge, code: 'card_declined', reason: 'Your card was declined.' } })], held)!;
    expect(failed.transaction).toMatchObject({ id: 't2', type: 'Charge', state: 2 });
  });

  it('a released hold shows as cancelled', () => {
    const events = [
      event({ type: 'PaymentHoldPlaced', data: { appointmentId: 'a1', transactionId: 't1', amountCents: 9000, currency: 'USD', chargeOn: '2026-11-23', card } }),
      event({ type: 'PaymentHoldReleased', data: { appointmentId: 'a1', transactionId: 't1', reason: 'declined' } }),
    ];
    expect(replay(projection.evolve, events, booked)!.transaction).toMatchObject({ type: 'Hold', state: 3 });
  });

  it('ClientBookingDismissed: the booking leaves the client user’s lists', () => {
    expect(projection.evolve(booked, event({ type: 'ClientBookingDismissed', data: { clientUserId: 'u1', appointmentId: 'a1' } }))).toEqual({ ...booked, dismissed: true });
  });
});
