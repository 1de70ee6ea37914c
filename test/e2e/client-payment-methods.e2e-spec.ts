// The signed-in client's payment methods (spec 000 §2.7, §7 setupIntent / squareAddCardToCustomer /
// detachPaymentMethodPractice / defaultPaymentMethodPractice with a client instead of a token): a
// client who booked with two practices (one takes cards through the simulated Stripe, one takes
// none) adds, changes and deletes their card with the first; the day-of charge of a hold placed
// with an earlier card uses the changed card; nobody else reaches any of it.
import { jest } from '@jest/globals';
import request from 'supertest';
import { ProviderUnavailableError } from '#app/integrations';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { AdjustableClock } from '../../apps/api/src/infrastructure/clock.js';
import { DayOfCharges } from '../../apps/api/src/payments/day-of-charges.job.js';
import { PAYMENT_PROVIDERS, type PaymentProviders } from '../../apps/api/src/payments/payment-providers.js';
import { signInClient } from '../support/client-sign-in.js';
import type { TestClient } from '../support/graphql-client.js';
import { ACCEPT, HISTORY } from '../support/operations.js';
import { connectSimulated, PAYMENT_PAGE, saveCard as saveCardByToken, SET_PAYMENT_PROVIDER, takeCards } from '../support/payment-operations.js';
import { freeSlots, newClient, requestAppointment, signUpPro, startTestServer, type TestPractice } from '../support/test-server.js';

const METHODS = `{ clientPaymentMethods { clientId practice { id name url hasPaymentProvider paymentProvider paymentMode } paymentMethod { brand last4 expMonth expYear } } }`;
const DEFAULT_CARD = `query($p: ID, $c: ID, $u: ID, $t: String) { defaultPaymentMethodPractice(practiceId: $p, clientId: $c, userId: $u, instantActionToken: $t) { brand last4 expMonth expYear } }`;
const SETUP = `mutation($c: ID, $id: ID, $t: String) { setupIntent(clientId: $c, appointmentId: $id, instantActionToken: $t) { result errors setupIntentSecret } }`;
const CONFIRM = `mutation($c: ID!, $s: String!) { confirmCardSetup(clientId: $c, setupIntentSecret: $s) { result errors paymentMethod { brand last4 expMonth expYear } } }`;
const SQUARE_ADD = `mutation($c: ID!, $s: String!) { squareAddCardToCustomer(clientId: $c, sourceId: $s) { result errors paymentMethod { brand last4 } } }`;
const DETACH = `mutation($c: ID, $id: ID, $t: String) { detachPaymentMethodPractice(clientId: $c, appointmentId: $id, instantActionToken: $t) { result errors } }`;
const CLIENT_USER = `{ clientUser { id email } }`;

const ANA = 'ana.cards@example.com';
const BOB = 'bob.cards@example.com';
const clock = new AdjustableClock();
let server: RunningServer;
let providers: PaymentProviders;
let proA: TestClient;
let practiceA: TestPractice;
let practiceB: TestPractice;

let n = 0;
const book = async (practice: TestPractice, email: string, firstName: string) => {
  const visitor = await newClient(server);
  const startsAt = (await freeSlots(visitor, practice))[n++];
  const res = (await requestAppointment(visitor, practice, { startsAt, email, firstName, lastName: 'Cards', phone: `(212) 555-03${10 + n}` })).data.requestAppointment;
  expect(res.errors).toEqual([]);
  return { id: res.appointmentId as string, token: res.instantActionToken as string, visitor, startsAt: startsAt as string };
};

const methods = async (client: TestClient) => {
  const res = await client.gql(METHODS);
  expect(res.errors).toBeUndefined();
  return res.data.clientPaymentMethods as Array<{ clientId: string; practice: { id: string; name: string }; paymentMethod: { brand: string; last4: string } | null }>;
};
const rowOf = async (client: TestClient, practice: TestPractice) => (await methods(client)).find((r) => r.practice.id === practice.id)!;

/** Add or Change as the page does it: a setup for the client, the simulator's card form confirms it, then the card is saved. */
const saveCard = async (client: TestClient, clientId: string, number: string, expYear = 2031) => {
  const setup = (await client.gql(SETUP, { c: clientId })).data.setupIntent;
  if (setup.errors.length) return setup;
  const confirmed = await request(server.url).post('/simulated-provider/stripe/setup-intents/confirm').send({ clientSecret: setup.setupIntentSecret, number, expMonth: 4, expYear, cvc: '123' });
  expect(confirmed.status).toBe(200);
  return (await client.gql(CONFIRM, { c: clientId, s: setup.setupIntentSecret })).data.confirmCardSetup;
};

beforeAll(async () => {
  clock.set(new Date('2026-10-26T14:00:00.000Z'));
  server = await startTestServer({ publicCallsPerMinute: 100_000, clock });
  providers = server.app.get(PAYMENT_PROVIDERS);
  ({ client: proA, practice: practiceA } = await signUpPro(server, 'Willow Acupuncture'));
  ({ practice: practiceB } = await signUpPro(server, 'Harbor Massage'));
  await takeCards(proA, practiceA);
}, 120_000);
afterAll(async () => server?.close());

describe('a signed-in client with two practices', () => {
  let ana: TestClient;
  let bob: TestClient;
  let anaAtA: string;
  let anaAtB: string;
  let held: Awaited<ReturnType<typeof book>>;
  /** The provider's id of Ana's changed card (from the charge attempt that used it). */
  let changedCardId: string;

  beforeAll(async () => {
    held = await book(practiceA, ANA, 'Ana');
    await book(practiceB, ANA, 'Ana');
    await book(practiceA, BOB, 'Bob');
    expect((await proA.gql(ACCEPT, { id: held.id })).data.acceptAppointment.errors).toEqual([]);
    ana = await signInClient(server, ANA);
    bob = await signInClient(server, BOB);
  }, 60_000);

  it('lists both practices: the one with a provider has no card yet, the other cannot take cards', async () => {
    const rows = await methods(ana);
    expect(rows.map((r) => r.practice.name)).toEqual(['Harbor Massage', 'Willow Acupuncture']);
    const [b, a] = rows;
    expect(a).toMatchObject({ practice: { id: practiceA.id, url: `/${practiceA.shortLink}`, hasPaymentProvider: true, paymentProvider: 'stripe', paymentMode: 'simulated' }, paymentMethod: null });
    expect(b).toMatchObject({ practice: { id: practiceB.id, hasPaymentProvider: false, paymentProvider: null }, paymentMethod: null });
    anaAtA = a!.clientId;
    anaAtB = b!.clientId;
    expect(anaAtA).not.toBe(anaAtB);
    expect((await ana.gql(SETUP, { c: anaAtB })).data.setupIntent).toEqual({ result: null, errors: ['This practice does not take card payments yet.'], setupIntentSecret: null });
  });

  it('adds a card through the simulated Stripe card form and sees it, on the list and as the default card with that practice', async () => {
    // A provider that does not answer: spec 000 §8's words, nothing saved.
    jest.spyOn(providers.simulated.stripe, 'createCardSetup').mockRejectedValueOnce(new ProviderUnavailableError());
    expect((await ana.gql(SETUP, { c: anaAtA })).data.setupIntent).toEqual({ result: null, errors: ['Failed to create setup intent'], setupIntentSecret: null });
    expect(await saveCard(ana, anaAtA, '4242424242424242', 2030)).toEqual({ result: 'success', errors: [], paymentMethod: { brand: 'visa', last4: '4242', expMonth: 4, expYear: 2030 } });
    expect((await rowOf(ana, practiceA)).paymentMethod).toEqual({ brand: 'visa', last4: '4242', expMonth: 4, expYear: 2030 });
    expect((await rowOf(ana, practiceB)).paymentMethod).toBeNull();
    expect((await ana.gql(DEFAULT_CARD, { p: practiceA.id })).data.defaultPaymentMethodPractice).toMatchObject({ brand: 'visa', last4: '4242' });
    const { id: userId } = (await ana.gql(CLIENT_USER)).data.clientUser;
    expect((await ana.gql(DEFAULT_CARD, { p: practiceA.id, c: anaAtA, u: userId })).data.defaultPaymentMethodPractice).toMatchObject({ last4: '4242' });
    expect((await ana.gql(DEFAULT_CARD, { p: practiceA.id, u: 'someone-else' })).data.defaultPaymentMethodPractice).toBeNull();
    expect((await ana.gql(DEFAULT_CARD, { p: practiceB.id })).data.defaultPaymentMethodPractice).toBeNull();
    // The appointment's page (its token) shows the same card.
    expect((await held.visitor.gql(PAYMENT_PAGE, { token: held.token })).data.tokenAppointment.defaultPaymentMethodData).toMatchObject({ last4: '4242' });
  });

  it('changes it: the new card replaces the old one; a hold placed with the old card is charged with the new one on the day', async () => {
    // A hold placed through the appointment's link with the 4242 card (the token way still works).
    expect((await saveCardByToken(server.url, held)).status).toBe(200);
    expect((await held.visitor.gql(PAYMENT_PAGE, { token: held.token })).data.tokenAppointment.clientPaymentStatus).toBe('Pending');

    expect(await saveCard(ana, anaAtA, '5555555555554444', 2032)).toMatchObject({ result: 'success', paymentMethod: { brand: 'mastercard', last4: '4444', expYear: 2032 } });
    expect((await rowOf(ana, practiceA)).paymentMethod).toEqual({ brand: 'mastercard', last4: '4444', expMonth: 4, expYear: 2032 });
    expect((await held.visitor.gql(PAYMENT_PAGE, { token: held.token })).data.tokenAppointment.defaultPaymentMethodData).toMatchObject({ last4: '4444' });

    expect(await server.app.get(DayOfCharges).chargeDue(new Date(held.startsAt))).toMatchObject({ charged: 1 });
    const history = (await proA.gql(HISTORY, { id: held.id })).data.appointmentHistory as Array<{ type: string; data: { card?: { last4: string }; paymentMethodId?: string } }>;
    expect(history.find((e) => e.type === 'PaymentCharged')?.data.card).toMatchObject({ brand: 'mastercard', last4: '4444' });
    changedCardId = history.find((e) => e.type === 'ChargeAttempted')!.data.paymentMethodId!;
  });

  it("another signed-in client sees none of it and can neither use nor delete Ana's card", async () => {
    const rows = await methods(bob);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ practice: { id: practiceA.id }, paymentMethod: null });
    expect(rows[0]!.clientId).not.toBe(anaAtA);
    expect((await bob.gql(DEFAULT_CARD, { p: practiceA.id, c: anaAtA })).data.defaultPaymentMethodPractice).toBeNull();
    expect((await bob.gql(DEFAULT_CARD, { p: practiceB.id })).data.defaultPaymentMethodPractice).toBeNull();
    expect((await bob.gql(DETACH, { c: anaAtA })).data.detachPaymentMethodPractice).toEqual({ result: null, errors: ['Client not found'] });
    expect((await bob.gql(SETUP, { c: anaAtA })).data.setupIntent.errors).toEqual(['Client not found']);
    expect((await bob.gql(DETACH, { c: 'not-an-id' })).data.detachPaymentMethodPractice.errors).toEqual(['Client not found']);

    // Ana's setup secret is of no use on Bob's own record: the card is not his customer's.
    const setup = (await ana.gql(SETUP, { c: anaAtA })).data.setupIntent;
    await request(server.url).post('/simulated-provider/stripe/setup-intents/confirm').send({ clientSecret: setup.setupIntentSecret, number: '4242424242424242', expMonth: 4, expYear: 2031, cvc: '123' });
    expect((await bob.gql(CONFIRM, { c: rows[0]!.clientId, s: setup.setupIntentSecret })).data.confirmCardSetup.errors).toEqual(['The card was not saved. Please check the card details and try again.']);
    expect((await methods(bob))[0]!.paymentMethod).toBeNull();
    expect((await rowOf(ana, practiceA)).paymentMethod).toMatchObject({ last4: '4444' });
  });

  it('a visitor is refused; a call naming both a client and an appointment, or neither, is refused', async () => {
    const visitor = await newClient(server);
    expect((await visitor.gql(METHODS)).errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    expect((await visitor.gql(DETACH, { c: anaAtA })).errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    expect((await visitor.gql(SETUP, { c: anaAtA })).errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    expect((await visitor.gql(DEFAULT_CARD, { p: practiceA.id, c: anaAtA })).data.defaultPaymentMethodPractice).toBeNull();
    const oneWay = ['Please name either the appointment with its link token, or your client record, not both.'];
    expect((await ana.gql(DETACH, { c: anaAtA, id: held.id, t: held.token })).data.detachPaymentMethodPractice.errors).toEqual(oneWay);
    expect((await ana.gql(DETACH, {})).data.detachPaymentMethodPractice.errors).toEqual(oneWay);
    expect((await ana.gql(SETUP, {})).data.setupIntent.errors).toEqual(oneWay);
    expect((await rowOf(ana, practiceA)).paymentMethod).toMatchObject({ last4: '4444' });
  });

  it('deletes it: detached at the provider, gone from the list; deleting again says there is none', async () => {
    const card = () => providers.simulated.store.get<{ detached: boolean; last4: string }>('card', changedCardId);
    expect(await card()).toMatchObject({ last4: '4444', detached: false });
    // The provider does not answer: nothing is recorded, the card stays, the client may try again.
    jest.spyOn(providers.simulated.stripe, 'detachCard').mockRejectedValueOnce(new ProviderUnavailableError());
    expect((await ana.gql(DETACH, { c: anaAtA })).data.detachPaymentMethodPractice).toEqual({ result: null, errors: ['There was an error deleting the payment method'] });
    expect((await rowOf(ana, practiceA)).paymentMethod).toMatchObject({ last4: '4444' });
    expect((await ana.gql(DETACH, { c: anaAtA })).data.detachPaymentMethodPractice).toEqual({ result: 'success', errors: [] });
    expect(await card()).toMatchObject({ detached: true });
    expect((await rowOf(ana, practiceA)).paymentMethod).toBeNull();
    expect((await ana.gql(DEFAULT_CARD, { p: practiceA.id })).data.defaultPaymentMethodPractice).toBeNull();
    expect((await ana.gql(DETACH, { c: anaAtA })).data.detachPaymentMethodPractice.errors).toEqual(['There is no saved card to delete.']);
    expect((await held.visitor.gql(PAYMENT_PAGE, { token: held.token })).data.tokenAppointment.defaultPaymentMethodData).toBeNull();
  });
});

describe('a practice that takes cards through Square', () => {
  it('adds the card form\'s token to the client, then deletes it', async () => {
    const { client: proC, practice: practiceC } = await signUpPro(server, 'Cedar Reiki');
    await connectSimulated(proC, 'square');
    expect((await proC.gql(SET_PAYMENT_PROVIDER, { p: 'square' })).data.updatePracticePaymentProvider.errors).toEqual([]);
    await book(practiceC, 'carla.cards@example.com', 'Carla');
    const carla = await signInClient(server, 'carla.cards@example.com');
    const [row] = await methods(carla);
    expect(row).toMatchObject({ practice: { name: 'Cedar Reiki', paymentProvider: 'square' }, paymentMethod: null });
    const tokenised = await request(server.url).post('/simulated-provider/square/tokenize').send({ number: '4242424242424242', expMonth: 4, expYear: 2031, cvc: '123' });
    expect(tokenised.status).toBe(200);
    expect((await carla.gql(SQUARE_ADD, { c: row!.clientId, s: tokenised.body.sourceId })).data.squareAddCardToCustomer).toEqual({ result: 'success', errors: [], paymentMethod: { brand: 'visa', last4: '4242' } });
    expect((await methods(carla))[0]!.paymentMethod).toMatchObject({ last4: '4242' });
    expect((await carla.gql(DETACH, { c: row!.clientId })).data.detachPaymentMethodPractice.result).toBe('success');
    expect((await methods(carla))[0]!.paymentMethod).toBeNull();
  });
});
