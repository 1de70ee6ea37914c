import { describe, expect, it } from '@jest/globals';
import type { AppointmentEvent } from '#app/appointments';
import { recordChargeOutcome, startCharge, type ChargeStartInput } from './charge.decide.js';
import type { PaymentEvent } from './payment-events.js';
import type { WalletEvent } from './wallet.js';
import { accepted, APPOINTMENT_ID, cardSaved, existing, requested, settings, stream, visa, wallet } from './testing/payment-fixtures.js';

const AFTER = new Date('2026-11-24T12:00:00Z');
const DAY_BEGUN = new Date('2026-11-23T05:01:00Z');
const hold: PaymentEvent = {
  type: 'PaymentHoldPlaced',
  data: { appointmentId: APPOINTMENT_ID, transactionId: `${APPOINTMENT_ID}:appointment`, amountCents: 9000, currency: 'USD', chargeOn: '2026-11-23', card: visa },
};
/** The card saved on the appointment (with its hold): the appointment's own record of it. */
const savedOnAppointment: PaymentEvent = { type: 'PaymentCardSaved', data: { appointmentId: APPOINTMENT_ID, clientId: 'c1', card: visa } };
const charge = (overrides: Partial<ChargeStartInput> = {}): ChargeStartInput => ({ purpose: 'appointment', trigger: 'client', now: AFTER, ...overrides });

const given = (events: Array<AppointmentEvent | PaymentEvent>, options: { card?: boolean; tips?: boolean; provider?: boolean; wallet?: WalletEvent[] } = {}) => {
  const s = stream(...events);
  return {
    appointment: existing(s),
    payment: s.payment,
    wallet: options.wallet ? wallet(...options.wallet) : options.card === false ? wallet() : wallet(cardSaved),
    settings: settings({ acceptsTips: options.tips ?? true, paymentProvider: options.provider === false ? null : 'stripe' }),
  };
};

describe('startCharge', () => {
  it('charges the amount with the client card under <appointment>:appointment:1, recorded before the call', () => {
    const { attempt, events } = startCharge(given([requested(), accepted]), charge());
    expect(attempt).toMatchObject({ idempotencyKey: `${APPOINTMENT_ID}:appointment:1`, amountCents: 9000, tipAmountCents: 0, paymentMethodId: visa.paymentMethodId, currency: 'USD' });
    expect(events).toEqual([{ type: 'ChargeAttempted', data: attempt }]);
  });

  it('adds a tip chosen before paying to the amount', () => {
    const { attempt } = startCharge(given([requested(), accepted, { type: 'TipAdded', data: { appointmentId: APPOINTMENT_ID, tipAmountCents: 1350 } }]), charge());
    expect(attempt).toMatchObject({ amountCents: 10350, tipAmountCents: 1350 });
  });

  it('repeats an open attempt with the same key instead of starting another (timeout, second runner)', () => {
    const first = startCharge(given([requested(), accepted, hold]), charge({ trigger: 'day_of', now: DAY_BEGUN })).attempt!;
    const open: PaymentEvent[] = [{ type: 'ChargeAttempted', data: first }];
    expect(startCharge(given([requested(), accepted, hold, ...open]), charge({ trigger: 'day_of', now: DAY_BEGUN }))).toEqual({ attempt: first, events: [] });
    expect(startCharge(given([requested(), accepted, hold, ...open]), charge())).toEqual({ attempt: first, events: [] });
  });

  describe('the day-of job (appointment 2026-11-23 10:00 in New York)', () => {
    it('charges a live hold once the local day has begun (05:00 UTC), not a minute before', () => {
      expect(startCharge(given([requested(), accepted, hold]), charge({ trigger: 'day_of', now: new Date('2026-11-23T04:59:00Z') }))).toEqual({ attempt: null, events: [] });
      expect(startCharge(given([requested(), accepted, hold]), charge({ trigger: 'day_of', now: DAY_BEGUN })).attempt).toMatchObject({ trigger: 'day_of', attempt: 1 });
    });

    it('charges nothing without a hold, or once the hold is released', () => {
      expect(startCharge(given([requested(), accepted]), charge({ trigger: 'day_of', now: DAY_BEGUN })).attempt).toBeNull();
      const released: PaymentEvent = { type: 'PaymentHoldReleased', data: { appointmentId: APPOINTMENT_ID, transactionId: `${APPOINTMENT_ID}:appointment`, reason: 'cancelled' } };
      expect(startCharge(given([requested(), accepted, hold, released]), charge({ trigger: 'day_of', now: DAY_BEGUN })).attempt).toBeNull();
    });
  });

  it('after a definite failure a retry is a new attempt with a new key', () => {
    const first = startCharge(given([requested(), accepted]), charge()).attempt!;
    const failed = recordChargeOutcome(stream(requested(), accepted, { type: 'ChargeAttempted', data: first }).payment, first, { outcome: 'failed', code: 'card_declined', reason: 'Your card was declined.' });
    const retry = startCharge(given([requested(), accepted, { type: 'ChargeAttempted', data: first }, ...failed]), charge());
    expect(retry.attempt?.idempotencyKey).toBe(`${APPOINTMENT_ID}:appointment:2`);
  });

  it('the day-of job leaves a failed card to the client and the pro', () => {
    const first = startCharge(given([requested(), accepted]), charge()).attempt!;
    const failed: PaymentEvent = { type: 'PaymentFailed', data: { ...first, code: 'card_declined', reason: 'declined' } };
    expect(startCharge(given([requested(), accepted, hold, { type: 'ChargeAttempted', data: first }, failed]), charge({ trigger: 'day_of', now: DAY_BEGUN }))).toEqual({ attempt: null, events: [] });
  });

  it('a new card after the failure is charged by the day-of job, under a new key', () => {
    const first = startCharge(given([requested(), accepted]), charge()).attempt!;
    const failed: PaymentEvent = { type: 'PaymentFailed', data: { ...first, code: 'card_declined', reason: 'declined' } };
    const mastercard = { ...visa, paymentMethodId: 'pm_mc', brand: 'mastercard', last4: '4444' };
    const newCard: PaymentEvent = { type: 'PaymentCardSaved', data: { appointmentId: APPOINTMENT_ID, clientId: 'c1', card: mastercard } };
    // Saving it on the appointment makes it the client's default card too (the same decision).
    const defaultCard: WalletEvent = { type: 'PaymentMethodSaved', data: { clientId: 'c1', card: mastercard } };
    const retry = startCharge(given([requested(), accepted, hold, { type: 'ChargeAttempted', data: first }, failed, newCard], { wallet: [cardSaved, defaultCard] }), charge({ trigger: 'day_of', now: DAY_BEGUN }));
    expect(retry.attempt).toMatchObject({ paymentMethodId: 'pm_mc', idempotencyKey: `${APPOINTMENT_ID}:appointment:2` });
  });

  it("a hold placed with an earlier card is charged with the client's default card as it is now (changed on the payment methods page)", () => {
    const mastercard = { ...visa, paymentMethodId: 'pm_mc', brand: 'mastercard', last4: '4444' };
    const changed: WalletEvent = { type: 'PaymentMethodSaved', data: { clientId: 'c1', card: mastercard } };
    const start = startCharge(given([requested(), accepted, savedOnAppointment, hold], { wallet: [cardSaved, changed] }), charge({ trigger: 'day_of', now: DAY_BEGUN }));
    expect(start.attempt).toMatchObject({ paymentMethodId: 'pm_mc', card: { brand: 'mastercard', last4: '4444' }, transactionId: `${APPOINTMENT_ID}:appointment` });
  });

  it('a deleted card is never charged: the hold waits for a new card', () => {
    const deleted: WalletEvent = { type: 'PaymentMethodDetached', data: { clientId: 'c1', paymentMethodId: visa.paymentMethodId } };
    expect(() => startCharge(given([requested(), accepted, savedOnAppointment, hold], { wallet: [cardSaved, deleted] }), charge({ trigger: 'day_of', now: DAY_BEGUN }))).toThrow('Please add a credit card first.');
    const readded: WalletEvent = { type: 'PaymentMethodSaved', data: { clientId: 'c1', card: { ...visa, paymentMethodId: 'pm_new' } } };
    expect(startCharge(given([requested(), accepted, savedOnAppointment, hold], { wallet: [cardSaved, deleted, readded] }), charge({ trigger: 'day_of', now: DAY_BEGUN })).attempt).toMatchObject({ paymentMethodId: 'pm_new' });
  });

  it('never charges a declined, cancelled or pending appointment', () => {
    expect(() => startCharge(given([requested(), { type: 'AppointmentDeclined', data: { appointmentId: APPOINTMENT_ID } }]), charge())).toThrow('declined or cancelled');
    expect(() => startCharge(given([requested(), accepted, { type: 'AppointmentCancelled', data: { appointmentId: APPOINTMENT_ID, cancelledBy: 'client', practitionerNote: null } }]), charge())).toThrow('declined or cancelled');
    expect(() => startCharge(given([requested()]), charge())).toThrow('Only a confirmed appointment can be paid.');
  });

  it('does nothing for a paid appointment; refuses free, no provider, no card', () => {
    const first = startCharge(given([requested(), accepted]), charge()).attempt!;
    const paid: PaymentEvent[] = [{ type: 'ChargeAttempted', data: first }, { type: 'PaymentCharged', data: { ...first, providerPaymentId: 'pi_1' } }];
    expect(startCharge(given([requested(), accepted, ...paid]), charge())).toEqual({ attempt: null, events: [] });
    expect(() => startCharge(given([requested({ amountCents: 0 }), accepted]), charge())).toThrow('free');
    expect(() => startCharge(given([requested(), accepted], { provider: false }), charge())).toThrow('does not take card payments');
    expect(() => startCharge(given([requested(), accepted], { card: false }), charge())).toThrow('Please add a credit card first.');
  });

  it('a tip alone: only after the appointment is past and paid, once, within the limits', () => {
    const first = startCharge(given([requested(), accepted]), charge()).attempt!;
    const paid: PaymentEvent[] = [{ type: 'ChargeAttempted', data: first }, { type: 'PaymentCharged', data: { ...first, providerPaymentId: 'pi_1' } }];
    const tip = startCharge(given([requested(), accepted, ...paid]), charge({ purpose: 'tip', tipAmountCents: 1350 }));
    expect(tip.attempt).toMatchObject({ purpose: 'tip', amountCents: 1350, tipAmountCents: 1350, idempotencyKey: `${APPOINTMENT_ID}:tip:1` });
    expect(() => startCharge(given([requested(), accepted]), charge({ purpose: 'tip', tipAmountCents: 1350 }))).toThrow('once the appointment has passed and is paid');
    expect(() => startCharge(given([requested(), accepted, ...paid], { tips: false }), charge({ purpose: 'tip', tipAmountCents: 100 }))).toThrow('does not accept tips');
    expect(() => startCharge(given([requested(), accepted, ...paid]), charge({ purpose: 'tip', tipAmountCents: 0 }))).toThrow('Please enter a tip between $0.01 and $1000.00.');
    const tipped: PaymentEvent[] = [{ type: 'ChargeAttempted', data: tip.attempt! }, { type: 'TipCharged', data: { ...tip.attempt!, providerPaymentId: 'pi_2' } }];
    expect(() => startCharge(given([requested(), accepted, ...paid, ...tipped]), charge({ purpose: 'tip', tipAmountCents: 100 }))).toThrow('already added');
  });
});

describe('recordChargeOutcome', () => {
  const attempt = startCharge(given([requested(), accepted]), charge()).attempt!;
  const open = stream(requested(), accepted, { type: 'ChargeAttempted', data: attempt }).payment;

  it('records success, failure and a timeout (which keeps the attempt open)', () => {
    expect(recordChargeOutcome(open, attempt, { outcome: 'succeeded', providerPaymentId: 'pi_1' })).toEqual([
      { type: 'PaymentCharged', data: expect.objectContaining({ providerPaymentId: 'pi_1', amountCents: 9000, idempotencyKey: attempt.idempotencyKey }) },
    ]);
    expect(recordChargeOutcome(open, attempt, { outcome: 'failed', code: 'insufficient_funds', reason: 'Your card has insufficient funds.' })).toEqual([
      { type: 'PaymentFailed', data: expect.objectContaining({ code: 'insufficient_funds', reason: 'Your card has insufficient funds.' }) },
    ]);
    const [timedOut] = recordChargeOutcome(open, attempt, { outcome: 'timed_out' });
    expect(timedOut.type).toBe('ChargeTimedOut');
    expect(stream(requested(), accepted, { type: 'ChargeAttempted', data: attempt }, timedOut).payment.open).toEqual(attempt);
  });

  it('records nothing when the outcome is recorded already (the second runner)', () => {
    const done = stream(requested(), accepted, { type: 'ChargeAttempted', data: attempt }, ...recordChargeOutcome(open, attempt, { outcome: 'succeeded', providerPaymentId: 'pi_1' })).payment;
    expect(recordChargeOutcome(done, attempt, { outcome: 'succeeded', providerPaymentId: 'pi_1' })).toEqual([]);
  });
});
