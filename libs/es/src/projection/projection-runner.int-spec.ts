// The projection runner on a real database: crash and resume, rebuild equals live, read-your-writes.
import { randomUUID } from 'node:crypto';
import { describeEachBackend, type TestDatabase } from '#testing/postgres';
import { PostgresEventStore, type EventStore } from '../../../eventstore/src/index.js';
import { PostgresDocumentStore } from '../../../readstore/src/index.js';
import { defineProjection } from './projection.js';
import { ProjectionRunner } from './projection-runner.js';

interface Counter {
  id: string;
  total: number;
  seen: string[];
}

/** Counts "Added" amounts per stream; throws on an event marked poison while `failOn` says so. */
const failOn = { poison: true };
const counters = defineProjection<Counter>({
  name: 'counters',
  collection: 'counters',
  indexedFields: ['total'],
  eventTypes: ['Added'],
  documentId: (e) => e.streamId,
  evolve: (doc, e) => {
    if (e.data.poison && failOn.poison) throw new Error('cannot handle poison');
    const current = doc ?? { id: e.streamId, total: 0, seen: [] };
    return { ...current, total: current.total + Number(e.data.amount), seen: [...current.seen, e.eventId] };
  },
});

const add = (store: EventStore, stream: string, amount: number, poison = false) =>
  store.appendToStream(stream, 'any', [{ eventId: randomUUID(), type: 'Added', data: { amount, poison }, metadata: {} }]);

describeEachBackend('ProjectionRunner', (open) => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  let documents: PostgresDocumentStore;
  const quiet = { log: () => {}, error: () => {} };

  beforeEach(async () => {
    failOn.poison = true;
    db = await open();
    store = new PostgresEventStore(db.client);
    await store.migrate();
    documents = new PostgresDocumentStore(db.client);
  });
  afterEach(async () => db.drop());

  it('stops at an event it cannot handle, with a clear log line, and resumes after a restart: nothing skipped or twice', async () => {
    const errors: string[] = [];
    await add(store, 'a', 1);
    await add(store, 'a', 2);
    const first = new ProjectionRunner(db.client, store, documents, [counters], { log: () => {}, error: (m) => errors.push(m) });
    await first.start();
    const okPosition = (await add(store, 'b', 10)).position;
    expect(await first.waitFor(okPosition, ['counters'], 10_000)).toBe(true);
    const poison = (await add(store, 'a', 100, true)).position;
    await add(store, 'a', 1000);
    await first.waitFor(poison, ['counters'], 10_000);
    expect(first.status().counters.status).toBe('failed');
    expect(errors.join('\n')).toMatch(/Projection "counters" stopped at global position \d+ \(Added on a revision 2\): cannot handle poison/);
    await first.stop();
    // Nothing of the failed batch was kept.
    expect((await documents.collection<Counter>('counters').get('a'))?.total).toBe(3);

    failOn.poison = false; // the fix is deployed
    const second = new ProjectionRunner(db.client, store, documents, [counters], quiet);
    await second.start();
    const last = (await add(store, 'b', 20)).position;
    expect(await second.waitFor(last, ['counters'], 10_000)).toBe(true);
    await second.stop();
    const a = (await documents.collection<Counter>('counters').get('a'))!;
    expect(a.total).toBe(1 + 2 + 100 + 1000);
    expect(new Set(a.seen).size).toBe(a.seen.length);
    expect((await documents.collection<Counter>('counters').get('b'))?.total).toBe(30);
  });

  it('a rebuilt read model equals the live one', async () => {
    const runner = new ProjectionRunner(db.client, store, documents, [counters], quiet);
    await runner.start();
    let last = null;
    for (let i = 0; i < 60; i++) last = (await add(store, `s${i % 7}`, i)).position;
    await runner.waitFor(last, ['counters'], 10_000);
    await runner.stop();
    const live = await documents.collection<Counter>('counters').find({ sort: [{ field: 'total', order: 'asc' }] });
    const rebuilt = await new ProjectionRunner(db.client, store, documents, [counters], quiet).rebuild('counters');
    expect(rebuilt.events).toBe(60);
    const after = await documents.collection<Counter>('counters').find({ sort: [{ field: 'total', order: 'asc' }] });
    expect(after).toEqual(live);
    expect(live).toHaveLength(7);
  });

  it('waitFor resolves once the projection reached a position (read your writes)', async () => {
    const runner = new ProjectionRunner(db.client, store, documents, [counters], quiet);
    await runner.start();
    const { position } = await add(store, 'rw', 5);
    expect(await runner.waitFor(position, ['counters'], 10_000)).toBe(true);
    expect((await documents.collection<Counter>('counters').get('rw'))?.total).toBe(5);
    await runner.stop();
  });
});
