// The day-of job (spec: holds are charged on the appointment's day in its zone): the server's
// clock is set to late October 2026, so the New York appointments below fall on 2026-11-02, the
// day after clocks fall back. The job's passes are run by the test at chosen instants (the
// schedule's own tick is off in tests). The simulator counts the charges it made.
import request from 'supertest';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { AdjustableClock } from '../../apps/api/src/infrastructure/clock.js';
import { DayOfCharges } from '../../apps/api/src/payments/day-of-charges.job.js';
import { PAYMENT_PROVIDERS, type PaymentProviders } from '../../apps/api/src/payments/payment-providers.js';
import { CommandBus } from '@nestjs/cqrs';
import { DueChargesQuery } from '#projections';
import type { TestClient } from '../support/graphql-client.js';
import { ACCEPT, CLIENT_CANCEL, HISTORY, UPSERT_SERVICE } from '../support/operations.js';
import { connectSimulated, PAYMENT_PAGE, saveCard, SET_PAYMENT_PROVIDER, UPDATE_PAYMENT_SETTINGS, type BookedAppointment } from '../support/payment-operations.js';
import { freeSlots, newClient, requestAppointment, signUpPro, startTestServer, type TestPractice } from '../support/test-server.js';

const clock = new AdjustableClock();
let server: RunningServer;
let providers: PaymentProviders;
let pro: TestClient;
let practice: TestPractice;
let job: DayOfCharges;

/** 23:30 on 2026-11-01 in New York (EST since 06:00 UTC that day): not yet the appointment's day. */
const EVENING_BEFORE = new Date('2026-11-02T04:30:00.000Z');
/** 00:00:30 on 2026-11-02 in New York. Under the old offset (EDT, UTC-4) it would have been 04:00 UTC. */
const JUST_AFTER_MIDNIGHT = new Date('2026-11-02T05:00:30.000Z');

const charges = () => providers.simulated.stripe.successfulCharges();
const status = async (b: BookedAppointment) => (await b.visitor.gql(PAYMENT_PAGE, { token: b.token })).data.tokenAppointment.clientPaymentStatus;
const historyTypes = async (id: string): Promise<string[]> => (await pro.gql(HISTORY, { id })).data.appointmentHistory.map((e: { type: string }) => e.type);

let slots: string[] = [];
let n = 0;
/** A confirmed appointment on 2026-11-02 for a new client, with a card saved (a hold charged on the day). */
const bookWithCard = async (card = '4242424242424242'): Promise<BookedAppointment> => {
  const visitor = await newClient(server);
  const i = n++;
  const res = (await requestAppointment(visitor, practice, { startsAt: slots[i], email: `dayof${i}@example.com`, firstName: `Day${i}`, phone: `(212) 555-02${10 + i}` })).data.requestAppointment;
  expect(res.errors).toEqual([]);
  expect((await pro.gql(ACCEPT, { id: res.appointmentId })).data.acceptAppointment.result).toBe('success');
  const booked = { id: res.appointmentId, token: res.instantActionToken, visitor };
  expect((await saveCard(server.url, booked, card)).status).toBe(200);
  expect(await status(booked)).toBe('Pending');
  return booked;
};

beforeAll(async () => {
  clock.set(new Date('2026-10-26T14:00:00.000Z'));
  server = await startTestServer({ publicCallsPerMinute: 100_000, clock });
  providers = server.app.get(PAYMENT_PROVIDERS);
  job = server.app.get(DayOfCharges);
  const signedUp = await signUpPro(server, 'Day Of Massage');
  pro = signedUp.client;
  practice = signedUp.practice;
  await connectSimulated(pro, 'stripe');
  expect((await pro.gql(SET_PAYMENT_PROVIDER, { p: 'stripe' })).data.updatePracticePaymentProvider.result).toBe('success');
  const [service] = practice.services;
  const priced = { id: service.id, name: 'Deep tissue massage', description: 'Firm pressure.', timeLength: 30, amountCents: 9_000, locationIds: practice.locations.map((l) => l.id) };
  expect((await pro.gql(UPSERT_SERVICE, { input: priced })).data.upsertService.result).toBe('success');
  const visitor = await newClient(server);
  // Start times 45 minutes apart (30-minute sessions), so no booking takes another's time: the
  // day-of tests book the eight on 2026-11-02, the booking tests the next day's.
  for (const slot of await freeSlots(visitor, practice, { from: '2026-11-02', to: '2026-11-03' })) {
    if (slot.startsWith('2026-11-0') && (!slots.length || Date.parse(slot) >= Date.parse(slots[slots.length - 1]) + 45 * 60_000)) slots.push(slot);
  }
  expect(slots.length).toBeGreaterThanOrEqual(10);
}, 120_000);
afterAll(async () => server?.close());

describe('the day-of job', () => {
  it('charges on the appointment day in New York after clocks fall back: not at 23:30 the evening before, at 00:00 on the day, once', async () => {
    const a = await bookWithCard();
    const before = await charges();
    expect(await job.chargeDue(EVENING_BEFORE)).toMatchObject({ due: 0, charged: 0 });
    expect(await charges()).toBe(before);

    expect(await job.chargeDue(JUST_AFTER_MIDNIGHT)).toMatchObject({ due: 1, charged: 1 });
    expect(await charges()).toBe(before + 1);
    expect(await status(a)).toBe('Paid');
    expect(await job.chargeDue(JUST_AFTER_MIDNIGHT)).toMatchObject({ due: 0 });
    expect(await charges()).toBe(before + 1);
    const history = await historyTypes(a.id);
    expect(history.filter((t) => t === 'ChargeAttempted')).toHaveLength(1);
    expect(history).toContain('PaymentCharged');
  });

  it('two job runners at once charge each hold exactly once', async () => {
    const batch = [await bookWithCard(), await bookWithCard(), await bookWithCard(), await bookWithCard()];
    // A second runner (another API process) over the same store, read model and provider.
    const other = new DayOfCharges(server.app.get(CommandBus), server.app.get(DueChargesQuery), clock, server.persistence.runner);
    const before = await charges();
    const [first, second] = await Promise.all([job.chargeDue(JUST_AFTER_MIDNIGHT, { concurrency: 2 }), other.chargeDue(JUST_AFTER_MIDNIGHT, { concurrency: 2 })]);
    expect(first.charged + second.charged).toBeGreaterThanOrEqual(batch.length);
    expect(await charges()).toBe(before + batch.length);
    for (const b of batch) {
      expect(await status(b)).toBe('Paid');
      const history = await historyTypes(b.id);
      expect(history.filter((t) => t === 'ChargeAttempted')).toHaveLength(1);
      expect(history.filter((t) => t === 'PaymentCharged')).toHaveLength(1);
    }
  });

  it('a provider timeout is asked again on the next pass with the same key: one charge', async () => {
    const c = await bookWithCard();
    const before = await charges();
    providers.simulated.stripe.simulateTimeouts(1);
    expect(await job.chargeDue(JUST_AFTER_MIDNIGHT)).toMatchObject({ due: 1, timedOut: 1 });
    expect(await job.chargeDue(new Date(JUST_AFTER_MIDNIGHT.getTime() + 60_000))).toMatchObject({ due: 1, charged: 1 });
    expect(await charges()).toBe(before + 1);
    expect(await status(c)).toBe('Paid');
    const history = await historyTypes(c.id);
    expect(history.filter((t) => t === 'ChargeAttempted')).toHaveLength(1);
    expect(history).toEqual(expect.arrayContaining(['ChargeTimedOut', 'PaymentCharged']));
  });

  it('a card that fails off-session is recorded once and left to the client and the pro; a cancelled appointment is never charged', async () => {
    const failing = await bookWithCard('4000000000000341');
    const cancelled = await bookWithCard();
    expect((await cancelled.visitor.gql(CLIENT_CANCEL, { id: cancelled.id, token: cancelled.token })).data.clientCancel.result).toBe('success');
    const before = await charges();
    expect(await job.chargeDue(JUST_AFTER_MIDNIGHT)).toMatchObject({ due: 1, failed: 1 });
    expect(await job.chargeDue(new Date(JUST_AFTER_MIDNIGHT.getTime() + 60_000))).toMatchObject({ due: 0 });
    expect(await charges()).toBe(before);
    expect(await status(failing)).toBe('Failed');
    expect((await historyTypes(failing.id)).filter((t) => t === 'PaymentFailed')).toHaveLength(1);
    expect(await status(cancelled)).toBe('Cancelled');
    expect(await historyTypes(cancelled.id)).toContain('PaymentHoldReleased');
  });
});

describe('a card required to book (requireClientCcToBook), charged at booking (chargeClientCcAtBooking)', () => {
  const BOOKING_SETUP = `mutation($practiceId: ID!, $email: String!, $first: String!, $last: String!) {
    bookingSetupIntent(practiceId: $practiceId, email: $email, firstName: $first, lastName: $last) { result errors setupIntentSecret } }`;

  it('the booking needs a card saved first; the request is charged as soon as the pro confirms it, once', async () => {
    const settings = { requireClientCcToBook: true, chargeClientCcAtBooking: true };
    expect((await pro.gql(UPDATE_PAYMENT_SETTINGS, { input: settings })).data.updatePaymentSettings.result).toBe('success');
    const visitor = await newClient(server);
    const i = n++;
    const who = { startsAt: slots[i], email: `atbooking${i}@example.com`, firstName: `Booking${i}`, phone: `(212) 555-03${10 + i}` };
    expect((await requestAppointment(visitor, practice, who)).data.requestAppointment.errors).toEqual([
      'Please add a credit card to book. You will not be charged until your appointment.',
    ]);
    // The booking page: a setup, the card form confirms it, the request carries it.
    const setup = (await visitor.gql(BOOKING_SETUP, { practiceId: practice.id, email: who.email, first: who.firstName, last: 'Lovelace' })).data.bookingSetupIntent;
    expect(setup.errors).toEqual([]);
    const unconfirmed = (await requestAppointment(visitor, practice, { ...who, setupIntentSecret: setup.setupIntentSecret })).data.requestAppointment;
    expect(unconfirmed.errors).toEqual(['The card was not saved. Please check the card details and try again.']);
    const confirmed = await request(server.url).post('/simulated-provider/stripe/setup-intents/confirm').send({ clientSecret: setup.setupIntentSecret, number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' });
    expect(confirmed.status).toBe(200);
    const res = (await requestAppointment(visitor, practice, { ...who, setupIntentSecret: setup.setupIntentSecret })).data.requestAppointment;
    expect(res.errors).toEqual([]);
    const b = { id: res.appointmentId, token: res.instantActionToken, visitor };
    const before = await charges();
    const page = (await visitor.gql(PAYMENT_PAGE, { token: b.token })).data.tokenAppointment;
    expect(page).toMatchObject({ clientPaymentStatus: 'Pending', defaultPaymentMethodData: { last4: '4242' } }); // not charged before the pro confirms
    expect(await charges()).toBe(before);
    expect((await pro.gql(ACCEPT, { id: b.id })).data.acceptAppointment.result).toBe('success');
    // The reaction runs after the confirmation's append: poll the page until it shows the charge.
    for (let tries = 0; tries < 50 && (await status(b)) !== 'Paid'; tries++) await new Promise((r) => setTimeout(r, 100));
    expect(await status(b)).toBe('Paid');
    expect(await charges()).toBe(before + 1);
    expect(await job.chargeDue(JUST_AFTER_MIDNIGHT)).toMatchObject({ charged: 0 });
    expect(await charges()).toBe(before + 1);
  });

  it('a free service is booked without a card', async () => {
    const [service] = practice.services;
    const free = { id: service.id, name: 'Free consultation', description: 'Meet first.', timeLength: 30, amountCents: 0, locationIds: practice.locations.map((l) => l.id) };
    expect((await pro.gql(UPSERT_SERVICE, { input: free })).data.upsertService.result).toBe('success');
    const visitor = await newClient(server);
    const i = n++;
    const res = (await requestAppointment(visitor, practice, { startsAt: slots[i], email: `free${i}@example.com`, firstName: `Free${i}`, phone: `(212) 555-04${10 + i}` })).data.requestAppointment;
    expect(res.errors).toEqual([]);
  });
});
