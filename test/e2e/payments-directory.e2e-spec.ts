// The Payments page's reads through GraphQL (spec 001 §7 "Payment directory on the practice"), on
// a real server with the embedded card simulator and a clock the test moves: five confirmed
// appointments and a pending request; one charged by card then tipped and partly refunded, one
// marked paid in cash, one whose card fails, one never paid, one whose client saves a card after
// it. Another practice's pro sees none of it; bad filters are refused with their message; and the
// read model the server kept equals one rebuilt from the log.
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { AdjustableClock } from '../../apps/api/src/infrastructure/clock.js';
import { ProjectionRunner } from '#app/es-runtime';
import { paymentsDirectoryProjection, type PaymentDirectoryDocument } from '#projections';
import type { TestClient } from '../support/graphql-client.js';
import { ACCEPT, UPSERT_SERVICE } from '../support/operations.js';
import { CHARGE, connectSimulated, saveCard, SET_PAYMENT_PROVIDER, type BookedAppointment } from '../support/payment-operations.js';
import { newClient, requestAppointment, signUpPro, startTestServer } from '../support/test-server.js';

const ENTRY = `id startsAt endsAt timeZone clientId clientName clientEmail clientPhone serviceName locationName amountCents tipAmountCents feeCents platformFeeCents
  collectedCents refundedCents outstandingCents currency paymentStatus badge paidBy paidNote paymentError hasCard state instantActionToken`;
const DIRECTORY = `query($limit: Int, $offset: Int, $dateFilter: String, $stateFilter: String, $searchTerm: String, $clientId: ID) { currentPractice {
  pastAppointments(limit: $limit, offset: $offset, dateFilter: $dateFilter, stateFilter: $stateFilter, searchTerm: $searchTerm, clientId: $clientId) { ${ENTRY} }
  pastAppointmentsCount(dateFilter: $dateFilter, stateFilter: $stateFilter, searchTerm: $searchTerm, clientId: $clientId)
  totalCollected(dateFilter: $dateFilter, searchTerm: $searchTerm, clientId: $clientId)
  totalOutstanding(dateFilter: $dateFilter, searchTerm: $searchTerm, clientId: $clientId)
  collectedByWeek(dateFilter: $dateFilter, searchTerm: $searchTerm, clientId: $clientId) { weekStart collectedCents } } }`;
const DEFAULTS = `{ currentPractice { pastAppointments { id } pastAppointmentsCount totalCollected totalOutstanding } }`;
const PUBLIC = `query($shortLink: String!) { publicPractice(shortLink: $shortLink) { id pastAppointments { id } } }`;
const TIPS = `mutation { updatePracticeAcceptsTips(acceptsTips: true) { result errors } }`;
const TIP_ONLY = `mutation($id: ID!, $token: String!, $tip: Int!) { chargeTipOnly(appointmentId: $id, instantActionToken: $token, tipAmount: $tip) { result errors } }`;
const MARK_PAID = `mutation($id: ID!, $paidBy: String!) { markPaid(appointmentId: $id, paidBy: $paidBy) { result errors } }`;
const ADJUST = `mutation($id: ID!, $cents: Int!) { createAdjustment(appointmentId: $id, amountCents: $cents, note: "Late start") { result errors } }`;

const DAY = 86_400_000;
const clock = new AdjustableClock();
let server: RunningServer;
let pro: TestClient;
let shortLink: string;
const booked: Array<BookedAppointment & { email: string }> = [];

const directory = async (vars: Record<string, unknown> = {}) => {
  const res = await pro.gql(DIRECTORY, vars);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data.currentPractice;
};
const byId = (rows: Array<{ id: string }>) => Object.fromEntries(rows.map((r) => [r.id, r]));

beforeAll(async () => {
  clock.set(new Date('2026-06-10T14:00:00.000Z')); // a Wednesday
  server = await startTestServer({ publicCallsPerMinute: 100_000, clock });
  const signedUp = await signUpPro(server, 'Ledger Lane Massage');
  pro = signedUp.client;
  shortLink = signedUp.practice.shortLink;
  await connectSimulated(pro, 'stripe');
  expect((await pro.gql(TIPS)).data.updatePracticeAcceptsTips.result).toBe('success');
  expect((await pro.gql(SET_PAYMENT_PROVIDER, { p: 'stripe' })).data.updatePracticePaymentProvider.result).toBe('success');
  const [service] = signedUp.practice.services;
  const priced = { id: service.id, name: 'Swedish massage', description: 'Relaxing.', timeLength: 60, amountCents: 9_000, locationIds: signedUp.practice.locations.map((l: { id: string }) => l.id) };
  expect((await pro.gql(UPSERT_SERVICE, { input: priced })).data.upsertService.result).toBe('success');
  for (let i = 0; i < 6; i++) {
    const visitor = await newClient(server);
    const email = `ledger${i}@example.com`;
    const { appointmentId, instantActionToken } = (await requestAppointment(visitor, signedUp.practice, { email, firstName: `Payer${i}`, lastName: 'Quill', phone: `(646) 555-02${10 + i}` })).data.requestAppointment;
    if (i < 5) expect((await pro.gql(ACCEPT, { id: appointmentId })).data.acceptAppointment.result).toBe('success');
    booked.push({ id: appointmentId, token: instantActionToken, visitor, email });
  }
}, 120_000);
afterAll(async () => server?.close());

describe('the payments directory through GraphQL', () => {
  it('before anything is paid: the confirmed appointments, upcoming, nothing collected or owed (defaults: 20 rows, all time, all states)', async () => {
    const { pastAppointments, pastAppointmentsCount, totalCollected, totalOutstanding } = (await pro.gql(DEFAULTS)).data.currentPractice;
    expect(pastAppointmentsCount).toBe(5);
    expect(pastAppointments.map((r: { id: string }) => r.id).sort()).toEqual(booked.slice(0, 5).map((b) => b.id).sort());
    expect({ totalCollected, totalOutstanding }).toEqual({ totalCollected: 0, totalOutstanding: 0 });
    const upcoming = await directory({ stateFilter: 'upcoming' });
    expect(upcoming.pastAppointmentsCount).toBe(5);
    // Newest first: the last one booked took the latest free time.
    expect(upcoming.pastAppointments[0]).toMatchObject({ id: booked[4].id, clientName: 'Payer4 Quill', clientEmail: 'ledger4@example.com', clientPhone: '+16465550214', serviceName: 'Swedish massage', amountCents: 9000, feeCents: 0, platformFeeCents: 0, currency: 'USD', paymentStatus: 'Upcoming', badge: 'upcoming', state: 'approved', instantActionToken: booked[4].token });
    const starts = upcoming.pastAppointments.map((r: { startsAt: string }) => r.startsAt);
    expect(starts).toEqual([...starts].sort().reverse());
  });

  it('after the money moves and the clock passes the appointments: statuses, amounts and totals', async () => {
    const [a, b, c, d, e] = booked;
    expect((await saveCard(server.url, a)).status).toBe(200);
    expect((await a.visitor.gql(CHARGE, { id: a.id, token: a.token })).data.chargeCard.result).toBe('success');
    expect((await pro.gql(MARK_PAID, { id: d.id, paidBy: 'cash' })).data.markPaid.result).toBe('success');
    expect((await saveCard(server.url, c, '4000000000000341')).status).toBe(200);
    expect((await c.visitor.gql(CHARGE, { id: c.id, token: c.token })).data.chargeCard.errors).toEqual(['Your card was declined.']);
    clock.advance(30 * DAY);
    expect((await a.visitor.gql(TIP_ONLY, { id: a.id, token: a.token, tip: 1350 })).data.chargeTipOnly.result).toBe('success');
    expect((await pro.gql(ADJUST, { id: a.id, cents: 2000 })).data.createAdjustment).toEqual({ result: 'success', errors: [] });
    expect((await saveCard(server.url, e)).status).toBe(200); // past: the card is on file, no hold

    const all = await directory();
    const rows = byId(all.pastAppointments);
    expect(rows[a.id]).toMatchObject({ paymentStatus: 'Paid', badge: 'paid', paidBy: 'card', tipAmountCents: 1350, collectedCents: 10_350, refundedCents: 2000, outstandingCents: 0 });
    expect(rows[b.id]).toMatchObject({ paymentStatus: 'Past due', badge: 'unpaid', hasCard: false, outstandingCents: 9000, paidBy: null });
    expect(rows[c.id]).toMatchObject({ paymentStatus: 'Failed', badge: 'unpaid', paymentError: 'Your card was declined.', outstandingCents: 9000 });
    expect(rows[d.id]).toMatchObject({ paymentStatus: 'Paid', badge: 'paid', paidBy: 'cash', paidNote: null, collectedCents: 9000 });
    expect(rows[e.id]).toMatchObject({ paymentStatus: 'Unpaid', badge: 'unpaid', hasCard: true });
    expect(rows[booked[5].id]).toBeUndefined(); // the pending request
    expect({ collected: all.totalCollected, outstanding: all.totalOutstanding }).toEqual({ collected: 9000 + 1350 - 2000 + 9000, outstanding: 3 * 9000 });
    expect(all.collectedByWeek.reduce((sum: number, w: { collectedCents: number }) => sum + w.collectedCents, 0)).toBe(all.totalCollected);
    expect(all.collectedByWeek.every((w: { weekStart: string }) => new Date(`${w.weekStart}T12:00:00Z`).getUTCDay() === 0)).toBe(true);
  });

  it('state filters, search, one client, pages; totals ignore the state filter', async () => {
    const [a, b, c, d, e] = booked;
    const ids = (rows: Array<{ id: string }>) => rows.map((r) => r.id).sort();
    const paid = await directory({ stateFilter: 'paid' });
    expect(ids(paid.pastAppointments)).toEqual([a.id, d.id].sort());
    expect(paid.totalCollected).toBe((await directory()).totalCollected);
    expect(ids((await directory({ stateFilter: 'unpaid' })).pastAppointments)).toEqual([b.id, c.id, e.id].sort());
    expect((await directory({ stateFilter: 'upcoming' })).pastAppointmentsCount).toBe(0);
    expect((await directory({ stateFilter: 'free' })).pastAppointmentsCount).toBe(0);
    expect(ids((await directory({ searchTerm: 'LEDGER3@' })).pastAppointments)).toEqual([d.id]);
    expect(ids((await directory({ searchTerm: '(646) 555-0211' })).pastAppointments)).toEqual([b.id]);
    const client = (await directory({ searchTerm: 'payer2' })).pastAppointments[0].clientId;
    const one = await directory({ clientId: client });
    expect({ ids: ids(one.pastAppointments), outstanding: one.totalOutstanding, collected: one.totalCollected }).toEqual({ ids: [c.id], outstanding: 9000, collected: 0 });
    const first = await directory({ limit: 2, offset: 0 });
    const rest = await directory({ limit: null, offset: 2 });
    expect([...first.pastAppointments, ...rest.pastAppointments].map((r: { id: string }) => r.id)).toEqual((await directory({ limit: 50 })).pastAppointments.map((r: { id: string }) => r.id));
    expect(rest.pastAppointments).toHaveLength(3);
    // 'this_week' on the moved clock (10 July) holds none of the June appointments.
    expect((await directory({ dateFilter: 'this_week' })).pastAppointmentsCount).toBe(0);
    expect((await directory({ dateFilter: 'last_month' })).pastAppointmentsCount).toBe(5);
  });

  it("another practice's pro sees none of this practice's rows", async () => {
    const other = await signUpPro(server, 'Elsewhere Wellness');
    const own = (await other.client.gql(DIRECTORY, {})).data.currentPractice;
    expect(own).toMatchObject({ pastAppointments: [], pastAppointmentsCount: 0, totalCollected: 0, totalOutstanding: 0 });
    const theirs = await other.client.gql(PUBLIC, { shortLink });
    expect(theirs.errors?.[0]).toMatchObject({ message: "Only the practice's own pro can see its payments.", extensions: { code: 'FORBIDDEN' } });
    expect(theirs.data?.publicPractice ?? null).toBeNull();
    const visitor = await newClient(server);
    expect((await visitor.gql(PUBLIC, { shortLink })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('bad filters and pages are refused with their message', async () => {
    const refused = async (vars: Record<string, unknown>) => {
      const res = await pro.gql(DIRECTORY, vars);
      expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      return res.errors![0].message;
    };
    expect(await refused({ dateFilter: 'yesterday' })).toBe('Unknown date filter "yesterday". Use one of: all_time, this_week, last_week, this_month, last_month, this_year.');
    expect(await refused({ stateFilter: 'overdue' })).toBe('Unknown state filter "overdue". Use one of: all, paid, upcoming, unpaid, free.');
    expect(await refused({ limit: 0 })).toBe('The page size (limit) must be a whole number from 1 to 1000, or empty for every row.');
    expect(await refused({ limit: 1001 })).toBe('The page size (limit) must be a whole number from 1 to 1000, or empty for every row.');
    expect(await refused({ offset: -1 })).toBe('The offset must be a whole number, 0 or more.');
  });

  it('the directory equals a rebuild of it from the log', async () => {
    const { db, store, documents } = server.persistence;
    const rebuilt = { ...paymentsDirectoryProjection, name: 'payments-directory-rebuilt', collection: 'payments_directory_rebuilt' };
    await new ProjectionRunner(db, store, documents, [rebuilt], { log: () => {}, error: () => {} }).rebuild(rebuilt.name);
    const all = (collection: string) => documents.collection<PaymentDirectoryDocument>(collection).find({ sort: [{ field: 'id', order: 'asc' }] });
    const live = await all(paymentsDirectoryProjection.collection);
    expect(live).toHaveLength(6); // the pending request's too (kept, never listed)
    expect(await all(rebuilt.collection)).toEqual(live);
  });
});
