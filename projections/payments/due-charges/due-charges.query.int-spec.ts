// The due-charges reader against a real database: what is due at a moment, longest waiting first.
import { describeEachBackend, type TestDatabase } from '#testing/postgres';
import { PostgresDocumentStore } from '#app/readstore';
import { dueChargesProjection, type DueChargeDocument } from './due-charges.projection.js';
import { DueChargesQuery } from './due-charges.query.js';

const doc = (id: string, dueAt: string | null): DueChargeDocument => ({
  id, practiceId: 'p1', startsAt: '2026-11-24T15:00:00.000Z', timeZone: 'America/New_York', status: 'approved', hold: dueAt ? { chargeOn: 'day' } : null, dueAt,
});

describeEachBackend('due charges query', (open) => {
  let db: TestDatabase;
  let query: DueChargesQuery;
  beforeAll(async () => {
    db = await open();
    const store = new PostgresDocumentStore(db.client);
    await store.ensureCollection(dueChargesProjection.collection, dueChargesProjection.indexedFields);
    for (const d of [doc('later', '2026-11-25T05:00:00.000Z'), doc('now', '2026-11-24T05:00:00.000Z'), doc('earlier', '2026-11-23T05:00:00.000Z'), doc('none', null)]) {
      await store.collection(dueChargesProjection.collection).upsert(d);
    }
    query = new DueChargesQuery(store);
  });
  afterAll(async () => db.drop());

  it('lists what is due at a moment, longest waiting first, never what has no due time', async () => {
    expect((await query.dueAt(new Date('2026-11-24T05:00:00.000Z'), 10)).map((d) => d.id)).toEqual(['earlier', 'now']);
    expect((await query.dueAt(new Date('2026-11-24T04:59:59.999Z'), 10)).map((d) => d.id)).toEqual(['earlier']);
    expect((await query.dueAt(new Date('2026-11-30T00:00:00.000Z'), 2)).map((d) => d.id)).toEqual(['earlier', 'now']);
  });

  it('pages on after a cursor, by due time then id', async () => {
    const at = new Date('2026-11-30T00:00:00.000Z');
    expect((await query.dueAt(at, 10, { dueAt: '2026-11-23T05:00:00.000Z', id: 'earlier' })).map((d) => d.id)).toEqual(['now', 'later']);
    expect((await query.dueAt(at, 10, { dueAt: '2026-11-24T05:00:00.000Z', id: 'a' })).map((d) => d.id)).toEqual(['now', 'later']);
    expect((await query.dueAt(at, 10, { dueAt: '2026-11-25T05:00:00.000Z', id: 'later' }))).toEqual([]);
  });
});
