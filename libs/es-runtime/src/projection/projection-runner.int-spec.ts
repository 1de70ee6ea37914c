// The projection runner on a real database: crash and resume, rebuild equals live, read-your-writes,
// several projections following the log together (one failing alone, different checkpoints).
import { randomUUID } from 'node:crypto';
import { describeEachBackend, type TestDatabase } from '#testing/postgres';
import { PostgresEventStore, type EventStore, type LogPosition } from '#app/eventstore';
import { PostgresDocumentStore } from '#app/readstore';
import { defineProjection } from '#app/es';
import { ProjectionRunner } from './projection-runner.js';
import { laterPosition, readCheckpoint } from './checkpoints.js';

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

/** The same count under another name, never failing; `nul` makes a document the database refuses. */
const counting = (name: string) =>
  defineProjection<Counter>({
    ...counters,
    name,
    collection: name,
    evolve: (doc, e) => {
      const current = doc ?? { id: e.streamId, total: 0, seen: [] };
      const seen = [...current.seen, e.data.nul ? `${e.eventId}\u0000` : e.eventId];
      return { ...current, total: current.total + Number(e.data.amount), seen };
    },
  });
const mirror = counting('mirror');
const late = counting('late');
/** Handles an event type nobody appends. */
const idle = defineProjection<Counter>({ ...counters, name: 'idle', collection: 'idle', eventTypes: ['Never'] });

const add = (store: EventStore, stream: string, amount: number, poison = false, nul = false) =>
  store.appendToStream(stream, 'any', [{ eventId: randomUUID(), type: 'Added', data: { amount, poison, nul }, metadata: {} }]);

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
    // The field indexes, dropped for the bulk load, are back.
    const { rows } = await db.client.query("select indexname from pg_indexes where tablename = 'rm_counters' order by indexname");
    expect(rows.map((r) => r.indexname)).toEqual(['ix_counters__total', 'rm_counters_pkey']);
  });

  it('a rebuild over several batches (documents touched again in the next batch and later) equals the live read model', async () => {
    const runner = new ProjectionRunner(db.client, store, documents, [counters], quiet);
    await runner.start();
    let last = null;
    for (let i = 0; i < 26; i++) {
      const results = await store.appendToStreams(
        Array.from({ length: 5 }, (_, s) => ({
          streamId: `m${(i + s) % 7}`,
          expectedRevision: 'any' as const,
          events: Array.from({ length: 20 }, (_, k) => ({ eventId: randomUUID(), type: 'Added', data: { amount: i * 100 + s * 20 + k }, metadata: {} })),
        })),
      );
      last = results[results.length - 1].position;
    }
    expect(await runner.waitFor(last, ['counters'], 20_000)).toBe(true);
    await runner.stop();
    const sorted = () => documents.collection<Counter>('counters').find({ sort: [{ field: 'total', order: 'asc' }] });
    const live = await sorted();
    const rebuilt = await new ProjectionRunner(db.client, store, documents, [counters], quiet).rebuild('counters');
    expect(rebuilt.events).toBe(2600);
    expect(await sorted()).toEqual(live);
    expect(live.reduce((n, c) => n + c.seen.length, 0)).toBe(2600);
    expect(await readCheckpoint(db.client, 'counters')).toEqual(last);
  });

  it('a rebuild stops at an event it cannot handle, keeping the batches before it and the field indexes', async () => {
    await add(store, 'r', 1);
    await add(store, 'r', 2, true);
    await expect(new ProjectionRunner(db.client, store, documents, [counters], quiet).rebuild('counters')).rejects.toThrow(/cannot handle poison/);
    const { rows } = await db.client.query("select indexname from pg_indexes where tablename = 'rm_counters' order by indexname");
    expect(rows.map((r) => r.indexname)).toEqual(['ix_counters__total', 'rm_counters_pkey']);
    expect(await documents.collection('counters').count()).toBe(0); // the failing batch held both events
  });

  it('waitFor resolves once the projection reached a position (read your writes)', async () => {
    const runner = new ProjectionRunner(db.client, store, documents, [counters], quiet);
    await runner.start();
    const { position } = await add(store, 'rw', 5);
    expect(await runner.waitFor(position, ['counters'], 10_000)).toBe(true);
    expect((await documents.collection<Counter>('counters').get('rw'))?.total).toBe(5);
    await runner.stop();
  });

  const totalOf = async (collection: string, id: string) => {
    const doc = await documents.collection<Counter>(collection).get(id);
    expect(new Set(doc?.seen).size).toBe(doc?.seen.length); // no event applied twice
    return doc?.total;
  };

  it('projections follow the log together: one that fails stops alone; after a restart each resumes from its own checkpoint, nothing skipped or twice', async () => {
    const errors: string[] = [];
    const first = new ProjectionRunner(db.client, store, documents, [counters, mirror], { log: () => {}, error: (m) => errors.push(m) });
    await first.start();
    await add(store, 'a', 1);
    expect(await first.waitFor((await add(store, 'a', 2)).position, undefined, 10_000)).toBe(true);
    await add(store, 'a', 100, true); // counters cannot handle it (nothing of its batch is kept); mirror can
    await add(store, 'a', 1000);
    const last = (await add(store, 'b', 10)).position;
    expect(await first.waitFor(last, undefined, 10_000)).toBe(true);
    expect(first.status().counters.status).toBe('failed');
    expect(first.status().mirror.status).toBe('running');
    expect(errors.join('\n')).toMatch(/Projection "counters" stopped at global position \d+ \(Added on a revision 2\): cannot handle poison/);
    expect(await totalOf('mirror', 'a')).toBe(1103);
    expect(await totalOf('mirror', 'b')).toBe(10);
    expect(await totalOf('counters', 'a')).toBe(3);
    await first.stop();

    failOn.poison = false; // the fix is deployed, and a new projection comes with it
    const second = new ProjectionRunner(db.client, store, documents, [counters, mirror, late], quiet);
    await second.start();
    const next = (await add(store, 'b', 20)).position;
    expect(await second.waitFor(next, undefined, 10_000)).toBe(true);
    await second.stop();
    for (const name of ['counters', 'mirror', 'late']) {
      expect(await totalOf(name, 'a')).toBe(1103);
      expect(await totalOf(name, 'b')).toBe(30);
    }
  });

  it('a write the database refuses stops only the projection that made it; the others keep the batch', async () => {
    const errors: string[] = [];
    const nul = counting('nul');
    const runner = new ProjectionRunner(db.client, store, documents, [counters, nul], { log: () => {}, error: (m) => errors.push(m) });
    await runner.start();
    expect(await runner.waitFor((await add(store, 'n', 1)).position, undefined, 10_000)).toBe(true);
    const bad = (await add(store, 'n', 2, false, true)).position; // nul writes a string jsonb refuses (nothing of its batch is kept)
    expect(await runner.waitFor(bad, undefined, 10_000)).toBe(true);
    expect(runner.status().nul.status).toBe('failed');
    expect(errors).toHaveLength(1);
    const after = (await add(store, 'n', 4)).position;
    expect(await runner.waitFor(after, ['counters'], 10_000)).toBe(true);
    await runner.stop();
    expect(await totalOf('counters', 'n')).toBe(7);
    expect(await totalOf('nul', 'n')).toBe(1);
    expect(await readCheckpoint(db.client, 'nul')).toEqual(runner.status().nul.position);
  });

  it('two processes running the same projections on one database apply each event once; either goes on alone when the other stops', async () => {
    // Two runners on one database stand for two API processes: each follows the log from its own
    // position and takes every batch, but only the one whose checkpoints are as it left them applies it.
    const one = new ProjectionRunner(db.client, store, documents, [counters, mirror, idle], quiet);
    const two = new ProjectionRunner(db.client, store, documents, [counters, mirror, idle], quiet);
    await one.start(); // one after the other: the first creates the tables
    await two.start();
    let last: LogPosition | null = null;
    for (let i = 0; i < 40; i++) {
      // Two appends at once: either may commit last, so wait for the later of the two.
      const appends = await Promise.all([add(store, `p${i % 3}`, 1), add(store, `p${(i + 1) % 3}`, 10)]);
      for (const { position } of appends) last = laterPosition(last, position);
    }
    expect(await one.waitFor(last, undefined, 20_000)).toBe(true);
    expect(await two.waitFor(last, undefined, 20_000)).toBe(true);
    const streams = ['p0', 'p1', 'p2'];
    const sum = async (name: string) => (await Promise.all(streams.map((id) => totalOf(name, id)))).reduce((a, b) => a! + b!, 0);
    const events = async (name: string) => [...(await documents.collection<Counter>(name).getMany(streams)).values()].reduce((n, c) => n + c.seen.length, 0);
    for (const name of ['counters', 'mirror']) {
      expect(await sum(name)).toBe(40 * 11);
      expect(await events(name)).toBe(80);
    }
    await one.stop();
    const after = (await add(store, 'p0', 1000)).position;
    expect(await two.waitFor(after, undefined, 10_000)).toBe(true);
    await two.stop();
    for (const name of ['counters', 'mirror']) {
      expect(await sum(name)).toBe(40 * 11 + 1000);
      expect(await events(name)).toBe(81);
    }
    expect(await readCheckpoint(db.client, 'idle')).toEqual(after);
  });

  it('a projection no event concerns writes nothing per batch, and stores its checkpoint when the runner stops', async () => {
    const runner = new ProjectionRunner(db.client, store, documents, [counters, idle], quiet);
    await runner.start();
    let last = null;
    for (let i = 0; i < 5; i++) last = (await add(store, 'q', i)).position;
    expect(await runner.waitFor(last, undefined, 10_000)).toBe(true);
    expect(await readCheckpoint(db.client, 'counters')).toEqual(last);
    await runner.stop();
    expect(await readCheckpoint(db.client, 'idle')).toEqual(last);
    expect(await documents.collection('idle').count()).toBe(0);
  });
});
