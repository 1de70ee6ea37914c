// Payments I through the API, on the embedded simulator (spec 000 §7 payment calls): a client saves
// a card through the simulator's card form, is charged, tips; declines, a provider timeout and its
// retry, two charges at once, PayPal, and another token's appointment. The simulator counts the
// charges it made, so "never twice" is measured where the money would move.
import request from 'supertest';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { AdjustableClock } from '../../apps/api/src/infrastructure/clock.js';
import { PAYMENT_PROVIDERS, type PaymentProviders } from '../../apps/api/src/payments/payment-providers.js';
import type { TestClient } from '../support/graphql-client.js';
import { ACCEPT, CLIENT_CANCEL, HISTORY, UPSERT_SERVICE } from '../support/operations.js';
import { CHARGE, connectSimulatedProviders, PAYMENT_PAGE as PAGE, saveCard as saveCardAt, SET_PAYMENT_PROVIDER as PROVIDER, SETUP, type BookedAppointment } from '../support/payment-operations.js';
import { newClient, requestAppointment, signUpPro, startTestServer } from '../support/test-server.js';

const TIP_ONLY = `mutation($id: ID!, $token: String!, $tip: Int!) { chargeTipOnly(appointmentId: $id, instantActionToken: $token, tipAmount: $tip) { result errors appointment { clientPaymentStatus tipAmountCents } } }`;
const PAYPAL_ORDER = `mutation($id: ID!, $token: String!, $tip: Int) { createPaypalOrder(appointmentId: $id, instantActionToken: $token, tipAmountCents: $tip) { result errors orderId } }`;
const PAYPAL_CAPTURE = `mutation($id: ID!, $token: String!, $order: String!) { capturePaypalPayment(appointmentId: $id, instantActionToken: $token, orderId: $order) { result errors appointment { clientPaymentStatus tipAmountCents } } }`;
const DETACH = `mutation($id: ID!, $token: String!) { detachPaymentMethodPractice(appointmentId: $id, instantActionToken: $token) { result errors } }`;
const TIPS = `mutation { updatePracticeAcceptsTips(acceptsTips: true) { result errors } }`;
const PAYPAL = `mutation { updatePaypalSettings(paypalActive: true) { result errors } }`;

const DAY = 86_400_000;
const clock = new AdjustableClock();
let server: RunningServer;
let providers: PaymentProviders;
let pro: TestClient;
const booked: BookedAppointment[] = [];

beforeAll(async () => {
  server = await startTestServer({ publicCallsPerMinute: 100_000, clock });
  providers = server.app.get(PAYMENT_PROVIDERS);
  const signedUp = await signUpPro(server, 'Money Matters Massage');
  pro = signedUp.client;
  await connectSimulatedProviders(pro);
  for (const op of [TIPS, PAYPAL]) expect((await pro.gql(op)).data).toBeTruthy();
  expect((await pro.gql(PROVIDER, { p: 'stripe' })).data.updatePracticePaymentProvider.result).toBe('success');
  const [service] = signedUp.practice.services;
  const priced = { id: service.id, name: 'Deep tissue massage', description: 'Firm pressure.', timeLength: 60, amountCents: 9_000, locationIds: signedUp.practice.locations.map((l: { id: string }) => l.id) };
  expect((await pro.gql(UPSERT_SERVICE, { input: priced })).data.upsertService.result).toBe('success');
  // Ten approved appointments, each for its own client (one saved card per client and practice).
  for (let i = 0; i < 10; i++) {
    const visitor = await newClient(server);
    const { appointmentId, instantActionToken } = (await requestAppointment(visitor, signedUp.practice, { email: `payer${i}@example.com`, firstName: `Payer${i}`, phone: `(212) 555-01${10 + i}` })).data.requestAppointment;
    expect((await pro.gql(ACCEPT, { id: appointmentId })).data.acceptAppointment.result).toBe('success');
    booked.push({ id: appointmentId, token: instantActionToken, visitor });
  }
}, 120_000);
afterAll(async () => server?.close());

const page = async (b: (typeof booked)[number]) => (await b.visitor.gql(PAGE, { token: b.token })).data.tokenAppointment;

const saveCard = (b: BookedAppointment, number?: string) => saveCardAt(server.url, b, number);

const charges = () => providers.simulated.stripe.successfulCharges();
const historyTypes = async (id: string): Promise<string[]> => (await pro.gql(HISTORY, { id })).data.appointmentHistory.map((e: { type: string }) => e.type);

describe('payments through the token page', () => {
  it('a future appointment without a card needs one; saving it places a hold charged on the day', async () => {
    const [a] = booked;
    expect(await page(a)).toMatchObject({ clientPaymentStatus: 'Card needed', amountCents: expect.any(Number), tipAmountCents: 0, defaultPaymentMethodData: null,
      practice: { hasPaymentProvider: true, paymentProvider: 'stripe', paymentMode: 'simulated', acceptsTips: true, hasPaypalPaymentsEnabled: true, defaultCurrency: 'USD' } });
    const saved = await saveCard(a);
    expect(saved.body).toEqual({ result: 'success', errors: [], paymentMethod: { brand: 'visa', last4: '4242' } });
    const after = await page(a);
    expect(after).toMatchObject({ clientPaymentStatus: 'Pending', defaultPaymentMethodData: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 } });
    expect(after.transactions).toEqual([{ type: 'Hold', state: 1, amountCents: after.amountCents, tipAmountCents: 0, via: 'card' }]);
    expect(await historyTypes(a.id)).toEqual(expect.arrayContaining(['PaymentCardSaved', 'PaymentHoldPlaced']));
  });

  it('a declined test card is refused by the card form with its reason, and nothing is saved', async () => {
    const b = booked[1];
    const refused = await saveCard(b, '4000000000000002');
    expect(refused).toEqual({ status: 402, body: { error: { message: 'Your card was declined.', code: 'card_declined' } } });
    expect((await page(b)).clientPaymentStatus).toBe('Card needed');
  });

  it('charges once: Paid, and a second chargeCard charges nothing more', async () => {
    const [a] = booked;
    const before = await charges();
    const paid = (await a.visitor.gql(CHARGE, { id: a.id, token: a.token })).data.chargeCard;
    expect(paid).toEqual({ result: 'success', errors: [], appointment: { id: a.id, clientPaymentStatus: 'Paid' } });
    expect((await a.visitor.gql(CHARGE, { id: a.id, token: a.token })).data.chargeCard.appointment.clientPaymentStatus).toBe('Paid');
    expect(await charges()).toBe(before + 1);
    expect((await page(a)).transactions).toEqual([expect.objectContaining({ type: 'Charge', state: 1 })]);
  });

  it("another appointment's token reaches nothing", async () => {
    const [a, b] = booked;
    const stolen = (await b.visitor.gql(CHARGE, { id: a.id, token: b.token })).data.chargeCard;
    expect(stolen).toEqual({ result: null, errors: ['Appointment not found'], appointment: null });
    expect((await b.visitor.gql(SETUP, { id: a.id, token: b.token })).data.setupIntent.errors).toEqual(['Appointment not found']);
  });

  it('a provider timeout charges nothing twice: the retry repeats the same key and the simulator made one charge', async () => {
    const c = booked[2];
    await saveCard(c);
    const before = await charges();
    providers.simulated.stripe.simulateTimeouts(1);
    const timedOut = (await c.visitor.gql(CHARGE, { id: c.id, token: c.token })).data.chargeCard;
    expect(timedOut.errors).toEqual(['The payment provider did not answer. Please try again; you will not be charged twice.']);
    expect(await charges()).toBe(before + 1); // the provider did charge; we did not hear it
    const retried = (await c.visitor.gql(CHARGE, { id: c.id, token: c.token })).data.chargeCard;
    expect(retried.appointment.clientPaymentStatus).toBe('Paid');
    expect(await charges()).toBe(before + 1);
    const types = await historyTypes(c.id);
    expect(types.filter((t) => t === 'ChargeAttempted')).toHaveLength(1);
    expect(types).toEqual(expect.arrayContaining(['ChargeTimedOut', 'PaymentCharged']));
  });

  it('two chargeCard calls at once charge once', async () => {
    const d = booked[3];
    await saveCard(d);
    const before = await charges();
    const both = await Promise.all([1, 2].map(() => d.visitor.gql(CHARGE, { id: d.id, token: d.token })));
    expect(both.map((r) => r.data.chargeCard.appointment?.clientPaymentStatus)).toEqual(['Paid', 'Paid']);
    expect(await charges()).toBe(before + 1);
  });

  it('a card that fails off-session: PaymentFailed with the reason, status Failed, the pro sees it in the history', async () => {
    const e = booked[4];
    expect((await saveCard(e, '4000000000000341')).status).toBe(200);
    const failed = (await e.visitor.gql(CHARGE, { id: e.id, token: e.token })).data.chargeCard;
    expect(failed).toEqual({ result: null, errors: ['Your card was declined.'], appointment: null });
    expect(await page(e)).toMatchObject({ clientPaymentStatus: 'Failed', paymentError: 'Your card was declined.' });
    expect(await historyTypes(e.id)).toContain('PaymentFailed');
  });

  it('a cancelled appointment releases its hold and is never charged', async () => {
    const f = booked[5];
    await saveCard(f);
    expect((await f.visitor.gql(CLIENT_CANCEL, { id: f.id, token: f.token })).data.clientCancel.result).toBe('success');
    expect(await historyTypes(f.id)).toContain('PaymentHoldReleased');
    const before = await charges();
    expect((await f.visitor.gql(CHARGE, { id: f.id, token: f.token })).data.chargeCard.errors).toEqual(['This appointment was declined or cancelled, so it cannot be paid.']);
    expect(await charges()).toBe(before);
    expect((await page(f)).clientPaymentStatus).toBe('Cancelled');
  });

  it('PayPal: an order, refused capture before approval, captured after it', async () => {
    const g = booked[6];
    const { orderId } = (await g.visitor.gql(PAYPAL_ORDER, { id: g.id, token: g.token, tip: 0 })).data.createPaypalOrder;
    expect(orderId).toMatch(/^SIM/);
    const early = (await g.visitor.gql(PAYPAL_CAPTURE, { id: g.id, token: g.token, order: orderId })).data.capturePaypalPayment;
    expect(early.errors).toEqual(['The payer has not yet approved the order.']);
    expect((await request(server.url).post(`/simulated-provider/paypal/orders/${orderId}/approve`)).status).toBe(200);
    const captured = (await g.visitor.gql(PAYPAL_CAPTURE, { id: g.id, token: g.token, order: orderId })).data.capturePaypalPayment;
    expect(captured).toEqual({ result: 'success', errors: [], appointment: { clientPaymentStatus: 'Paid', tipAmountCents: 0 } });
    expect((await g.visitor.gql(PAYPAL_CAPTURE, { id: g.id, token: g.token, order: orderId })).data.capturePaypalPayment.result).toBe('success');
    expect(await providers.simulated.paypal.captures()).toBe(1);
    const other = booked[7];
    expect((await other.visitor.gql(PAYPAL_CAPTURE, { id: other.id, token: other.token, order: orderId })).data.capturePaypalPayment.errors).toEqual([
      'This PayPal order does not belong to this appointment.',
    ]);
  });

  it('after the appointment: a 15 % tip on its own, once; Pay now for a past appointment with a saved card', async () => {
    clock.advance(60 * DAY);
    const [a] = booked;
    const amount = (await page(a)).amountCents;
    const tip = Math.floor((amount * 15 + 50) / 100);
    const tipped = (await a.visitor.gql(TIP_ONLY, { id: a.id, token: a.token, tip })).data.chargeTipOnly;
    expect(tipped).toEqual({ result: 'success', errors: [], appointment: { clientPaymentStatus: 'Paid', tipAmountCents: tip } });
    expect((await page(a)).fullTotal).toBe(amount + tip);
    expect((await a.visitor.gql(TIP_ONLY, { id: a.id, token: a.token, tip })).data.chargeTipOnly.errors).toEqual(['A tip was already added to this appointment.']);

    const h = booked[8];
    expect((await page(h)).clientPaymentStatus).toBe('Card needed past due');
    await saveCard(h); // past: no hold, the card is on file
    expect((await page(h)).clientPaymentStatus).toBe('Past due');
    expect((await h.visitor.gql(CHARGE, { id: h.id, token: h.token })).data.chargeCard.appointment.clientPaymentStatus).toBe('Paid');
  });

  it('the client removes their saved card', async () => {
    const e = booked[4];
    expect((await e.visitor.gql(DETACH, { id: e.id, token: e.token })).data.detachPaymentMethodPractice).toEqual({ result: 'success', errors: [] });
    expect((await page(e)).defaultPaymentMethodData).toBeNull();
    expect((await e.visitor.gql(DETACH, { id: e.id, token: e.token })).data.detachPaymentMethodPractice.errors).toEqual(['There is no saved card to delete.']);
  });
});
