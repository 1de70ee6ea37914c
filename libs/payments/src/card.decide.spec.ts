import { describe, expect, it } from '@jest/globals';
import { chargeDayOf, decideCardSaved, decideDetachCard, dueAtBooking, releaseHoldWhenEnded } from './card.decide.js';
import { accepted, APPOINTMENT_ID, cardSaved, existing, requested, settings, stream, visa, wallet } from './testing/payment-fixtures.js';

const BEFORE = new Date('2026-11-22T12:00:00Z');

describe('decideCardSaved', () => {
  it('saves the default card (and the customer) on the client, a hold charged on the day on the appointment', () => {
    const s = stream(requested(), accepted);
    const decision = decideCardSaved({ clientId: 'c1', wallet: wallet(), settings: settings(), appointment: existing(s), payment: s.payment }, visa, BEFORE);
    expect(decision.client.map((e) => e.type)).toEqual(['PaymentCustomerCreated', 'PaymentMethodSaved']);
    expect(decision.appointment).toEqual([
      { type: 'PaymentCardSaved', data: { appointmentId: APPOINTMENT_ID, clientId: 'c1', card: visa } },
      { type: 'PaymentHoldPlaced', data: { appointmentId: APPOINTMENT_ID, transactionId: `${APPOINTMENT_ID}:appointment`, amountCents: 9000, currency: 'USD', chargeOn: '2026-11-23', card: visa } },
    ]);
  });

  it('charge-at-booking practices mark the hold for booking', () => {
    const s = stream(requested(), accepted);
    const decision = decideCardSaved({ clientId: 'c1', wallet: wallet(cardSaved), settings: settings({ requireClientCcToBook: true, chargeClientCcAtBooking: true }), appointment: existing(s), payment: s.payment }, visa, BEFORE);
    expect(decision.client).toEqual([{ type: 'PaymentCustomerCreated', data: { clientId: 'c1', provider: 'stripe', customerId: 'cus_1' } }]);
    const held = stream(requested(), accepted, ...decision.appointment);
    expect(dueAtBooking(existing(held), held.payment)).toBe(true);
  });

  it('no hold for a free, past or ended appointment; refuses a card of another provider', () => {
    const free = stream(requested({ amountCents: 0 }), accepted);
    expect(decideCardSaved({ clientId: 'c1', wallet: wallet(), settings: settings(), appointment: existing(free), payment: free.payment }, visa, BEFORE).appointment.map((e) => e.type)).toEqual(['PaymentCardSaved']);
    const s = stream(requested(), accepted);
    expect(decideCardSaved({ clientId: 'c1', wallet: wallet(), settings: settings(), appointment: existing(s), payment: s.payment }, visa, new Date('2026-11-24T00:00:00Z')).appointment.map((e) => e.type)).toEqual(['PaymentCardSaved']);
    expect(() => decideCardSaved({ clientId: 'c1', wallet: wallet(), settings: settings({ paymentProvider: 'square' }), appointment: null, payment: null }, visa, BEFORE)).toThrow('does not take card payments');
  });

  it('the day of the appointment is its date in its own zone (a late-evening New York start is the same day, not the UTC next day)', () => {
    expect(chargeDayOf('2026-03-09T03:30:00.000Z', 'America/New_York')).toBe('2026-03-08');
    expect(chargeDayOf('2026-11-01T05:30:00.000Z', 'America/New_York')).toBe('2026-11-01');
  });
});

describe('releaseHoldWhenEnded', () => {
  const hold = { type: 'PaymentHoldPlaced' as const, data: { appointmentId: APPOINTMENT_ID, transactionId: 't1', amountCents: 9000, currency: 'USD' as const, chargeOn: '2026-11-23', card: visa } };

  it('a cancellation or a decline releases the live hold in the same decision', () => {
    const s = stream(requested(), accepted, hold);
    expect(releaseHoldWhenEnded([{ type: 'AppointmentCancelled' }], s.payment, APPOINTMENT_ID)).toEqual([
      { type: 'PaymentHoldReleased', data: { appointmentId: APPOINTMENT_ID, transactionId: 't1', reason: 'cancelled' } },
    ]);
    expect(releaseHoldWhenEnded([{ type: 'AppointmentDeclined' }], stream(requested(), hold).payment, APPOINTMENT_ID)[0].data).toMatchObject({ reason: 'declined' });
  });

  it('nothing without a hold or when nothing ended', () => {
    expect(releaseHoldWhenEnded([{ type: 'AppointmentCancelled' }], stream(requested(), accepted).payment, APPOINTMENT_ID)).toEqual([]);
    expect(releaseHoldWhenEnded([{ type: 'AppointmentRescheduled' }], stream(requested(), accepted, hold).payment, APPOINTMENT_ID)).toEqual([]);
  });
});

describe('decideDetachCard', () => {
  it('removes the default card; nothing to remove is an error', () => {
    expect(decideDetachCard('c1', wallet(cardSaved))).toEqual([{ type: 'PaymentMethodDetached', data: { clientId: 'c1', paymentMethodId: 'pm_visa' } }]);
    expect(() => decideDetachCard('c1', wallet())).toThrow('There is no saved card to delete.');
  });
});
