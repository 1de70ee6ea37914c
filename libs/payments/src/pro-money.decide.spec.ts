import { describe, expect, it } from '@jest/globals';
import type { AppointmentEvent } from '#app/appointments';
import { adjustmentIdOf, appointmentIdOfAdjustment, decideRemoveAdjustment, recordRefund, startAdjustment, type AdjustmentInput } from './adjustment.decide.js';
import { decideMarkPaid, decideUndoMarkPaid } from './mark-paid.decide.js';
import { collectedCents, formatCents, netCollectedCents, outstandingCents, refundableCents } from './money.js';
import type { PaymentEvent } from './payment-events.js';
import { accepted, APPOINTMENT_ID, existing, requested, settings, stream, visa } from './testing/payment-fixtures.js';

const NOW = new Date('2026-11-24T12:00:00Z');
const KEY = `${APPOINTMENT_ID}:appointment:1`;
const ref = { appointmentId: APPOINTMENT_ID, transactionId: `${APPOINTMENT_ID}:appointment`, purpose: 'appointment' as const, attempt: 1, idempotencyKey: KEY, currency: 'USD' as const, provider: 'stripe' as const };
const charged = (amountCents = 9000, tipAmountCents = 0): PaymentEvent[] => [
  { type: 'ChargeAttempted', data: { ...ref, amountCents, tipAmountCents, paymentMethodId: visa.paymentMethodId, customerId: visa.customerId, card: visa, trigger: 'client' } },
  { type: 'PaymentCharged', data: { ...ref, amountCents, tipAmountCents, providerPaymentId: 'pi_1', card: visa } },
];
const tipCharged: PaymentEvent = {
  type: 'TipCharged',
  data: { ...ref, purpose: 'tip', transactionId: `${APPOINTMENT_ID}:tip`, idempotencyKey: `${APPOINTMENT_ID}:tip:1`, amountCents: 1500, tipAmountCents: 1500, providerPaymentId: 'pi_tip', card: visa },
};
const hold: PaymentEvent = {
  type: 'PaymentHoldPlaced',
  data: { appointmentId: APPOINTMENT_ID, transactionId: `${APPOINTMENT_ID}:appointment`, amountCents: 9000, currency: 'USD', chargeOn: '2026-11-23', card: visa },
};

const given = (...events: Array<AppointmentEvent | PaymentEvent>) => {
  const s = stream(...events);
  return { appointment: existing(s), payment: s.payment, settings: settings({ paymentProvider: 'stripe' }) };
};
const adjust = (amountCents: number, overrides: Partial<AdjustmentInput> = {}): AdjustmentInput => ({ amountCents, note: 'Late start', now: NOW, ...overrides });

describe('Mark as Paid', () => {
  it('records how the client paid, the full total, and releases a live hold so the day-of job never charges it', () => {
    const events = decideMarkPaid(given(requested(), accepted, hold), { paidBy: 'cash' });
    expect(events).toEqual([
      { type: 'AppointmentMarkedPaid', data: { appointmentId: APPOINTMENT_ID, paidBy: 'cash', note: null, amountCents: 9000, currency: 'USD' } },
      { type: 'PaymentHoldReleased', data: { appointmentId: APPOINTMENT_ID, transactionId: `${APPOINTMENT_ID}:appointment`, reason: 'marked_paid' } },
    ]);
  });

  it("'other' needs a note; an unknown method is refused", () => {
    expect(() => decideMarkPaid(given(requested(), accepted), { paidBy: 'other', note: '  ' })).toThrow('Please add a note saying how the client paid.');
    expect(decideMarkPaid(given(requested(), accepted), { paidBy: 'other', note: ' Gift card ' })[0].data).toMatchObject({ paidBy: 'other', note: 'Gift card' });
    expect(() => decideMarkPaid(given(requested(), accepted), { paidBy: 'bitcoin' })).toThrow('Please choose how the client paid: cash, venmo, paypal or other.');
  });

  it('refuses what cannot be marked paid: pending, cancelled, free, charged, already marked', () => {
    expect(() => decideMarkPaid(given(requested()), { paidBy: 'cash' })).toThrow('Only a confirmed appointment can be paid.');
    expect(() => decideMarkPaid(given(requested({ amountCents: 0 }), accepted), { paidBy: 'cash' })).toThrow('This appointment is free, so there is nothing to pay.');
    expect(() => decideMarkPaid(given(requested(), accepted, ...charged()), { paidBy: 'cash' })).toThrow('This appointment is already paid.');
    const marked = decideMarkPaid(given(requested(), accepted), { paidBy: 'venmo' });
    expect(() => decideMarkPaid(given(requested(), accepted, ...marked), { paidBy: 'cash' })).toThrow('This appointment is already paid.');
  });

  it('Undo makes it unpaid again; undoing what is not marked is refused', () => {
    const marked = decideMarkPaid(given(requested(), accepted), { paidBy: 'cash' });
    expect(decideUndoMarkPaid(given(requested(), accepted, ...marked))).toEqual([{ type: 'AppointmentMarkPaidUndone', data: { appointmentId: APPOINTMENT_ID } }]);
    const undone = given(requested(), accepted, ...marked, { type: 'AppointmentMarkPaidUndone', data: { appointmentId: APPOINTMENT_ID } });
    expect(undone.payment.markedPaid).toBeNull();
    expect(outstandingCents(9000, undone.payment)).toBe(9000);
    expect(() => decideUndoMarkPaid(undone)).toThrow('This appointment is not marked as paid.');
  });
});

describe('adjustments', () => {
  it('on a card payment: a refund attempt with one keyed part per provider payment, appointment first, then the tip', () => {
    const { refund, events } = startAdjustment(given(requested(), accepted, ...charged(9000), tipCharged), adjust(10000));
    expect(refund).toMatchObject({
      adjustmentId: adjustmentIdOf(APPOINTMENT_ID, 1), attempt: 1, amountCents: 10000, provider: 'stripe', note: 'Late start',
      parts: [
        { providerPaymentId: 'pi_1', amountCents: 9000, idempotencyKey: `${APPOINTMENT_ID}:refund:1:1` },
        { providerPaymentId: 'pi_tip', amountCents: 1000, idempotencyKey: `${APPOINTMENT_ID}:refund:1:2` },
      ],
    });
    expect(events).toEqual([{ type: 'RefundAttempted', data: refund }]);
  });

  it('never more than the refundable amount, with the spec message and the amount left', () => {
    const paid = given(requested(), accepted, ...charged(9000));
    expect(() => startAdjustment(paid, adjust(9001))).toThrow('Adjustment amount cannot exceed the refundable amount ($90.00)');
    const refund = startAdjustment(paid, adjust(1000)).refund!;
    const done = recordRefund(given(requested(), accepted, ...charged(9000), { type: 'RefundAttempted', data: refund }).payment, refund, { outcome: 'succeeded', refundIds: ['re_1'] });
    const after = given(requested(), accepted, ...charged(9000), { type: 'RefundAttempted', data: refund }, ...done);
    expect(refundableCents(9000, after.payment)).toBe(8000);
    expect(netCollectedCents(after.payment)).toBe(8000);
    expect(collectedCents(after.payment)).toBe(9000);
    expect(after.payment.providerPayments[0].refundedCents).toBe(1000);
    expect(() => startAdjustment(after, adjust(8001))).toThrow('Adjustment amount cannot exceed the refundable amount ($80.00)');
  });

  it('a refund whose provider timed out stays open and is repeated under the same keys; another amount waits', () => {
    const paid = [requested(), accepted, ...charged(9000)] as const;
    const refund = startAdjustment(given(...paid), adjust(1000)).refund!;
    const timedOut = recordRefund(given(...paid, { type: 'RefundAttempted', data: refund }).payment, refund, { outcome: 'timed_out' });
    expect(timedOut).toEqual([{ type: 'RefundTimedOut', data: { appointmentId: APPOINTMENT_ID, adjustmentId: refund.adjustmentId, attempt: 1, amountCents: 1000 } }]);
    const open = given(...paid, { type: 'RefundAttempted', data: refund }, ...timedOut);
    expect(startAdjustment(open, adjust(1000))).toEqual({ refund, events: [] });
    expect(() => startAdjustment(open, adjust(500))).toThrow('A refund of $10.00 is waiting for the card provider. Add the same amount again to retry it.');
    // recorded once: a second runner's answer to the same attempt appends nothing
    const created = recordRefund(open.payment, refund, { outcome: 'succeeded', refundIds: ['re_1'] });
    expect(created).toHaveLength(1);
    expect(recordRefund(given(...paid, { type: 'RefundAttempted', data: refund }, ...created).payment, refund, { outcome: 'succeeded', refundIds: ['re_1'] })).toEqual([]);
  });

  it('a failed refund leaves the money as it was and a new attempt gets new keys', () => {
    const paid = [requested(), accepted, ...charged(9000)] as const;
    const refund = startAdjustment(given(...paid), adjust(1000)).refund!;
    const failed = recordRefund(given(...paid, { type: 'RefundAttempted', data: refund }).payment, refund, { outcome: 'failed', code: 'amount_too_large', reason: 'Too large' });
    const after = given(...paid, { type: 'RefundAttempted', data: refund }, ...failed);
    expect(after.payment.lastRefundError).toEqual({ code: 'amount_too_large', reason: 'Too large' });
    expect(refundableCents(9000, after.payment)).toBe(9000);
    expect(startAdjustment(after, adjust(1000)).refund).toMatchObject({ attempt: 2, adjustmentId: adjustmentIdOf(APPOINTMENT_ID, 2), parts: [{ idempotencyKey: `${APPOINTMENT_ID}:refund:2:1` }] });
  });

  it('unpaid or paid outside the provider: recorded at once, lowers what is owed, and can be removed', () => {
    const unpaid = given(requested(), accepted);
    const { refund, events } = startAdjustment(unpaid, adjust(2500, { adjustedAt: '2026-11-20T10:00:00-05:00' }));
    expect(refund).toBeNull();
    expect(events).toEqual([
      { type: 'AdjustmentCreated', data: { appointmentId: APPOINTMENT_ID, adjustmentId: adjustmentIdOf(APPOINTMENT_ID, 1), adjustedAt: '2026-11-20T15:00:00.000Z', amountCents: 2500, note: 'Late start', currency: 'USD', refund: null } },
    ]);
    const adjusted = given(requested(), accepted, ...events);
    expect(outstandingCents(9000, adjusted.payment)).toBe(6500);
    expect(decideRemoveAdjustment(adjusted, adjustmentIdOf(APPOINTMENT_ID, 1))).toEqual([{ type: 'AdjustmentRemoved', data: { appointmentId: APPOINTMENT_ID, adjustmentId: adjustmentIdOf(APPOINTMENT_ID, 1) } }]);
    expect(() => decideRemoveAdjustment(adjusted, adjustmentIdOf(APPOINTMENT_ID, 9))).toThrow('Adjustment not found');
    // ids are never handed out twice, even after a removal
    const removed = given(requested(), accepted, ...events, ...decideRemoveAdjustment(adjusted, adjustmentIdOf(APPOINTMENT_ID, 1)));
    expect(startAdjustment(removed, adjust(100)).events[0].data).toMatchObject({ adjustmentId: adjustmentIdOf(APPOINTMENT_ID, 2) });
  });

  it('a refund made at the provider cannot be removed', () => {
    const paid = [requested(), accepted, ...charged(9000)] as const;
    const refund = startAdjustment(given(...paid), adjust(1000)).refund!;
    const done = recordRefund(given(...paid, { type: 'RefundAttempted', data: refund }).payment, refund, { outcome: 'succeeded', refundIds: ['re_1'] });
    expect(() => decideRemoveAdjustment(given(...paid, { type: 'RefundAttempted', data: refund }, ...done), refund.adjustmentId)).toThrow('This adjustment was refunded to the card and cannot be removed.');
  });

  it('refuses a zero, negative or fractional amount, and a bad date', () => {
    for (const amount of [0, -100, 10.5]) expect(() => startAdjustment(given(requested(), accepted), adjust(amount))).toThrow('Please enter an adjustment amount above $0.00.');
    expect(() => startAdjustment(given(requested(), accepted), adjust(100, { adjustedAt: 'yesterday' }))).toThrow('Please enter a valid adjustment date.');
  });

  it('adjustment ids name their appointment', () => {
    expect(appointmentIdOfAdjustment(adjustmentIdOf(APPOINTMENT_ID, 12))).toBe(APPOINTMENT_ID);
    expect(appointmentIdOfAdjustment('nonsense')).toBe('');
  });
});

describe('formatCents', () => {
  it('writes dollars and cents', () => {
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(-5)).toBe('-$0.05');
  });
});
