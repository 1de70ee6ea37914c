// The due-review-requests reader against a real database: the appointments whose automatic
// request is due by an instant, oldest first, page by page; rows not due (null) never listed.
import { describeEachBackend, type TestDatabase } from '#testing/postgres';
import { PostgresDocumentStore } from '#app/readstore';
import { dueReviewRequestsProjection, type DueReviewRequestDocument } from './due-review-requests.projection.js';
import { DueReviewRequestsQuery } from './due-review-requests.query.js';

const row = (id: string, dueAt: string | null): DueReviewRequestDocument => ({
  id, practiceId: 'p1', clientId: 'c1', status: dueAt ? 'approved' : 'pending', endsAt: '2026-11-23T16:00:00.000Z', reachable: true, dueAt,
});

describeEachBackend('due review requests query', (open) => {
  let db: TestDatabase;
  let query: DueReviewRequestsQuery;
  beforeAll(async () => {
    db = await open();
    const store = new PostgresDocumentStore(db.client);
    await store.ensureCollection(dueReviewRequestsProjection.collection, dueReviewRequestsProjection.indexedFields);
    const docs = [row('b', '2026-11-23T17:00:00.000Z'), row('a', '2026-11-23T17:00:00.000Z'), row('older', '2026-11-22T17:00:00.000Z'), row('later', '2026-11-24T17:00:00.000Z'), row('pending', null)];
    for (const d of docs) await store.collection(dueReviewRequestsProjection.collection).upsert(d);
    query = new DueReviewRequestsQuery(store);
  });
  afterAll(async () => db.drop());

  it('lists the rows due by an instant, oldest first, then by id', async () => {
    expect((await query.dueBy(new Date('2026-11-23T17:00:00.000Z'), 10)).map((r) => r.id)).toEqual(['older', 'a', 'b']);
    expect((await query.dueBy(new Date('2026-11-22T00:00:00.000Z'), 10)).map((r) => r.id)).toEqual([]);
  });

  it('pages after a cursor, ties broken by id', async () => {
    const now = new Date('2026-11-25T00:00:00.000Z');
    const first = await query.dueBy(now, 2);
    expect(first.map((r) => r.id)).toEqual(['older', 'a']);
    const second = await query.dueBy(now, 2, { id: 'a', dueAt: first[1].dueAt! });
    expect(second.map((r) => r.id)).toEqual(['b', 'later']);
  });
});
