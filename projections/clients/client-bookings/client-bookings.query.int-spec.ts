// The bookings tabs against a real database: each tab's rule at a given moment, for the client
// records of one client user, and nobody else's bookings.
import { describeEachBackend, type TestDatabase } from '#testing/postgres';
import { initialPaymentState } from '#app/payments';
import { PostgresDocumentStore } from '#app/readstore';
import { clientBookingsProjection, type ClientBookingDocument } from './client-bookings.projection.js';
import { ClientBookingsQuery } from './client-bookings.query.js';

const now = new Date('2026-11-21T12:00:00.000Z');
const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();
const hold = { id: 't1', type: 'Hold' as const, state: 1 as const, purpose: 'appointment' as const, amountCents: 9000, tipAmountCents: 0, currency: 'USD' as const, via: 'card' as const, card: null };

const booking = (id: string, clientId: string, state: ClientBookingDocument['state'], startsIn: number, extra: Partial<ClientBookingDocument> = {}): ClientBookingDocument => ({
  id, practiceId: clientId === 'c2' ? 'p2' : 'p1', clientId, state, startsAt: at(startsIn), endsAt: at(startsIn + 1), timeZone: 'America/Los_Angeles',
  amountCents: 9000, feeCents: 0, platformFeeCents: 0, instantActionToken: `tok-${id}`, services: [], location: { locationId: 'l1', name: 'Studio', kind: 'office', timeZone: 'America/Los_Angeles' },
  bookedAt: at(-100 + Number(id.slice(1))), dismissed: false, payment: initialPaymentState(), transaction: null, ...extra,
});

const docs = [
  booking('b1', 'c1', 'pending', 48),
  booking('b2', 'c2', 'approved', 24, { transaction: hold }),
  booking('b3', 'c1', 'declined', 72),
  booking('b4', 'c1', 'declined', 96, { dismissed: true }),
  booking('b5', 'c1', 'cancelled', 5),
  booking('b6', 'c1', 'approved', -24, { transaction: { ...hold, id: 't6', type: 'Charge' } }),
  booking('b7', 'c2', 'pending', -0.5),
  booking('b8', 'c1', 'pending', 0.25),
  booking('x1', 'c9', 'approved', 24, { transaction: hold }),
];

describeEachBackend('bookings tabs query', (open) => {
  let db: TestDatabase;
  let query: ClientBookingsQuery;
  beforeAll(async () => {
    db = await open();
    const store = new PostgresDocumentStore(db.client);
    await store.ensureCollection(clientBookingsProjection.collection, clientBookingsProjection.indexedFields);
    await store.collection(clientBookingsProjection.collection).upsertMany(docs);
    query = new ClientBookingsQuery(store);
  });
  afterAll(async () => db.drop());

  const tab = async (name: Parameters<ClientBookingsQuery['tab']>[0], when = now) => (await query.tab(name, ['c1', 'c2'], when)).map((b) => b.id);

  it('Upcoming: not yet started, pending, confirmed or unavailable (until dismissed), soonest first', async () => {
    expect(await tab('upcoming')).toEqual(['b8', 'b2', 'b1', 'b3']);
  });

  it('Past: confirmed and started, newest first', async () => {
    expect(await tab('past')).toEqual(['b6']);
  });

  it('Expired: requests never answered whose start has passed, at the start itself', async () => {
    expect(await tab('expired')).toEqual(['b7']);
    // b8 starts at 12:15 UTC (04:15 in Los Angeles): still upcoming a minute before, expired at its start.
    expect(await tab('expired', new Date(Date.parse(at(0.25)) - 60_000))).toEqual(['b7']);
    expect(await tab('expired', new Date(at(0.25)))).toEqual(['b8', 'b7']);
    expect(await tab('upcoming', new Date(at(0.25)))).not.toContain('b8');
  });

  it('Transactions: the bookings with one, newest booking first', async () => {
    expect(await tab('transactions')).toEqual(['b6', 'b2']);
  });

  it('nothing of anybody else, and nothing for no records', async () => {
    expect(await query.tab('upcoming', [], now)).toEqual([]);
    expect((await query.tab('transactions', ['c9'], now)).map((b) => b.id)).toEqual(['x1']);
    expect(await query.ofClients('x1', ['c1', 'c2'])).toBeNull();
    expect((await query.ofClients('b1', ['c1']))?.id).toBe('b1');
  });
});
