// The day-of job (spec: holds are charged on the appointment's day in its zone): the server's
// clock is set to late October 2026, so the New York appointments below fall on 2026-11-02, the
// day after clocks fall back. The job's passes are run by the test at chosen instants (the
// schedule's own tick is off in tests). The simulator counts the charges it made.
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { AdjustableClock } from '../../apps/api/src/infrastructure/clock.js';
import { DayOfCharges } from '../../apps/api/src/payments/day-of-charges.job.js';
import { PAYMENT_PROVIDERS, type PaymentProviders } from '../../apps/api/src/payments/payment-providers.js';
import { CommandBus } from '@nestjs/cqrs';
import { DueChargesQuery } from '#projections';
import type { TestClient } from '../support/graphql-client.js';
import { ACCEPT, CLIENT_CANCEL, HISTORY, UPSERT_SERVICE } from '../support/operations.js';
import { PAYMENT_PAGE, saveCard, SET_PAYMENT_PROVIDER, type BookedAppointment } from '../support/payment-operations.js';
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
  expect((await pro.gql(SET_PAYMENT_PROVIDER, { p: 'stripe' })).data.updatePracticePaymentProvider.result).toBe('success');
  const [service] = practice.services;
  const priced = { id: service.id, name: 'Deep tissue massage', description: 'Firm pressure.', timeLength: 30, amountCents: 9_000, locationIds: practice.locations.map((l) => l.id) };
  expect((await pro.gql(UPSERT_SERVICE, { input: priced })).data.upsertService.result).toBe('success');
  const visitor = await newClient(server);
  // Start times an hour apart, so no booking takes another's time (buffers included).
  for (const slot of await freeSlots(visitor, practice, { from: '2026-11-02', to: '2026-11-02' })) {
    if (slot.startsWith('2026-11-02') && (!slots.length || Date.parse(slot) >= Date.parse(slots[slots.length - 1]) + 3_600_000)) slots.push(slot);
  }
  expect(slots.length).toBeGreaterThanOrEqual(8);
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
    const other = new DayOfCharges(server.app.get(CommandBus), server.app.get(DueChargesQuery), clock);
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
