// The contract every EventStore adapter passes. Run against PGlite always and the server in CI;
// the concurrency half is in event-store.concurrency-cases.ts.
import { afterEach, beforeEach, expect, it } from '@jest/globals';
import type { TestDatabase } from '#testing/postgres';
import { event, insertRawEvent, until, type ContractContext } from './contract-support.js';
import { concurrencyCases } from './event-store.concurrency-cases.js';
import { START_OF_LOG, WrongExpectedRevisionError, type RecordedEvent } from './event-store.js';
import { PostgresEventStore } from './postgres-event-store.js';
import { PostgresSnapshotStore } from './postgres-snapshot-store.js';

export const eventStoreContract = (open: () => Promise<TestDatabase>, backend: 'pglite' | 'postgres'): void => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  const ctx: ContractContext = { db: () => db, store: () => store, open, backend };

  beforeEach(async () => {
    db = await open();
    store = new PostgresEventStore(db.client);
    await store.migrate();
  });
  afterEach(async () => db?.drop());

  it('appends and reads a stream forwards', async () => {
    const r = await store.appendToStream('s-1', 'no_stream', [event('A', { n: 1 }), event('B', { n: 2 })]);
    expect(r.nextExpectedRevision).toBe(1n);
    await store.appendToStream('s-1', 1n, [event('C', { n: 3 })]);
    const read = await store.readStream('s-1');
    expect(read.map((e) => [e.type, e.streamRevision, e.data, e.metadata])).toEqual([
      ['A', 0n, { n: 1 }, { test: true }],
      ['B', 1n, { n: 2 }, { test: true }],
      ['C', 2n, { n: 3 }, { test: true }],
    ]);
    expect(typeof read[0].globalPosition).toBe('bigint');
    expect(new Date(read[0].recordedAt).toISOString()).toBe(read[0].recordedAt);
    expect((await store.readStream('s-1', { fromRevision: 1n, maxCount: 1 })).map((e) => e.type)).toEqual(['B']);
    expect(await store.readStream('unknown')).toEqual([]);
  });

  it('keeps revision order past 10 events (numbers, not text)', async () => {
    await store.appendToStream('long', 'no_stream', Array.from({ length: 12 }, (_, i) => event('N', { i })));
    await store.appendToStream('long', 11n, [event('N', { i: 12 })]);
    expect((await store.readStream('long')).map((e) => e.data.i)).toEqual(Array.from({ length: 13 }, (_, i) => i));
    expect((await store.readAll(START_OF_LOG, 100)).map((e) => e.data.i)).toEqual(Array.from({ length: 13 }, (_, i) => i));
  });

  it('no_stream, exact and any expectations, with a typed conflict error', async () => {
    await store.appendToStream('s-2', 'no_stream', [event()]);
    await expect(store.appendToStream('s-2', 'no_stream', [event()])).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    await expect(store.appendToStream('s-2', 5n, [event()])).rejects.toMatchObject({ name: 'WrongExpectedRevisionError', streamId: 's-2', expected: 5n, actual: 0n });
    await expect(store.appendToStream('never', 0n, [event()])).rejects.toMatchObject({ actual: 'no_stream' });
    expect((await store.appendToStream('s-2', 'any', [event(), event()])).nextExpectedRevision).toBe(2n);
    expect((await store.appendToStream('fresh', 'any', [event()])).nextExpectedRevision).toBe(0n);
    expect(await store.readStream('s-2')).toHaveLength(3);
    expect(await store.readStream('never')).toEqual([]);
  });

  it('a retry with the same event ids returns the first result and writes nothing', async () => {
    const events = [event('A'), event('B')];
    const first = await store.appendToStream('s-3', 'no_stream', events);
    await store.appendToStream('s-3', 1n, [event('C')]);
    expect(await store.appendToStream('s-3', 'no_stream', events)).toEqual(first);
    expect(await store.appendToStream('s-3', 'any', events)).toEqual(first);
    expect(await store.appendToStream('s-3', 1n, events)).toEqual(first);
    expect((await store.readStream('s-3')).map((e) => e.type)).toEqual(['A', 'B', 'C']);
  });

  it('refuses a retry that resends only some events, an empty append and a repeated id', async () => {
    const events = [event('A'), event('B')];
    await store.appendToStream('s-4', 'no_stream', events);
    await expect(store.appendToStream('s-4', 1n, [events[1], event('New')])).rejects.toThrow(/1 of these 2 event ids are already in stream s-4/);
    await expect(store.appendToStream('s-4', 1n, [])).rejects.toThrow(/at least one event/);
    const repeated = event('R');
    await expect(store.appendToStream('s-4', 1n, [repeated, repeated])).rejects.toThrow(/Repeated event id/);
    expect(await store.readStream('s-4')).toHaveLength(2);
    expect(await store.appendToStreams([])).toEqual([]);
  });

  it('appends to several streams atomically: a conflict on one writes nothing on the other', async () => {
    await store.appendToStream('b', 'no_stream', [event()]);
    await expect(
      store.appendToStreams([
        { streamId: 'a', expectedRevision: 'no_stream', events: [event()] },
        { streamId: 'b', expectedRevision: 'no_stream', events: [event()] },
      ]),
    ).rejects.toMatchObject({ name: 'WrongExpectedRevisionError', streamId: 'b' });
    expect(await store.readStream('a')).toEqual([]);
    const ok = await store.appendToStreams([
      { streamId: 'a', expectedRevision: 'no_stream', events: [event()] },
      { streamId: 'b', expectedRevision: 0n, events: [event()] },
    ]);
    expect(ok.map((r) => r.nextExpectedRevision)).toEqual([0n, 1n]);
    expect(ok[0].position.transactionId).toBe(ok[1].position.transactionId);
  });

  it('appends to many streams at once (an import batch): mixed expectations, each stream in order, one conflict writes nothing', async () => {
    await store.appendToStream('old', 'no_stream', [event('O0')]);
    const fresh = Array.from({ length: 300 }, (_, i) => ({ streamId: `new-${i}`, expectedRevision: 'no_stream' as const, events: [event(`N${i}a`), event(`N${i}b`)] }));
    const results = await store.appendToStreams([
      fresh[0],
      { streamId: 'old', expectedRevision: 0n, events: [event('O1')] },
      ...fresh.slice(1),
      { streamId: 'anything', expectedRevision: 'any', events: [event('Y')] },
    ]);
    expect(results).toHaveLength(302);
    expect(results[1].nextExpectedRevision).toBe(1n);
    expect(results[0].nextExpectedRevision).toBe(1n);
    expect(new Set(results.map((r) => r.position.transactionId)).size).toBe(1);
    const positions = results.map((r) => r.position.globalPosition);
    expect([...positions].sort((a, b) => (a < b ? -1 : 1))).toEqual(positions); // each append's last event, in call order
    expect((await store.readStream('new-299')).map((e) => [e.type, e.streamRevision])).toEqual([['N299a', 0n], ['N299b', 1n]]);
    expect((await store.readStream('old')).map((e) => e.type)).toEqual(['O0', 'O1']);
    const all = await store.readAll(START_OF_LOG, 1000);
    expect(all).toHaveLength(2 + 2 * 300 + 1); // old: 2, new-*: 600, anything: 1

    // One stream in the middle exists already: the whole batch is refused, naming it.
    const again = Array.from({ length: 50 }, (_, i) => ({ streamId: `later-${i}`, expectedRevision: 'no_stream' as const, events: [event()] }));
    again[25] = { streamId: 'new-7', expectedRevision: 'no_stream', events: [event()] };
    await expect(store.appendToStreams(again)).rejects.toMatchObject({ name: 'WrongExpectedRevisionError', streamId: 'new-7' });
    expect(await store.readStream('later-0')).toEqual([]);
    // The same new stream twice in one call: the second "no stream yet" cannot hold.
    await expect(
      store.appendToStreams([
        { streamId: 'twice', expectedRevision: 'no_stream', events: [event()] },
        { streamId: 'twice', expectedRevision: 'no_stream', events: [event()] },
      ]),
    ).rejects.toMatchObject({ name: 'WrongExpectedRevisionError', streamId: 'twice' });
    expect(await store.readStream('twice')).toEqual([]);
  });

  it('names the conflicting stream of several with its actual revision; a stream named twice with any continues its revisions', async () => {
    await store.appendToStream('c1', 'no_stream', [event(), event()]);
    await store.appendToStream('c2', 'no_stream', [event()]);
    await expect(
      store.appendToStreams([
        { streamId: 'c1', expectedRevision: 1n, events: [event()] },
        { streamId: 'c2', expectedRevision: 3n, events: [event()] },
      ]),
    ).rejects.toMatchObject({ name: 'WrongExpectedRevisionError', streamId: 'c2', expected: 3n, actual: 0n });
    await expect(
      store.appendToStreams([
        { streamId: 'c2', expectedRevision: 0n, events: [event()] },
        { streamId: 'c3', expectedRevision: 0n, events: [event()] },
      ]),
    ).rejects.toMatchObject({ name: 'WrongExpectedRevisionError', streamId: 'c3', expected: 0n, actual: 'no_stream' });
    expect((await store.readStream('c1')).map((e) => e.streamRevision)).toEqual([0n, 1n]);
    const twice = await store.appendToStreams([
      { streamId: 'c1', expectedRevision: 'any', events: [event('T1')] },
      { streamId: 'c1', expectedRevision: 'any', events: [event('T2'), event('T3')] },
    ]);
    expect(twice.map((r) => r.nextExpectedRevision)).toEqual([2n, 4n]);
    expect((await store.readStream('c1')).map((e) => [e.type, e.streamRevision]).slice(2)).toEqual([['T1', 2n], ['T2', 3n], ['T3', 4n]]);
  });

  it('a call whose streams partly hold its events already answers those with their earlier result and appends the rest', async () => {
    const held = [event('H1'), event('H2')];
    const first = await store.appendToStream('held', 'no_stream', held);
    const fresh = event('F');
    const results = await store.appendToStreams([
      { streamId: 'held', expectedRevision: 'no_stream', events: held },
      { streamId: 'not-yet', expectedRevision: 'no_stream', events: [fresh] },
    ]);
    expect(results[0]).toEqual(first);
    expect(results[1].nextExpectedRevision).toBe(0n);
    expect((await store.readStream('held')).map((e) => e.type)).toEqual(['H1', 'H2']);
    expect((await store.readStream('not-yet')).map((e) => e.eventId)).toEqual([fresh.eventId]);
  });

  it('reports a unique violation as a conflict on the stream where it happened', async () => {
    // An event row with no head in `streams` (as a hand-made fix could leave): only the unique index catches it.
    await insertRawEvent(db.client, 'orphan', 0, 'Orphan');
    const attempt = store.appendToStreams([
      { streamId: 'ok', expectedRevision: 'no_stream', events: [event()] },
      { streamId: 'orphan', expectedRevision: 'no_stream', events: [event()] },
    ]);
    await expect(attempt).rejects.toMatchObject({ name: 'WrongExpectedRevisionError', streamId: 'orphan' });
    expect(await store.readStream('ok')).toEqual([]);
  });

  it('reads the global log from a checkpoint', async () => {
    await store.appendToStream('x', 'no_stream', [event('1'), event('2')]);
    await store.appendToStream('y', 'no_stream', [event('3')]);
    const all = await store.readAll(START_OF_LOG, 100);
    expect(all.map((e) => e.type)).toEqual(['1', '2', '3']);
    const after = await store.readAll({ transactionId: all[1].transactionId, globalPosition: all[1].globalPosition }, 100);
    expect(after.map((e) => e.type)).toEqual(['3']);
    expect((await store.readAll(START_OF_LOG, 2)).map((e) => e.type)).toEqual(['1', '2']);
    const last = all[2];
    expect(await store.readAll({ transactionId: last.transactionId, globalPosition: last.globalPosition }, 100)).toEqual([]);
  });

  it('a live subscription receives what is appended later, from any store on the same database', async () => {
    await store.appendToStream('live', 'no_stream', [event('before')]);
    const seen: string[] = [];
    const subscription = store.subscribeToAll(START_OF_LOG, (e) => {
      seen.push(e.type);
    });
    await until(() => seen.length === 1);
    await store.appendToStream('live', 0n, [event('after')]);
    await until(() => seen.length === 2);
    await new PostgresEventStore(db.client).appendToStream('live', 1n, [event('other store')]);
    await until(() => seen.length === 3);
    await subscription.stop();
    expect(seen).toEqual(['before', 'after', 'other store']);
  });

  it('a failing handler stops its subscription and is reported once; stop() works inside a handler', async () => {
    await store.appendToStream('f', 'no_stream', [event('1'), event('2'), event('3')]);
    const errors: unknown[] = [];
    const handled: string[] = [];
    const failing = store.subscribeToAll(START_OF_LOG, (e) => {
      if (e.type === '2') throw new Error('projection bug');
      handled.push(e.type);
    }, { onError: (error) => errors.push(error) });
    await until(() => errors.length === 1);
    expect(handled).toEqual(['1']);
    expect((errors[0] as Error).message).toBe('projection bug');
    await failing.stop();

    const upTo: RecordedEvent[] = [];
    const selfStopping = store.subscribeToAll(START_OF_LOG, async (e) => {
      upTo.push(e);
      if (upTo.length === 2) await selfStopping.stop();
    });
    await until(() => upTo.length === 2);
    await selfStopping.stop();
    expect(upTo.map((e) => e.type)).toEqual(['1', '2']);
  });

  it('reads a stream from a revision: the tail after a snapshot, nothing past the end', async () => {
    await store.appendToStream('tail', 'no_stream', Array.from({ length: 12 }, (_, i) => event('N', { i })));
    expect((await store.readStream('tail', { fromRevision: 10n })).map((e) => [e.streamRevision, e.data.i])).toEqual([
      [10n, 10],
      [11n, 11],
    ]);
    expect((await store.readStream('tail', { fromRevision: 2n, maxCount: 3 })).map((e) => e.data.i)).toEqual([2, 3, 4]);
    expect(await store.readStream('tail', { fromRevision: 12n })).toEqual([]);
    expect(await store.readStream('unknown', { fromRevision: 3n })).toEqual([]);
  });

  it('keeps the newest snapshot of a stream; another version replaces it', async () => {
    const snapshots = store.snapshots;
    expect(await snapshots.readSnapshot('snap')).toBeNull();
    await snapshots.writeSnapshot({ streamId: 'snap', streamRevision: 10n, version: 1, state: { n: 10, items: [['a', 1, 2]] } });
    expect(await snapshots.readSnapshot('snap')).toEqual({ streamId: 'snap', streamRevision: 10n, version: 1, state: { n: 10, items: [['a', 1, 2]] } });
    // A slower writer with an older revision leaves the newer snapshot alone.
    await snapshots.writeSnapshot({ streamId: 'snap', streamRevision: 5n, version: 1, state: { n: 5 } });
    expect(await snapshots.readSnapshot('snap')).toMatchObject({ streamRevision: 10n, state: { n: 10 } });
    await snapshots.writeSnapshot({ streamId: 'snap', streamRevision: 20n, version: 1, state: { n: 20 } });
    expect(await snapshots.readSnapshot('snap')).toMatchObject({ streamRevision: 20n, version: 1, state: { n: 20 } });
    await snapshots.writeSnapshot({ streamId: 'snap', streamRevision: 15n, version: 2, state: { v2: true } });
    expect(await snapshots.readSnapshot('snap')).toMatchObject({ streamRevision: 15n, version: 2, state: { v2: true } });
    expect(await snapshots.readSnapshot('other')).toBeNull();
    await expect(snapshots.writeSnapshot({ streamId: 'snap', streamRevision: 30n, version: 1.5, state: {} })).rejects.toThrow(/Invalid snapshot version/);
    // Another process (a store of its own) reads what the table holds.
    expect(await new PostgresEventStore(db.client).snapshots.readSnapshot('snap')).toEqual({ streamId: 'snap', streamRevision: 15n, version: 2, state: { v2: true } });
  });

  it('keeps recent snapshots in memory within its bound, and reads the table for the others', async () => {
    const snapshots = new PostgresSnapshotStore(db.client, 60);
    const big = { text: 'x'.repeat(30) }; // about 40 characters of JSON: one fits, two do not
    await snapshots.writeSnapshot({ streamId: 'one', streamRevision: 1n, version: 1, state: big });
    await snapshots.writeSnapshot({ streamId: 'two', streamRevision: 2n, version: 1, state: big });
    // Changed behind its back: the evicted one is read from the table, the kept one from memory.
    await db.client.query(`update snapshots set state = '{"changed": true}'::jsonb`);
    expect((await snapshots.readSnapshot('one'))?.state).toEqual({ changed: true });
    expect(await snapshots.readSnapshot('two')).toEqual({ streamId: 'two', streamRevision: 2n, version: 1, state: big });
    const parsed = await snapshots.readSnapshot('two');
    (parsed!.state as Record<string, unknown>).mutated = true; // every read is a fresh copy
    expect((await snapshots.readSnapshot('two'))?.state).toEqual(big);
    await snapshots.writeSnapshot({ streamId: 'huge', streamRevision: 1n, version: 1, state: { text: 'y'.repeat(100) } });
    await db.client.query(`update snapshots set state = '{"huge": false}'::jsonb where stream_id = 'huge'`);
    expect((await snapshots.readSnapshot('huge'))?.state).toEqual({ huge: false }); // too big to keep
  });

  it('migrates idempotently, also when several processes start at once', async () => {
    await store.migrate();
    const fresh = await open();
    try {
      await Promise.all([1, 2, 3].map(() => new PostgresEventStore(fresh.client).migrate()));
      expect((await new PostgresEventStore(fresh.client).appendToStream('m', 'no_stream', [event()])).nextExpectedRevision).toBe(0n);
    } finally {
      await fresh.drop();
    }
  });

  it('migrate() brings a database made before the append function up to date, keeping its events', async () => {
    await store.appendToStream('kept', 'no_stream', [event('Old')]);
    await db.client.query('drop function es_append_events');
    await new PostgresEventStore(db.client).migrate();
    expect((await store.appendToStream('kept', 0n, [event('New')])).nextExpectedRevision).toBe(1n);
    expect((await store.readStream('kept')).map((e) => e.type)).toEqual(['Old', 'New']);
  });

  concurrencyCases(ctx);
};
