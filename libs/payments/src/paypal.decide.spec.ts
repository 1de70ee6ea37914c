import { describe, expect, it } from '@jest/globals';
import type { PaymentEvent } from './payment-events.js';
import { planPaypalOrder, type PaypalOrderRequest } from './paypal.decide.js';
import { accepted, APPOINTMENT_ID, existing, requested, settings, stream } from './testing/payment-fixtures.js';

const order = (overrides: Partial<PaypalOrderRequest> = {}): PaypalOrderRequest => ({ via: 'paypal', tipAmountCents: 0, tipOnly: false, now: new Date('2026-11-20T12:00:00Z'), ...overrides });
const given = (...events: Parameters<typeof stream>) => {
  const s = stream(...events);
  return { appointment: existing(s), payment: s.payment, settings: settings({ paypalActive: true, venmoActive: false }) };
};

describe('planPaypalOrder', () => {
  it('orders the amount plus the tip chosen with it', () => {
    expect(planPaypalOrder(given(requested(), accepted), order({ tipAmountCents: 1350 }))).toMatchObject({ amountCents: 10350, tipAmountCents: 1350, tipOnly: false, currency: 'USD' });
  });

  it('includes a tip added before (addTipToAppointment) when none is chosen now', () => {
    const tipped: PaymentEvent = { type: 'TipAdded', data: { appointmentId: APPOINTMENT_ID, tipAmountCents: 900 } };
    expect(planPaypalOrder(given(requested(), accepted, tipped), order())).toMatchObject({ amountCents: 9900, tipAmountCents: 900 });
  });

  it('refuses Venmo where the practice has not turned it on, and a request not yet confirmed', () => {
    expect(() => planPaypalOrder(given(requested(), accepted), order({ via: 'venmo' }))).toThrow('This practice does not take Venmo payments.');
    expect(() => planPaypalOrder(given(requested()), order())).toThrow('Only a confirmed appointment can be paid.');
  });
});
