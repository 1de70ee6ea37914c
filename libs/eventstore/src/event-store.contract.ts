// The contract every EventStore adapter passes. Run against PGlite always and the server in CI.
import { afterEach, beforeEach, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { TestDatabase } from '../../postgres/src/testing/test-databases.js';
import { START_OF_LOG, WrongExpectedRevisionError, type EventStore, type EventToAppend, type RecordedEvent } from './event-store.js';
import { PostgresEventStore } from './postgres-event-store.js';

const event = (type = 'Something', data: Record<string, unknown> = {}): EventToAppend => ({
  eventId: randomUUID(),
  type,
  data,
  metadata: { test: true },
});

const until = async (condition: () => boolean, timeoutMs = 20_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 20));
  }
};

export const eventStoreContract = (open: () => Promise<TestDatabase>, backend: 'pglite' | 'postgres'): void => {
  let db: TestDatabase;
  let store: EventStore;

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
    expect(read.map((e) => [e.type, e.streamRevision, e.data])).toEqual([['A', 0n, { n: 1 }], ['B', 1n, { n: 2 }], ['C', 2n, { n: 3 }]]);
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
    await expect(store.appendToStream('s-2', 5n, [event()])).rejects.toMatchObject({ name: 'WrongExpectedRevisionError', actual: 0n });
    await expect(store.appendToStream('never', 0n, [event()])).rejects.toMatchObject({ actual: 'no_stream' });
    expect((await store.appendToStream('s-2', 'any', [event(), event()])).nextExpectedRevision).toBe(2n);
    expect((await store.appendToStream('fresh', 'any', [event()])).nextExpectedRevision).toBe(0n);
    expect(await store.readStream('s-2')).toHaveLength(3);
  });

  it('a retry with the same event ids returns the first result and writes nothing', async () => {
    const events = [event('A'), event('B')];
    const first = await store.appendToStream('s-3', 'no_stream', events);
    const retry = await store.appendToStream('s-3', 'no_stream', events);
    expect(retry).toEqual(first);
    expect(await store.readStream('s-3')).toHaveLength(2);
  });

  it('appends to several streams atomically: a conflict on one writes nothing on the other', async () => {
    await store.appendToStream('b', 'no_stream', [event()]);
    await expect(
      store.appendToStreams([
        { streamId: 'a', expectedRevision: 'no_stream', events: [event()] },
        { streamId: 'b', expectedRevision: 'no_stream', events: [event()] },
      ]),
    ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    expect(await store.readStream('a')).toEqual([]);
    const ok = await store.appendToStreams([
      { streamId: 'a', expectedRevision: 'no_stream', events: [event()] },
      { streamId: 'b', expectedRevision: 0n, events: [event()] },
    ]);
    expect(ok.map((r) => r.nextExpectedRevision)).toEqual([0n, 1n]);
  });

  it('reads the global log from a checkpoint', async () => {
    await store.appendToStream('x', 'no_stream', [event('1'), event('2')]);
    await store.appendToStream('y', 'no_stream', [event('3')]);
    const all = await store.readAll(START_OF_LOG, 100);
    expect(all.map((e) => e.type)).toEqual(['1', '2', '3']);
    const after = await store.readAll({ transactionId: all[1].transactionId, globalPosition: all[1].globalPosition }, 100);
    expect(after.map((e) => e.type)).toEqual(['3']);
    expect((await store.readAll(START_OF_LOG, 2)).map((e) => e.type)).toEqual(['1', '2']);
  });

  it('a live subscription receives what is appended later', async () => {
    await store.appendToStream('live', 'no_stream', [event('before')]);
    const seen: string[] = [];
    const subscription = store.subscribeToAll(START_OF_LOG, (e) => {
      seen.push(e.type);
    });
    await until(() => seen.length === 1);
    await store.appendToStream('live', 0n, [event('after')]);
    await until(() => seen.length === 2);
    await subscription.stop();
    expect(seen).toEqual(['before', 'after']);
  });

  it('20 connections appending to one stream at once: exactly one wins each revision', async () => {
    await store.appendToStream('race', 'no_stream', [event('start')]);
    for (let revision = 0n; revision < 3n; revision++) {
      const attempts = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) => store.appendToStream('race', revision, [event('try', { i })])),
      );
      const won = attempts.filter((a) => a.status === 'fulfilled');
      const lost = attempts.filter((a) => a.status === 'rejected') as PromiseRejectedResult[];
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(19);
      for (const l of lost) expect(l.reason).toBeInstanceOf(WrongExpectedRevisionError);
    }
    expect((await store.readStream('race')).map((e) => e.streamRevision)).toEqual([0n, 1n, 2n, 3n]);
  });

  it('8 writers on many streams while a subscriber reads: every event once, each stream in order', async () => {
    const seen: RecordedEvent[] = [];
    const subscription = store.subscribeToAll(START_OF_LOG, (e) => {
      seen.push(e);
    });
    const writers = Array.from({ length: 8 }, async (_, w) => {
      for (let i = 0; i < 40; i++) {
        const streamId = `w${w}-s${i % 5}`;
        await store.appendToStream(streamId, 'any', [event('E', { w, i }), event('E', { w, i, second: true })]);
      }
    });
    await Promise.all(writers);
    await until(() => seen.length >= 8 * 40 * 2);
    await new Promise((r) => setTimeout(r, 200));
    await subscription.stop();
    expect(seen).toHaveLength(640);
    expect(new Set(seen.map((e) => e.eventId)).size).toBe(640);
    const byStream = new Map<string, bigint[]>();
    for (const e of seen) byStream.set(e.streamId, [...(byStream.get(e.streamId) ?? []), e.streamRevision]);
    for (const revisions of byStream.values()) expect(revisions).toEqual(revisions.map((_, i) => BigInt(i)));
  });

  if (backend === 'postgres') {
    it('never hands out an event that commits after a higher-numbered one has been read', async () => {
      const client = db.client;
      // Transaction A takes a global position first and stays open.
      let releaseA: () => void = () => {};
      const aHolding = new Promise<void>((r) => (releaseA = r));
      let aStarted: () => void = () => {};
      const aHasPosition = new Promise<void>((r) => (aStarted = r));
      const a = client.transaction(async (tx) => {
        await tx.query(
          `insert into events (stream_id, stream_revision, event_id, type, data, metadata) values ('late', 0, $1, 'Late', '{}', '{}')`,
          [randomUUID()],
        );
        aStarted();
        await aHolding;
      });
      await aHasPosition;
      // B takes a higher position and commits first.
      await store.appendToStream('early', 'no_stream', [event('Early')]);
      const whileOpen = await store.readAll(START_OF_LOG, 100);
      expect(whileOpen.map((e) => e.type)).toEqual([]);
      releaseA();
      await a;
      const afterCommit = await store.readAll(START_OF_LOG, 100);
      expect(afterCommit.map((e) => e.type).sort()).toEqual(['Early', 'Late']);
      expect(afterCommit[0].globalPosition < afterCommit[1].globalPosition || afterCommit[0].type === 'Late').toBe(true);
    });
  } else {
    it('orders the log by commit (PGlite has one connection, so transactions cannot interleave)', async () => {
      await store.appendToStream('p', 'no_stream', [event('1')]);
      await store.appendToStream('q', 'no_stream', [event('2')]);
      const all = await store.readAll(START_OF_LOG, 10);
      expect(all.map((e) => e.type)).toEqual(['1', '2']);
      expect(all[0].transactionId < all[1].transactionId).toBe(true);
    });
  }
};
