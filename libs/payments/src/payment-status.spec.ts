import { describe, expect, it } from '@jest/globals';
import type { PaymentEvent } from './payment-events.js';
import { clientPaymentStatus, proPaymentStatus, type PaymentStatusInput } from './payment-status.js';
import { accepted, APPOINTMENT_ID, requested, stream, visa } from './testing/payment-fixtures.js';

// The sample appointment starts 2026-11-23T15:00Z.
const BEFORE = new Date('2026-11-22T12:00:00Z');
const AFTER = new Date('2026-11-24T12:00:00Z');

const ref = { appointmentId: APPOINTMENT_ID, transactionId: 't1', purpose: 'appointment' as const, attempt: 1, idempotencyKey: `${APPOINTMENT_ID}:appointment:1`, amountCents: 9000, tipAmountCents: 0, currency: 'USD' as const, provider: 'stripe' as const };
const hold: PaymentEvent = { type: 'PaymentHoldPlaced', data: { appointmentId: APPOINTMENT_ID, transactionId: 't1', amountCents: 9000, currency: 'USD', chargeOn: '2026-11-23', card: visa } };
const attempted: PaymentEvent = { type: 'ChargeAttempted', data: { ...ref, paymentMethodId: visa.paymentMethodId, customerId: visa.customerId, card: visa, trigger: 'day_of' } };
const charged: PaymentEvent = { type: 'PaymentCharged', data: { ...ref, providerPaymentId: 'pi_1', card: visa } };
const failed: PaymentEvent = { type: 'PaymentFailed', data: { ...ref, code: 'card_declined', reason: 'Your card was declined.' } };
const released = (reason: 'declined' | 'cancelled'): PaymentEvent => ({ type: 'PaymentHoldReleased', data: { appointmentId: APPOINTMENT_ID, transactionId: 't1', reason } });
const cancelled = { type: 'AppointmentCancelled' as const, data: { appointmentId: APPOINTMENT_ID, cancelledBy: 'client' as const, practitionerNote: null } };
const declined = { type: 'AppointmentDeclined' as const, data: { appointmentId: APPOINTMENT_ID } };

const input = (events: Parameters<typeof stream>, now: Date, clientHasCard = false): PaymentStatusInput => {
  const { appointment, payment } = stream(...events);
  if (appointment.status === 'none') throw new Error('no appointment');
  return { status: appointment.status, startsAt: appointment.startsAt, amountCents: appointment.amountCents, payment, clientHasCard, now };
};

describe('payment status (spec 000 §4 client values, 001 §4 the pro view)', () => {
  it.each<[string, Parameters<typeof stream>, Date, boolean, string, string]>([
    ['free service', [requested({ amountCents: 0 }), accepted], AFTER, false, 'Free', 'Free'],
    ['paid by card', [requested(), accepted, hold, attempted, charged], AFTER, false, 'Paid', 'Paid'],
    ['paid, then cancelled: the money is still paid', [requested(), accepted, hold, attempted, charged, cancelled], AFTER, false, 'Paid', 'Paid'],
    ['charge failed', [requested(), accepted, hold, attempted, failed], AFTER, false, 'Failed', 'Failed'],
    ['future, card held', [requested(), accepted, hold], BEFORE, false, 'Pending', 'Upcoming'],
    ['future, card on file with the practice', [requested(), accepted], BEFORE, true, 'Pending', 'Upcoming'],
    ['future, no card', [requested(), accepted], BEFORE, false, 'Card needed', 'Upcoming'],
    ['past, card held but not charged', [requested(), accepted, hold], AFTER, false, 'Past due', 'Unpaid'],
    ['past, charge under way (timed out)', [requested(), accepted, hold, attempted], AFTER, false, 'Past due', 'Unpaid'],
    ['past, no card', [requested(), accepted], AFTER, false, 'Card needed past due', 'Past due'],
    ['cancelled, hold released', [requested(), accepted, hold, cancelled, released('cancelled')], BEFORE, false, 'Cancelled', 'Cancelled'],
    ['declined request', [requested(), declined], BEFORE, true, 'Cancelled', 'Cancelled'],
    ['a released hold is no card', [requested(), accepted, hold, released('cancelled')], AFTER, false, 'Card needed past due', 'Past due'],
  ])('%s: client %s', (_name, events, now, clientHasCard, client, pro) => {
    expect(clientPaymentStatus(input(events, now, clientHasCard))).toBe(client);
    expect(proPaymentStatus(input(events, now, clientHasCard))).toBe(pro);
  });

  it('a success after a failure clears the error (a retry that works reads Paid)', () => {
    const retried = { ...charged, data: { ...charged.data, attempt: 2, idempotencyKey: `${APPOINTMENT_ID}:appointment:2` } } as PaymentEvent;
    expect(clientPaymentStatus(input([requested(), accepted, hold, attempted, failed, retried], AFTER))).toBe('Paid');
  });

  it('a PayPal capture pays the appointment', () => {
    const order = { appointmentId: APPOINTMENT_ID, orderId: 'o1', via: 'paypal' as const, amountCents: 9000, tipAmountCents: 0, tipOnly: false, currency: 'USD' as const };
    const events: Parameters<typeof stream> = [requested(), accepted, { type: 'PaypalOrderCreated', data: order }, { type: 'PaypalPaymentCaptured', data: { ...order, captureId: 'cap_1' } }];
    expect(clientPaymentStatus(input(events, AFTER))).toBe('Paid');
  });
});
