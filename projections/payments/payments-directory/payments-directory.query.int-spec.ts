// The payments directory's reads against a real database. Rows are made by the projection from
// appointment streams, in a Los Angeles practice whose "now" is Tuesday 3 March 2026, 23:30 (it
// is already Wednesday in UTC): starts a minute either side of the practice's midnights tell its
// weeks, months and year from UTC's. Beside it a Toronto practice in CAD, and another practice
// whose rows never show.
import type { AppointmentEvent, ClientSnapshot } from '#app/appointments';
import type { PaymentEvent } from '#app/payments';
import { PostgresDocumentStore } from '#app/readstore';
import { describeEachBackend, type TestDatabase } from '#testing/postgres';
import { sampleAppointment } from '#testing/appointments';
import { clientDirectoryProjection } from '../../clients/client-directory/client-directory.projection.js';
import { recorded, replay } from '../../testing/recorded-event.js';
import { directoryFilters, type PaymentsDirectoryArgs } from './payments-directory-filters.js';
import { paymentsDirectoryProjection, type PaymentDirectoryDocument } from './payments-directory.projection.js';
import { collectedByWeek, countPayments, findPayments, paymentTotals, type PaymentsPage } from './payments-directory.query.js';

const now = new Date('2026-03-04T07:30:00.000Z'); // Tue 3 March 23:30 in Los Angeles (PST)
const LA = { practiceId: 'p-la', timeZone: 'America/Los_Angeles', now };
const TORONTO = { practiceId: 'p-cad', timeZone: 'America/Toronto', now };

const ada: ClientSnapshot = { clientId: 'c-ada', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+12125550101' };
const grace: ClientSnapshot = { clientId: 'c-grace', firstName: 'Grace', lastName: 'Hopper', email: 'grace@navy.mil', phone: '+14155550199' };
const alan: ClientSnapshot = { clientId: 'c-alan', firstName: 'Alan', lastName: 'Turing', email: 'alan@bletchley.uk', phone: '+13105550123' };

const card = { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 };
const ref = (id: string, purpose: 'appointment' | 'tip', amountCents: number, currency: 'USD' | 'CAD' = 'USD') => ({
  appointmentId: id, transactionId: `${id}:${purpose}`, purpose, attempt: 1, idempotencyKey: `${id}:${purpose}:1`, amountCents, tipAmountCents: purpose === 'tip' ? amountCents : 0, currency, provider: 'stripe' as const,
});
const charged = (id: string, cents: number, currency?: 'USD' | 'CAD'): PaymentEvent => ({ type: 'PaymentCharged', data: { ...ref(id, 'appointment', cents, currency), providerPaymentId: `pi_${id}`, card } });
const tipped = (id: string, cents: number): PaymentEvent => ({ type: 'TipCharged', data: { ...ref(id, 'tip', cents), providerPaymentId: `pi_tip_${id}`, card } });
const failed = (id: string): PaymentEvent => ({ type: 'PaymentFailed', data: { ...ref(id, 'appointment', 9000), code: 'card_declined', reason: 'Your card was declined.' } });
const adjusted = (id: string, cents: number): PaymentEvent => ({
  type: 'AdjustmentCreated', data: { appointmentId: id, adjustmentId: `${id}.1`, adjustedAt: now.toISOString(), amountCents: cents, note: null, currency: 'USD', refund: { provider: 'stripe', refundIds: ['re_1'] } },
});
const cash = (id: string, cents: number): PaymentEvent => ({ type: 'AppointmentMarkedPaid', data: { appointmentId: id, paidBy: 'cash', note: null, amountCents: cents, currency: 'USD' } });
const paypal = (id: string, cents: number): PaymentEvent => ({ type: 'PaypalPaymentCaptured', data: { appointmentId: id, orderId: `o_${id}`, via: 'paypal', amountCents: cents, tipAmountCents: 0, tipOnly: false, currency: 'USD', captureId: `cap_${id}` } });
const hold = (id: string): PaymentEvent => ({ type: 'PaymentHoldPlaced', data: { appointmentId: id, transactionId: `${id}:hold`, amountCents: 9000, currency: 'USD', chargeOn: '2026-03-07', card: { ...card, provider: 'stripe', paymentMethodId: 'pm_1', customerId: 'cus_1' } } });

interface Spec {
  startsAt: string;
  client?: ClientSnapshot;
  amountCents?: number;
  practiceId?: string;
  state?: 'approved' | 'pending' | 'cancelled';
  money?: (id: string) => PaymentEvent[];
}

const row = (id: string, spec: Spec): PaymentDirectoryDocument | null => {
  const end = new Date(Date.parse(spec.startsAt) + 3_600_000).toISOString();
  const data = sampleAppointment({ appointmentId: id, practiceId: spec.practiceId ?? 'p-la', client: spec.client ?? ada, startsAt: spec.startsAt, endsAt: end, amountCents: spec.amountCents ?? 9000 });
  const events: Array<AppointmentEvent | PaymentEvent> = [{ type: 'AppointmentRequested', data }];
  if (spec.state !== 'pending') events.push({ type: 'AppointmentAccepted', data: { appointmentId: id, acceptedBy: 'pro' } });
  events.push(...(spec.money?.(id) ?? []));
  if (spec.state === 'cancelled') events.push({ type: 'AppointmentCancelled', data: { appointmentId: id, cancelledBy: 'pro', practitionerNote: null } });
  return replay(paymentsDirectoryProjection.evolve, events.map((e) => recorded(e, { streamId: `appointment-${id}` })));
};

// Newest first: m, d, c, h, b, a, k, g, f, e (i cancelled unpaid and j pending are never listed).
const LA_ROWS: Record<string, Spec> = {
  m: { startsAt: '2026-03-15T06:30:00.000Z', client: grace, money: (id) => [paypal(id, 7000)] }, // Sat 14 March 23:30 PDT
  d: { startsAt: '2026-03-08T08:00:00.000Z', money: (id) => [hold(id)] }, // Sun 8 March 00:00 PST: next week
  c: { startsAt: '2026-03-08T07:59:00.000Z', client: alan }, // Sat 7 March 23:59: this week, upcoming
  h: { startsAt: '2026-03-02T18:00:00.000Z', client: grace, amountCents: 5000, state: 'cancelled', money: (id) => [charged(id, 5000)] },
  b: { startsAt: '2026-03-01T08:00:00.000Z', client: grace }, // Sun 1 March 00:00: this week, past, no card
  a: { startsAt: '2026-03-01T07:59:00.000Z', money: (id) => [charged(id, 9000), tipped(id, 1350), adjusted(id, 2500)] }, // Sat 28 Feb 23:59
  k: { startsAt: '2026-02-25T20:00:00.000Z', client: alan }, // past; Alan has a card on file
  g: { startsAt: '2026-02-22T07:59:00.000Z', money: (id) => [failed(id), { ...adjusted(id, 1000), data: { ...adjusted(id, 1000).data, refund: null } } as PaymentEvent] },
  f: { startsAt: '2026-01-01T08:00:00.000Z', amountCents: 0 }, // 1 Jan 00:00 PST: this year
  e: { startsAt: '2026-01-01T07:59:00.000Z', money: (id) => [cash(id, 6000)] }, // 31 Dec 2025 23:59: last year
  i: { startsAt: '2026-03-02T19:00:00.000Z', state: 'cancelled' },
  j: { startsAt: '2026-03-02T20:00:00.000Z', state: 'pending' },
};
const OTHERS: Record<string, Spec> = {
  o1: { startsAt: '2026-03-02T18:00:00.000Z', practiceId: 'p-other', money: (id) => [charged(id, 9000)] },
  o2: { startsAt: '2026-02-25T20:00:00.000Z', practiceId: 'p-other', client: alan },
  x1: { startsAt: '2026-03-02T15:00:00.000Z', practiceId: 'p-cad', amountCents: 12_345, money: (id) => [charged(id, 12_345, 'CAD')] },
  x2: { startsAt: '2026-03-02T15:00:00.000Z', practiceId: 'p-cad', amountCents: 4000 },
};

const alanOnFile = {
  id: 'c-alan', practiceId: 'p-la', firstName: 'Alan', lastName: 'Turing', wallet: { customers: { stripe: 'cus_9' }, defaultCard: { ...card, provider: 'stripe', paymentMethodId: 'pm_9', customerId: 'cus_9' } },
};

describeEachBackend('payments directory query', (open) => {
  let db: TestDatabase;
  const filters = (args: PaymentsDirectoryArgs, scope = LA) => directoryFilters(scope, args);
  const ids = async (args: PaymentsDirectoryArgs, page: PaymentsPage = { limit: null, offset: 0 }, scope = LA) =>
    (await findPayments(db.client, filters(args, scope), page)).map((r) => r.document.id);

  beforeAll(async () => {
    db = await open();
    const store = new PostgresDocumentStore(db.client);
    for (const p of [paymentsDirectoryProjection, clientDirectoryProjection]) await store.ensureCollection(p.collection, p.indexedFields);
    const docs = Object.entries({ ...LA_ROWS, ...OTHERS }).map(([id, spec]) => row(id, spec)!);
    await store.collection(paymentsDirectoryProjection.collection).upsertMany(docs);
    await store.collection(clientDirectoryProjection.collection).upsertMany([alanOnFile]);
  });
  afterAll(async () => db.drop());

  it('lists the practice’s confirmed rows and its cancelled ones with money, newest first; never pending, unpaid cancelled or another practice’s', async () => {
    expect(await ids({})).toEqual(['m', 'd', 'c', 'h', 'b', 'a', 'k', 'g', 'f', 'e']);
    expect(await countPayments(db.client, filters({}))).toBe(10);
  });

  it('each state filter, decided at now', async () => {
    const expected = { all: ['m', 'd', 'c', 'h', 'b', 'a', 'k', 'g', 'f', 'e'], paid: ['m', 'h', 'a', 'e'], upcoming: ['d', 'c'], unpaid: ['b', 'k', 'g'], free: ['f'] };
    for (const [stateFilter, want] of Object.entries(expected)) {
      expect({ stateFilter, ids: await ids({ stateFilter }) }).toEqual({ stateFilter, ids: want });
      expect(await countPayments(db.client, filters({ stateFilter }))).toBe(want.length);
    }
    // At c's very start it is unpaid (at or before now), no longer upcoming: the clock moves rows.
    const later = { ...LA, now: new Date('2026-03-08T07:59:00.000Z') };
    expect(await ids({ stateFilter: 'unpaid' }, undefined, later)).toEqual(['c', 'b', 'k', 'g']);
    expect(await ids({ stateFilter: 'upcoming' }, undefined, later)).toEqual(['d']);
  });

  it('each date filter in the practice’s zone: Sunday weeks, months and the year, from its midnights', async () => {
    const expected = {
      all_time: ['m', 'd', 'c', 'h', 'b', 'a', 'k', 'g', 'f', 'e'],
      this_week: ['c', 'h', 'b'],
      last_week: ['a', 'k'],
      this_month: ['m', 'd', 'c', 'h', 'b'],
      last_month: ['a', 'k', 'g'],
      this_year: ['m', 'd', 'c', 'h', 'b', 'a', 'k', 'g', 'f'],
    };
    for (const [dateFilter, want] of Object.entries(expected)) {
      expect({ dateFilter, ids: await ids({ dateFilter }) }).toEqual({ dateFilter, ids: want });
      expect(await countPayments(db.client, filters({ dateFilter }))).toBe(want.length);
    }
    expect(await ids({ dateFilter: 'this_week', stateFilter: 'unpaid' })).toEqual(['b']);
  });

  it('rows carry the pro status, badge and whether a card can pay (the client’s card of the practice’s provider)', async () => {
    const rows = await findPayments(db.client, filters({}), { limit: null, offset: 0, cardProvider: 'stripe' });
    const seen = Object.fromEntries(rows.map((r) => [r.document.id, [r.paymentStatus, r.badge, r.hasCard]]));
    expect(seen).toEqual({
      m: ['Paid', 'paid', false], d: ['Upcoming', 'upcoming', true], c: ['Upcoming', 'upcoming', true], h: ['Paid', 'paid', false],
      b: ['Past due', 'unpaid', false], a: ['Paid', 'paid', false], k: ['Unpaid', 'unpaid', true], g: ['Failed', 'unpaid', false],
      f: ['Free', 'free', false], e: ['Paid', 'paid', false],
    });
    const square = await findPayments(db.client, filters({ clientId: 'c-alan' }), { limit: null, offset: 0, cardProvider: 'square' });
    expect(square.map((r) => [r.document.id, r.paymentStatus, r.hasCard])).toEqual([['c', 'Upcoming', false], ['k', 'Past due', false]]);
    expect(rows.find((r) => r.document.id === 'a')!.document).toMatchObject({ collectedCents: 10_350, refundedCents: 2500, netCollectedCents: 7850, tipAmountCents: 1350, paidBy: 'card' });
  });

  it('searches client name, e-mail and phone, case-insensitively; and one client’s rows', async () => {
    expect(await ids({ searchTerm: 'GRACE' })).toEqual(['m', 'h', 'b']);
    expect(await ids({ searchTerm: 'grace hop' })).toEqual(['m', 'h', 'b']);
    expect(await ids({ searchTerm: 'Navy.MIL' })).toEqual(['m', 'h', 'b']);
    expect(await ids({ searchTerm: '(310) 555-0123' })).toEqual(['c', 'k']);
    expect(await ids({ searchTerm: '0123' })).toEqual(['c', 'k']);
    expect(await ids({ searchTerm: 'lovelace', stateFilter: 'paid' })).toEqual(['a', 'e']);
    expect(await ids({ searchTerm: '100%_' })).toEqual([]);
    expect(await ids({ clientId: 'c-grace' })).toEqual(['m', 'h', 'b']);
    expect(await countPayments(db.client, filters({ searchTerm: 'turing' }))).toBe(2);
  });

  it('pages by limit and offset in a stable order (ties by id)', async () => {
    expect(await ids({}, { limit: 3, offset: 0 })).toEqual(['m', 'd', 'c']);
    expect(await ids({}, { limit: 3, offset: 3 })).toEqual(['h', 'b', 'a']);
    expect(await ids({}, { limit: 3, offset: 9 })).toEqual(['e']);
    expect(await ids({}, { limit: 3, offset: 10 })).toEqual([]);
    expect(await ids({}, { limit: 5, offset: 0 }, TORONTO)).toEqual(['x1', 'x2']);
  });

  it('totals: net collected (tips in, refunds out) and outstanding of past unpaid rows, by date, search and client but not state', async () => {
    // a 9,000 + 1,350 tip - 2,500 refund; e 6,000 cash; h 5,000 (cancelled after paying); m 7,000 PayPal.
    expect(await paymentTotals(db.client, filters({}))).toEqual({ totalCollected: 7850 + 6000 + 5000 + 7000, totalOutstanding: 9000 + 9000 + 8000 });
    expect(await paymentTotals(db.client, filters({ stateFilter: 'free' }))).toEqual(await paymentTotals(db.client, filters({})));
    expect(await paymentTotals(db.client, filters({ dateFilter: 'this_week' }))).toEqual({ totalCollected: 5000, totalOutstanding: 9000 });
    expect(await paymentTotals(db.client, filters({ dateFilter: 'last_month' }))).toEqual({ totalCollected: 7850, totalOutstanding: 9000 + 8000 });
    expect(await paymentTotals(db.client, filters({ searchTerm: 'grace' }))).toEqual({ totalCollected: 12_000, totalOutstanding: 9000 });
    expect(await paymentTotals(db.client, filters({ clientId: 'c-alan' }))).toEqual({ totalCollected: 0, totalOutstanding: 9000 });
    expect(await paymentTotals(db.client, filters({ dateFilter: 'this_year' }))).toEqual({ totalCollected: 7850 + 5000 + 7000, totalOutstanding: 26_000 });
  });

  it('a CAD practice: its rows in CAD, exact totals', async () => {
    const rows = await findPayments(db.client, filters({}, TORONTO), { limit: 20, offset: 0 });
    expect(rows.map((r) => [r.document.id, r.document.currency, r.paymentStatus])).toEqual([['x1', 'CAD', 'Paid'], ['x2', null, 'Past due']]);
    expect(await paymentTotals(db.client, filters({}, TORONTO))).toEqual({ totalCollected: 12_345, totalOutstanding: 4000 });
  });

  it('collected by week: Sunday weeks in the practice’s zone over the range, empty weeks as 0', async () => {
    expect(await collectedByWeek(db.client, filters({ dateFilter: 'this_month' }))).toEqual([
      { weekStart: '2026-03-01', collectedCents: 5000 },
      { weekStart: '2026-03-08', collectedCents: 7000 }, // m: Saturday 14 March in Los Angeles (Sunday 15 in UTC)
      { weekStart: '2026-03-15', collectedCents: 0 },
      { weekStart: '2026-03-22', collectedCents: 0 },
      { weekStart: '2026-03-29', collectedCents: 0 },
    ]);
    const allTime = await collectedByWeek(db.client, filters({}));
    expect(allTime[0]).toEqual({ weekStart: '2025-12-28', collectedCents: 6000 });
    expect(allTime.map((w) => w.weekStart)).toEqual(['2025-12-28', '2026-01-04', '2026-01-11', '2026-01-18', '2026-01-25', '2026-02-01', '2026-02-08', '2026-02-15', '2026-02-22', '2026-03-01', '2026-03-08']);
    expect(allTime.find((w) => w.weekStart === '2026-02-22')).toEqual({ weekStart: '2026-02-22', collectedCents: 7850 });
    expect(allTime.reduce((sum, w) => sum + w.collectedCents, 0)).toBe((await paymentTotals(db.client, filters({}))).totalCollected);
    expect(await collectedByWeek(db.client, filters({ dateFilter: 'last_week' }))).toEqual([{ weekStart: '2026-02-22', collectedCents: 7850 }]);
    expect(await collectedByWeek(db.client, filters({ clientId: 'nobody' }))).toEqual([{ weekStart: '2026-03-01', collectedCents: 0 }]);
  });
});
