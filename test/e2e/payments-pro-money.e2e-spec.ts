// The pro's money calls through the API (spec 001 §7): markPaid / undoMarkPaid, retryPayment,
// createAdjustment / removeAdjustment, on the embedded simulator. Refunds are counted where the
// money would move (the simulator's refunds of each payment), so "refunds once" is measured there.
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { AdjustableClock } from '../../apps/api/src/infrastructure/clock.js';
import { PAYMENT_PROVIDERS, type PaymentProviders } from '../../apps/api/src/payments/payment-providers.js';
import type { TestClient } from '../support/graphql-client.js';
import { ACCEPT, HISTORY, UPSERT_SERVICE } from '../support/operations.js';
import { CHARGE, connectSimulated, saveCard, SET_PAYMENT_PROVIDER, type BookedAppointment } from '../support/payment-operations.js';
import { newClient, requestAppointment, signUpPro, startTestServer } from '../support/test-server.js';

const MONEY = `id state paymentStatus markPaid paidBy paidNote paymentError hasTransaction hasPaymentMethod tipAmountCents fullTotal collectedCents adjustedCents refundableCents outstandingCents isPaid
  adjustments { id adjustedAt amountCents note refunded }`;
const APPOINTMENT = `query($id: ID!) { appointment(id: $id) { ${MONEY} } }`;
const MARK_PAID = `mutation($id: ID!, $by: String!, $note: String) { markPaid(appointmentId: $id, paidBy: $by, note: $note) { result errors appointment { ${MONEY} } } }`;
const UNDO = `mutation($id: ID!) { undoMarkPaid(appointmentId: $id) { result errors appointment { ${MONEY} } } }`;
const RETRY = `mutation($id: ID!) { retryPayment(appointmentId: $id) { result errors appointment { ${MONEY} } } }`;
const ADJUST = `mutation($id: ID!, $cents: Int!, $note: String, $at: DateTime) { createAdjustment(appointmentId: $id, amountCents: $cents, note: $note, adjustedAt: $at) { result errors adjustmentId appointment { ${MONEY} } } }`;
const REMOVE = `mutation($id: ID!) { removeAdjustment(adjustmentId: $id) { result errors adjustmentId appointment { ${MONEY} } } }`;
const INBOX = `{ pendingAppointments { id } failedPayments { id paymentError hasTransaction } missingPayments { id hasTransaction paymentError } }`;
const PAYMENT_ID = `query($id: ID!) { appointmentHistory(appointmentId: $id) { type data } }`;

const DAY = 86_400_000;
const clock = new AdjustableClock();
let server: RunningServer;
let providers: PaymentProviders;
let pro: TestClient;
let stranger: TestClient;
const booked: BookedAppointment[] = [];

beforeAll(async () => {
  server = await startTestServer({ publicCallsPerMinute: 100_000, clock });
  providers = server.app.get(PAYMENT_PROVIDERS);
  const signedUp = await signUpPro(server, 'Ledger Wellness');
  pro = signedUp.client;
  stranger = (await signUpPro(server, 'Someone Else Spa')).client;
  await connectSimulated(pro, 'stripe');
  expect((await pro.gql(SET_PAYMENT_PROVIDER, { p: 'stripe' })).data.updatePracticePaymentProvider.result).toBe('success');
  const [service] = signedUp.practice.services;
  const priced = { id: service.id, name: 'Acupuncture', description: 'Needles.', timeLength: 60, amountCents: 9_000, locationIds: signedUp.practice.locations.map((l: { id: string }) => l.id) };
  expect((await pro.gql(UPSERT_SERVICE, { input: priced })).data.upsertService.result).toBe('success');
  for (let i = 0; i < 6; i++) {
    const visitor = await newClient(server);
    const { appointmentId, instantActionToken } = (await requestAppointment(visitor, signedUp.practice, { email: `ledger${i}@example.com`, firstName: `Ledger${i}`, phone: `(212) 555-02${10 + i}` })).data.requestAppointment;
    expect((await pro.gql(ACCEPT, { id: appointmentId })).data.acceptAppointment.result).toBe('success');
    booked.push({ id: appointmentId, token: instantActionToken, visitor });
  }
}, 120_000);
afterAll(async () => server?.close());

const money = async (id: string) => (await pro.gql(APPOINTMENT, { id })).data.appointment;
const historyTypes = async (id: string): Promise<string[]> => (await pro.gql(HISTORY, { id })).data.appointmentHistory.map((e: { type: string }) => e.type);
const chargedPaymentId = async (id: string): Promise<string> => {
  const history = (await pro.gql(PAYMENT_ID, { id })).data.appointmentHistory as Array<{ type: string; data: { providerPaymentId?: string } }>;
  return history.find((e) => e.type === 'PaymentCharged')!.data.providerPaymentId!;
};

describe('Mark as Paid and Undo', () => {
  it('marks a confirmed appointment paid by cash, then undoes it: unpaid (Upcoming) again', async () => {
    const [a] = booked;
    expect(await money(a.id)).toMatchObject({ paymentStatus: 'Upcoming', markPaid: false, outstandingCents: 9000, fullTotal: 9000, hasTransaction: false });
    const marked = (await pro.gql(MARK_PAID, { id: a.id, by: 'cash' })).data.markPaid;
    expect(marked).toMatchObject({ result: 'success', errors: [], appointment: { paymentStatus: 'Paid', markPaid: true, paidBy: 'cash', isPaid: true, collectedCents: 9000, outstandingCents: 0 } });
    expect((await pro.gql(MARK_PAID, { id: a.id, by: 'venmo' })).data.markPaid.errors).toEqual(['This appointment is already paid.']);
    const undone = (await pro.gql(UNDO, { id: a.id })).data.undoMarkPaid;
    expect(undone).toMatchObject({ result: 'success', appointment: { paymentStatus: 'Upcoming', markPaid: false, paidBy: null, outstandingCents: 9000 } });
    expect((await pro.gql(UNDO, { id: a.id })).data.undoMarkPaid.errors).toEqual(['This appointment is not marked as paid.']);
    expect(await historyTypes(a.id)).toEqual(expect.arrayContaining(['AppointmentMarkedPaid', 'AppointmentMarkPaidUndone']));
  });

  it("'other' needs a note; a bad method is refused; neither changes anything", async () => {
    const b = booked[1];
    const before = await historyTypes(b.id);
    expect((await pro.gql(MARK_PAID, { id: b.id, by: 'other' })).data.markPaid).toMatchObject({ result: null, errors: ['Please add a note saying how the client paid.'], appointment: null });
    expect((await pro.gql(MARK_PAID, { id: b.id, by: 'gold' })).data.markPaid.errors).toEqual(['Please choose how the client paid: cash, venmo, paypal or other.']);
    expect(await historyTypes(b.id)).toEqual(before);
    const other = (await pro.gql(MARK_PAID, { id: b.id, by: 'other', note: 'Gift certificate #12' })).data.markPaid;
    expect(other.appointment).toMatchObject({ paidBy: 'other', paidNote: 'Gift certificate #12' });
  });

  it("another practice's pro gets 'Appointment not found' for every money call, and nothing changes", async () => {
    const c = booked[2];
    const before = await historyTypes(c.id);
    expect((await stranger.gql(MARK_PAID, { id: c.id, by: 'cash' })).data.markPaid.errors).toEqual(['Appointment not found']);
    expect((await stranger.gql(UNDO, { id: c.id })).data.undoMarkPaid.errors).toEqual(['Appointment not found']);
    expect((await stranger.gql(RETRY, { id: c.id })).data.retryPayment.errors).toEqual(['Appointment not found']);
    expect((await stranger.gql(ADJUST, { id: c.id, cents: 100 })).data.createAdjustment.errors).toEqual(['Appointment not found']);
    expect((await stranger.gql(REMOVE, { id: `${c.id}.1` })).data.removeAdjustment.errors).toEqual(['Appointment not found']);
    expect((await stranger.gql(APPOINTMENT, { id: c.id })).data?.appointment ?? null).toBeNull();
    expect(await historyTypes(c.id)).toEqual(before);
  });
});

describe('retryPayment', () => {
  it('a card that fails when charged: Failed with the reason; a new card and Retry: Paid, error cleared', async () => {
    const c = booked[2];
    expect((await saveCard(server.url, c, '4000000000000341')).status).toBe(200);
    clock.advance(30 * DAY); // the appointment is past
    const failed = (await pro.gql(RETRY, { id: c.id })).data.retryPayment;
    expect(failed.result).toBeNull();
    expect(failed.errors[0]).toMatch(/declined/i);
    expect(await money(c.id)).toMatchObject({ paymentStatus: 'Failed', paymentError: failed.errors[0], hasTransaction: true });
    const inbox = (await pro.gql(INBOX)).data;
    expect(inbox.failedPayments).toEqual([{ id: c.id, paymentError: failed.errors[0], hasTransaction: true }]);
    expect(inbox.missingPayments.map((m: { id: string }) => m.id)).not.toContain(c.id);
    expect((await saveCard(server.url, c, '4242424242424242')).status).toBe(200);
    const paid = (await pro.gql(RETRY, { id: c.id })).data.retryPayment;
    expect(paid).toMatchObject({ result: 'success', errors: [], appointment: { paymentStatus: 'Paid', paymentError: null, collectedCents: 9000, paidBy: 'card' } });
    expect((await pro.gql(RETRY, { id: c.id })).data.retryPayment.errors).toEqual(['This appointment is already paid.']);
  });

  it('a past appointment without any card is Past due and Retry says to add a card', async () => {
    const d = booked[3];
    expect(await money(d.id)).toMatchObject({ paymentStatus: 'Past due', hasPaymentMethod: false, hasTransaction: false });
    expect((await pro.gql(RETRY, { id: d.id })).data.retryPayment.errors).toEqual(['Please add a credit card first.']);
  });
});

describe('the inbox payment rules (spec 001 §4)', () => {
  it('past appointments still owed are missing payments: without a transaction (past due) or with one (unprocessed); paid ones are not', async () => {
    const inbox = (await pro.gql(INBOX)).data;
    expect(inbox.failedPayments).toEqual([]);
    const missing = new Map(inbox.missingPayments.map((m: { id: string; hasTransaction: boolean }) => [m.id, m.hasTransaction]));
    expect(missing.get(booked[0].id)).toBe(false); // undone Mark as Paid, no card: Payment past due
    expect(missing.get(booked[3].id)).toBe(false);
    expect(missing.has(booked[1].id)).toBe(false); // marked paid
    expect(missing.has(booked[2].id)).toBe(false); // charged after the retry
    expect(inbox.pendingAppointments).toEqual([]);
    expect((await stranger.gql(INBOX)).data).toEqual({ pendingAppointments: [], failedPayments: [], missingPayments: [] });
  });
});

describe('adjustments', () => {
  it('refunds $10 of a charged appointment through the provider, never more than is refundable', async () => {
    const c = booked[2];
    const paymentId = await chargedPaymentId(c.id);
    const refunded = (await pro.gql(ADJUST, { id: c.id, cents: 1000, note: 'Started late' })).data.createAdjustment;
    expect(refunded).toMatchObject({ result: 'success', errors: [], adjustmentId: `${c.id}.1`, appointment: { adjustedCents: 1000, refundableCents: 8000, collectedCents: 9000 } });
    expect(refunded.appointment.adjustments).toEqual([{ id: `${c.id}.1`, adjustedAt: expect.any(String), amountCents: 1000, note: 'Started late', refunded: true }]);
    expect(await providers.simulated.stripe.refundedCents(paymentId)).toBe(1000);
    expect((await pro.gql(ADJUST, { id: c.id, cents: 8001 })).data.createAdjustment.errors).toEqual(['Adjustment amount cannot exceed the refundable amount ($80.00)']);
    expect((await pro.gql(REMOVE, { id: `${c.id}.1` })).data.removeAdjustment.errors).toEqual(['This adjustment was refunded to the card and cannot be removed.']);
    expect(await providers.simulated.stripe.refundedCents(paymentId)).toBe(1000);
  });

  it('a refund that times out at the provider and is retried refunds once', async () => {
    const c = booked[2];
    const paymentId = await chargedPaymentId(c.id);
    const refundsBefore = await providers.simulated.stripe.refundsOf(paymentId);
    providers.simulated.stripe.simulateRefundTimeouts(1);
    const timedOut = (await pro.gql(ADJUST, { id: c.id, cents: 2000 })).data.createAdjustment;
    expect(timedOut.errors).toEqual(['The card provider did not answer. Add the same amount again to retry the refund; it will not be refunded twice.']);
    expect((await pro.gql(ADJUST, { id: c.id, cents: 500 })).data.createAdjustment.errors).toEqual(['A refund of $20.00 is waiting for the card provider. Add the same amount again to retry it.']);
    const retried = (await pro.gql(ADJUST, { id: c.id, cents: 2000 })).data.createAdjustment;
    expect(retried).toMatchObject({ result: 'success', appointment: { adjustedCents: 3000, refundableCents: 6000 } });
    expect(await providers.simulated.stripe.refundsOf(paymentId)).toBe(refundsBefore + 1);
    expect(await providers.simulated.stripe.refundedCents(paymentId)).toBe(3000);
    expect(await historyTypes(c.id)).toEqual(expect.arrayContaining(['RefundAttempted', 'RefundTimedOut', 'AdjustmentCreated']));
  });

  it('on an unpaid appointment an adjustment lowers what is owed and can be removed', async () => {
    const d = booked[3];
    const adjusted = (await pro.gql(ADJUST, { id: d.id, cents: 2500, note: 'Loyalty', at: '2026-11-20T10:00:00-05:00' })).data.createAdjustment;
    expect(adjusted).toMatchObject({ result: 'success', appointment: { outstandingCents: 6500, adjustments: [{ amountCents: 2500, note: 'Loyalty', refunded: false, adjustedAt: '2026-11-20T15:00:00.000Z' }] } });
    const removed = (await pro.gql(REMOVE, { id: adjusted.adjustmentId })).data.removeAdjustment;
    expect(removed).toMatchObject({ result: 'success', appointment: { outstandingCents: 9000, adjustments: [] } });
    expect((await pro.gql(REMOVE, { id: adjusted.adjustmentId })).data.removeAdjustment.errors).toEqual(['Adjustment not found']);
    expect((await pro.gql(REMOVE, { id: 'not-an-adjustment' })).data.removeAdjustment.errors).toEqual(['Appointment not found']);
  });

  it('refuses zero, negative and oversized amounts with a message and records nothing', async () => {
    const e = booked[4];
    const before = await historyTypes(e.id);
    expect((await pro.gql(ADJUST, { id: e.id, cents: 0 })).data.createAdjustment.errors).toEqual(['Please enter an adjustment amount above $0.00.']);
    expect((await pro.gql(ADJUST, { id: e.id, cents: -500 })).data.createAdjustment.errors).toEqual(['Please enter an adjustment amount above $0.00.']);
    expect((await pro.gql(ADJUST, { id: e.id, cents: 9001 })).data.createAdjustment.errors).toEqual(['Adjustment amount cannot exceed the refundable amount ($90.00)']);
    expect(await historyTypes(e.id)).toEqual(before);
  });

  it('paying through the client page after Mark as Paid charges nothing (the hold was released)', async () => {
    const f = booked[5];
    clock.advance(-30 * DAY);
    expect((await saveCard(server.url, f)).status).toBe(200);
    expect((await pro.gql(MARK_PAID, { id: f.id, by: 'paypal' })).data.markPaid.result).toBe('success');
    const before = await providers.simulated.stripe.successfulCharges();
    expect((await f.visitor.gql(CHARGE, { id: f.id, token: f.token })).data.chargeCard.appointment.clientPaymentStatus).toBe('Paid');
    expect(await providers.simulated.stripe.successfulCharges()).toBe(before);
    clock.advance(30 * DAY);
  });
});
