// The concurrency half of the event store contract. On the server these run on many pooled
// connections at once; PGlite has one connection, so there they check the serial behaviour.
import { expect, it } from '@jest/globals';
import { event, insertRawEvent, sleep, until, type ContractContext } from './contract-support.js';
import { START_OF_LOG, WrongExpectedRevisionError, type RecordedEvent } from './event-store.js';

export const concurrencyCases = ({ db, store, backend }: ContractContext): void => {
  it('20 connections appending to one stream at once: exactly one wins each revision', async () => {
    await store().appendToStream('race', 'no_stream', [event('start')]);
    for (let revision = 0n; revision < 3n; revision++) {
      const attempts = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) => store().appendToStream('race', revision, [event('try', { i })])),
      );
      const won = attempts.filter((a) => a.status === 'fulfilled');
      const lost = attempts.filter((a) => a.status === 'rejected') as PromiseRejectedResult[];
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(19);
      for (const l of lost) expect(l.reason).toMatchObject({ name: 'WrongExpectedRevisionError', actual: revision + 1n });
      for (const l of lost) expect(l.reason).toBeInstanceOf(WrongExpectedRevisionError);
    }
    expect((await store().readStream('race')).map((e) => e.streamRevision)).toEqual([0n, 1n, 2n, 3n]);
  });

  it('retries racing their original all get its result, and the events are written once', async () => {
    for (const expected of ['no_stream', 'any'] as const) {
      const streamId = `retry-${expected}`;
      const events = [event('A'), event('B')];
      const results = await Promise.all(Array.from({ length: 6 }, () => store().appendToStream(streamId, expected, events)));
      for (const r of results) expect(r).toEqual(results[0]);
      expect((await store().readStream(streamId)).map((e) => e.eventId)).toEqual(events.map((e) => e.eventId));
    }
  });

  it('appends to the same streams named in opposite orders never deadlock; a racing multi-stream expectation has one winner and writes nothing else', async () => {
    await Promise.all(
      Array.from({ length: 8 }, async (_, w) => {
        for (let i = 0; i < 15; i++) {
          const [first, second] = w % 2 === 0 ? ['cross-x', 'cross-y'] : ['cross-y', 'cross-x'];
          await store().appendToStreams([
            { streamId: first, expectedRevision: 'any', events: [event('X', { w, i })] },
            { streamId: second, expectedRevision: 'any', events: [event('Y', { w, i })] },
          ]);
        }
      }),
    );
    expect((await store().readStream('cross-x')).map((e) => e.streamRevision)).toEqual(Array.from({ length: 120 }, (_, i) => BigInt(i)));
    expect(await store().readStream('cross-y')).toHaveLength(120);

    await store().appendToStreams([
      { streamId: 'pair-a', expectedRevision: 'no_stream', events: [event()] },
      { streamId: 'pair-b', expectedRevision: 'no_stream', events: [event()] },
    ]);
    const attempts = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        store().appendToStreams([
          { streamId: 'pair-b', expectedRevision: 0n, events: [event('B', { i })] },
          { streamId: 'pair-a', expectedRevision: 0n, events: [event('A', { i })] },
        ]),
      ),
    );
    const won = attempts.flatMap((a, i) => (a.status === 'fulfilled' ? [i] : []));
    expect(won).toHaveLength(1);
    for (const a of attempts) if (a.status === 'rejected') expect(a.reason).toMatchObject({ name: 'WrongExpectedRevisionError', actual: 1n });
    expect((await store().readStream('pair-a')).map((e) => e.data.i)).toEqual([undefined, won[0]]);
    expect((await store().readStream('pair-b')).map((e) => e.data.i)).toEqual([undefined, won[0]]);
  });

  it('8 writers on shared streams while a subscriber reads: every event once, each stream in order', async () => {
    const seen: RecordedEvent[] = [];
    const subscription = store().subscribeToAll(START_OF_LOG, (e) => {
      seen.push(e);
    });
    const written: string[] = [];
    const writers = Array.from({ length: 8 }, async (_, w) => {
      for (let i = 0; i < 50; i++) {
        // Ten streams shared by all writers: appends queue on the same rows and commit out of order.
        const events = i % 3 === 0 ? [event('E', { w, i }), event('E', { w, i, second: true })] : [event('E', { w, i })];
        await store().appendToStream(`shared-${(w + i) % 10}`, 'any', events);
        written.push(...events.map((e) => e.eventId));
      }
    });
    await Promise.all(writers);
    await until(() => seen.length >= written.length);
    await sleep(300); // a few more poll cycles, in which a duplicate would show up
    await subscription.stop();
    expect(seen).toHaveLength(written.length);
    expect(new Set(seen.map((e) => e.eventId))).toEqual(new Set(written));
    const byStream = new Map<string, bigint[]>();
    for (const e of seen) byStream.set(e.streamId, [...(byStream.get(e.streamId) ?? []), e.streamRevision]);
    for (const revisions of byStream.values()) expect(revisions).toEqual(revisions.map((_, i) => BigInt(i)));
    const positions = seen.map((e) => [e.transactionId, e.globalPosition]);
    const ascending = positions.every((p, i) => i === 0 || p[0] > positions[i - 1][0] || (p[0] === positions[i - 1][0] && p[1] > positions[i - 1][1]));
    expect(ascending).toBe(true);
  });

  it('writers racing to start streams: the log shows every stream in revision order', async () => {
    // The first appends to a stream race on its row in `streams`; a loser must not end up with
    // revisions ahead of the winner's in the log's order (transaction id, then position).
    for (let round = 0; round < 40; round++) {
      await Promise.all(Array.from({ length: 6 }, (_, w) => store().appendToStream(`fresh-${round}`, 'any', [event('F', { w })])));
    }
    const byStream = new Map<string, bigint[]>();
    for (const e of await store().readAll(START_OF_LOG, 1000)) byStream.set(e.streamId, [...(byStream.get(e.streamId) ?? []), e.streamRevision]);
    expect(byStream.size).toBe(40);
    for (const revisions of byStream.values()) expect(revisions).toEqual([0n, 1n, 2n, 3n, 4n, 5n]);
  });

  if (backend === 'postgres') {
    it('never hands out an event that commits after a higher-numbered one has been read', async () => {
      const seen: string[] = [];
      const subscription = store().subscribeToAll(START_OF_LOG, (e) => {
        seen.push(e.type);
      });
      // Transaction A takes a global position first and stays open.
      let releaseA = () => {};
      const aHolding = new Promise<void>((r) => (releaseA = r));
      let aHasPosition = () => {};
      const aInserted = new Promise<void>((r) => (aHasPosition = r));
      const a = db().client.transaction(async (tx) => {
        await insertRawEvent(tx, 'late', 0, 'Late');
        aHasPosition();
        await aHolding;
      });
      await aInserted;
      try {
        // B takes a higher position and commits first (its in-process signal wakes the subscriber).
        const b = await store().appendToStream('early', 'no_stream', [event('Early')]);
        expect(await store().readAll(START_OF_LOG, 100)).toEqual([]);
        await sleep(300); // several subscriber reads happen here; none may return B
        expect(seen).toEqual([]);
        expect(b.position.globalPosition > 1n).toBe(true);
      } finally {
        releaseA(); // also when an expectation failed: an open transaction would hang the teardown
        await a;
      }
      const all = await store().readAll(START_OF_LOG, 100);
      expect(all.map((e) => e.type)).toEqual(['Late', 'Early']);
      expect(all[0].globalPosition < all[1].globalPosition).toBe(true);
      await until(() => seen.length === 2);
      await subscription.stop();
      expect(seen).toEqual(['Late', 'Early']);
    });
  } else {
    it('orders the log by commit (PGlite has one connection, so transactions cannot interleave)', async () => {
      // A second transaction cannot start while one is open, so "B commits before A" cannot be
      // staged here; the server run of this contract covers it.
      await store().appendToStream('p', 'no_stream', [event('1')]);
      await store().appendToStream('q', 'no_stream', [event('2')]);
      const all = await store().readAll(START_OF_LOG, 10);
      expect(all.map((e) => e.type)).toEqual(['1', '2']);
      expect(all[0].transactionId < all[1].transactionId).toBe(true);
    });
  }
};
