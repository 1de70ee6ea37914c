// The intake requests reader against a real database: one send by its unique id, and a client's
// latest send and latest answers (which may belong to an earlier send).
import { describeEachBackend, type TestDatabase } from '#testing/postgres';
import { PostgresDocumentStore } from '#app/readstore';
import { intakeRequestsProjection, type IntakeRequestDocument } from './intake-requests.projection.js';
import { IntakeRequestsQuery } from './intake-requests.query.js';

const send = (id: string, clientId: string, sentAt: string, submittedAt: string | null = null): IntakeRequestDocument => ({
  id, practiceId: 'p1', clientId, form: '{}', formSaveNo: 1, sentAt, to: 'ada@example.com', submittedAt, formData: submittedAt ? '{"a":1}' : null,
});

describeEachBackend('intake requests query', (open) => {
  let db: TestDatabase;
  let query: IntakeRequestsQuery;
  beforeAll(async () => {
    db = await open();
    const store = new PostgresDocumentStore(db.client);
    await store.ensureCollection(intakeRequestsProjection.collection, intakeRequestsProjection.indexedFields);
    const docs = [
      send('u1', 'c1', '2031-06-01T10:00:00.000Z', '2031-06-02T10:00:00.000Z'),
      send('u2', 'c1', '2031-06-10T10:00:00.000Z'),
      send('u3', 'c2', '2031-06-05T10:00:00.000Z'),
    ];
    for (const doc of docs) await store.collection(intakeRequestsProjection.collection).upsert(doc);
    query = new IntakeRequestsQuery(store);
  });
  afterAll(async () => db.drop());

  it('finds a send by its unique id, and nothing for an unknown one', async () => {
    expect((await query.byUniqueId('u3'))?.clientId).toBe('c2');
    expect(await query.byUniqueId('nope')).toBeNull();
  });

  it("a client's latest send, and the latest answers even when a newer send waits", async () => {
    const { lastSent, lastSubmitted } = await query.ofClient('c1');
    expect(lastSent?.id).toBe('u2');
    expect(lastSubmitted?.id).toBe('u1');
    expect(await query.ofClient('c2')).toMatchObject({ lastSent: { id: 'u3' }, lastSubmitted: null });
    expect(await query.ofClient('c9')).toEqual({ lastSent: null, lastSubmitted: null });
  });
});
