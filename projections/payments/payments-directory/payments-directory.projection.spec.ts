import type { AppointmentEvent } from '#app/appointments';
import type { PaymentEvent } from '#app/payments';
import { sampleAppointment } from '#testing/appointments';
import { recorded, replay } from '../../testing/recorded-event.js';
import { paymentsDirectoryProjection as projection, type PaymentDirectoryDocument } from './payments-directory.projection.js';

const request = sampleAppointment(); // 2026-11-23 10:00 in New York, 9000 cents, Ada Lovelace
const id = request.appointmentId;
const event = (e: AppointmentEvent | PaymentEvent) => recorded(e, { streamId: `appointment-${id}` });
const play = (...events: Array<AppointmentEvent | PaymentEvent>): PaymentDirectoryDocument | null => replay(projection.evolve, events.map(event));

const card = { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 };
const savedCard = { ...card, provider: 'stripe' as const, paymentMethodId: 'pm_1', customerId: 'cus_1' };
const ref = (purpose: 'appointment' | 'tip', amountCents: number, tipAmountCents = 0) => ({
  appointmentId: id, transactionId: `${id}:${purpose}`, purpose, attempt: 1, idempotencyKey: `${id}:${purpose}:1`, amountCents, tipAmountCents, currency: 'USD' as const, provider: 'stripe' as const,
});

const requested: AppointmentEvent = { type: 'AppointmentRequested', data: request };
const accepted: AppointmentEvent = { type: 'AppointmentAccepted', data: { appointmentId: id, acceptedBy: 'pro' } };
const declined: AppointmentEvent = { type: 'AppointmentDeclined', data: { appointmentId: id } };
const cancelled: AppointmentEvent = { type: 'AppointmentCancelled', data: { appointmentId: id, cancelledBy: 'pro', practitionerNote: null } };
const hold: PaymentEvent = { type: 'PaymentHoldPlaced', data: { appointmentId: id, transactionId: `${id}:hold`, amountCents: 9000, currency: 'USD', chargeOn: '2026-11-23', card: savedCard } };
const charged: PaymentEvent = { type: 'PaymentCharged', data: { ...ref('appointment', 9000), providerPaymentId: 'pi_1', card } };
const tipCharged: PaymentEvent = { type: 'TipCharged', data: { ...ref('tip', 1350, 1350), providerPaymentId: 'pi_2', card } };
const failed: PaymentEvent = { type: 'PaymentFailed', data: { ...ref('appointment', 9000), code: 'card_declined', reason: 'Your card was declined.' } };
const paypal: PaymentEvent = {
  type: 'PaypalPaymentCaptured',
  data: { appointmentId: id, orderId: 'O1', via: 'venmo', amountCents: 10_000, tipAmountCents: 1000, tipOnly: false, currency: 'CAD', captureId: 'CAP1' },
};
const markedPaid: PaymentEvent = { type: 'AppointmentMarkedPaid', data: { appointmentId: id, paidBy: 'other', note: 'Gift card', amountCents: 9000, currency: 'USD' } };
const undone: PaymentEvent = { type: 'AppointmentMarkPaidUndone', data: { appointmentId: id } };
const adjusted = (adjustmentId: string, amountCents: number): PaymentEvent => ({
  type: 'AdjustmentCreated', data: { appointmentId: id, adjustmentId, adjustedAt: '2026-11-24T12:00:00.000Z', amountCents, note: 'Late start', currency: 'USD', refund: null },
});
const removed = (adjustmentId: string): PaymentEvent => ({ type: 'AdjustmentRemoved', data: { appointmentId: id, adjustmentId } });

describe('payments directory projection', () => {
  it('follows the appointment and all its payment events, one row per appointment', () => {
    expect(projection.eventTypes).toEqual(expect.arrayContaining(['AppointmentRequested', 'AppointmentRescheduled', 'PaymentCharged', 'TipCharged', 'PaypalPaymentCaptured', 'AppointmentMarkedPaid', 'AdjustmentCreated', 'AdjustmentRemoved']));
    expect(projection.documentId(event(charged))).toBe(id);
  });

  it('a pending request is kept but not listed; accepting it lists it as due, with the client, search text and facts', () => {
    expect(play(requested)).toMatchObject({ state: 'pending', settlement: null });
    expect(play(requested, accepted)).toEqual(expect.objectContaining({
      id, practiceId: 'p1', clientId: 'c1', clientFirstName: 'Ada', clientLastName: 'Lovelace', clientEmail: 'ada@example.com', clientPhone: '+12125550101',
      searchText: 'ada lovelace ada@example.com 2125550101 12125550101', startsAt: request.startsAt, endsAt: request.endsAt, timeZone: 'America/New_York',
      serviceNames: ['Deep Tissue Massage'], locationName: 'Studio', amountCents: 9000, tipAmountCents: 0, feeCents: 0, platformFeeCents: 0, currency: null,
      state: 'approved', settlement: 'due', paid: false, collectedCents: 0, netCollectedCents: 0, refundedCents: 0, outstandingCents: 9000,
      paymentError: null, instantActionToken: 'tok_ABC-123',
    }));
  });

  it('keeps only the parts of the payment fold that left their initial value (a small row sums fast), and folds on from them', () => {
    expect(play(requested, accepted)?.payment).toEqual({});
    const paid = play(requested, accepted, charged)!;
    expect(Object.keys(paid.payment).sort()).toEqual(['paid', 'providerPayments', 'transactions']);
    expect(projection.evolve(paid, event(tipCharged))).toEqual(play(requested, accepted, charged, tipCharged));
  });

  it('a free appointment is listed as free', () => {
    const free: AppointmentEvent = { type: 'AppointmentRequested', data: sampleAppointment({ amountCents: 0 }) };
    expect(play(free, accepted)).toMatchObject({ settlement: 'free', outstandingCents: 0 });
  });

  it('a hold placed while pending is kept through the acceptance; a card charge makes it paid by card', () => {
    expect(play(requested, hold, accepted)?.payment.hold).toMatchObject({ released: false });
    expect(play(requested, hold, accepted, charged)).toMatchObject({ settlement: 'paid', paid: true, paidBy: 'card', currency: 'USD', collectedCents: 9000, netCollectedCents: 9000, outstandingCents: 0 });
  });

  it('a tip charged on its own adds to the tip and to what was collected', () => {
    expect(play(requested, accepted, charged, tipCharged)).toMatchObject({ tipAmountCents: 1350, collectedCents: 10_350, netCollectedCents: 10_350 });
  });

  it('a PayPal or Venmo capture pays it, tip included, in the capture’s currency', () => {
    expect(play(requested, accepted, paypal)).toMatchObject({ settlement: 'paid', paidBy: 'venmo', currency: 'CAD', tipAmountCents: 1000, collectedCents: 10_000 });
  });

  it('a failure keeps it due with the error; a later charge clears it', () => {
    expect(play(requested, accepted, failed)).toMatchObject({ settlement: 'due', paymentError: 'Your card was declined.', outstandingCents: 9000 });
    expect(play(requested, accepted, failed, charged)).toMatchObject({ settlement: 'paid', paymentError: null });
  });

  it('mark as paid shows how and the note; undo makes it due again', () => {
    expect(play(requested, accepted, markedPaid)).toMatchObject({ settlement: 'paid', paidBy: 'other', paidNote: 'Gift card', collectedCents: 9000, outstandingCents: 0 });
    expect(play(requested, accepted, markedPaid, undone)).toMatchObject({ settlement: 'due', paid: false, paidBy: null, paidNote: null, collectedCents: 0, outstandingCents: 9000 });
  });

  it('an adjustment is refunded from what was collected, or taken off what is owed; removing it puts it back', () => {
    expect(play(requested, accepted, charged, adjusted('a.1', 2500))).toMatchObject({ refundedCents: 2500, collectedCents: 9000, netCollectedCents: 6500, adjustments: [expect.objectContaining({ id: 'a.1', amountCents: 2500 })] });
    expect(play(requested, accepted, adjusted('a.1', 2500))).toMatchObject({ refundedCents: 2500, outstandingCents: 6500, netCollectedCents: 0 });
    expect(play(requested, accepted, adjusted('a.1', 2500), removed('a.1'))).toMatchObject({ refundedCents: 0, outstandingCents: 9000, adjustments: [] });
  });

  it('a reschedule moves the row; a change of details changes the price, services, location and zone', () => {
    const moved: AppointmentEvent = { type: 'AppointmentRescheduled', data: { appointmentId: id, startsAt: '2026-12-01T18:00:00Z', endsAt: '2026-12-01T19:00:00Z', previousStartsAt: request.startsAt, previousEndsAt: request.endsAt } };
    expect(play(requested, accepted, moved)).toMatchObject({ startsAt: '2026-12-01T18:00:00.000Z', endsAt: '2026-12-01T19:00:00.000Z' });
    const location = { locationId: 'l2', name: 'Home visit', kind: 'home' as const, timeZone: 'America/Chicago' };
    const services = [{ serviceId: 's2', name: 'Reiki', timeLength: 60, amountCents: 7000, addOn: false }, { serviceId: 's3', name: 'Hot stones', timeLength: 15, amountCents: 1500, addOn: true }];
    const changed: AppointmentEvent = { type: 'AppointmentDetailsChanged', data: { appointmentId: id, services, amountCents: 8500, location, timeZone: 'America/Chicago', practitionerNote: null } };
    expect(play(requested, accepted, changed)).toMatchObject({ serviceNames: ['Reiki', 'Hot stones'], amountCents: 8500, outstandingCents: 8500, locationName: 'Home visit', timeZone: 'America/Chicago' });
  });

  it('cancelled or declined: listed only while money was collected, owing nothing', () => {
    expect(play(requested, accepted, cancelled)).toMatchObject({ state: 'cancelled', settlement: null, outstandingCents: 0 });
    expect(play(requested, declined)).toMatchObject({ state: 'declined', settlement: null });
    expect(play(requested, accepted, charged, cancelled)).toMatchObject({ state: 'cancelled', settlement: 'paid', netCollectedCents: 9000 });
    // A charge in flight when it was cancelled, answered after: the money shows.
    expect(play(requested, accepted, cancelled, charged)).toMatchObject({ state: 'cancelled', settlement: 'paid', collectedCents: 9000 });
    // Refunded in full after the cancellation: still listed (collected), nothing net.
    expect(play(requested, accepted, charged, cancelled, adjusted('a.1', 9000))).toMatchObject({ settlement: 'paid', netCollectedCents: 0, refundedCents: 9000 });
  });

  it('events of an appointment it never saw requested change nothing', () => {
    expect(play(charged)).toBeNull();
    expect(play(accepted)).toBeNull();
  });
});
