// Snapshots in loadState/handleCommand, on both backends: the state from snapshot + tail equals the
// full fold, snapshots of another version or unreadable ones are ignored, a failed snapshot write
// never fails a command, and appends still expect the stream's real last revision.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { describeEachBackend } from '#testing/postgres';
import type { TestDatabase } from '#testing/postgres';
import { PostgresEventStore, type EventStore } from '#app/eventstore';
import { fold, metadataFor, newCommandContext, type CommandContext, type Decider, type DomainEvent } from '#app/es';
import { handleCommand, loadState, snapshotWritesSettled } from './handle-command.js';

type TallyEvent = DomainEvent<'Added', { id: string; n: number }> | DomainEvent<'Removed', { id: string }>;
type TallyCommand = { type: 'Add'; id: string; n: number } | { type: 'Remove'; id: string };
interface Tally {
  items: Map<string, number>;
  total: number;
}

const plain: Decider<TallyCommand, TallyEvent, Tally> = {
  initialState: () => ({ items: new Map(), total: 0 }),
  // Mutates in place, as the schedule's evolve does.
  evolve: (state, event) => {
    if (event.type === 'Added') {
      state.items.set(event.data.id, (state.items.get(event.data.id) ?? 0) + event.data.n);
      state.total += event.data.n;
    } else {
      state.total -= state.items.get(event.data.id) ?? 0;
      state.items.delete(event.data.id);
    }
    return state;
  },
  decide: (command, state) =>
    command.type === 'Add'
      ? [{ type: 'Added', data: { id: command.id, n: command.n } }]
      : state.items.has(command.id)
        ? [{ type: 'Removed', data: { id: command.id } }]
        : [],
};

const policy = (version = 1, every = 3) => ({
  version,
  every,
  toJSON: (s: Tally) => ({ items: [...s.items], total: s.total }),
  fromJSON: (json: unknown) => {
    const j = json as { items: Array<[string, number]>; total: number };
    return { items: new Map(j.items), total: j.total };
  },
});
const withSnapshots: Decider<TallyCommand, TallyEvent, Tally> = { ...plain, snapshot: policy() };

const ctx: CommandContext = newCommandContext({ kind: 'system', id: 'test' }, new Date('2026-11-21T10:00:00Z'));
const send = (store: EventStore, streamId: string, command: TallyCommand, decider = withSnapshots) =>
  handleCommand(store, ctx, { streamId, decider, command, practiceId: null });

/** The state folded from every event, as if there were no snapshots. */
const fullFold = async (store: EventStore, streamId: string) =>
  fold(plain, (await store.readStream(streamId)).map((r) => ({ type: r.type, data: r.data }) as TallyEvent));
const view = (s: Tally) => ({ items: [...s.items].sort(([a], [b]) => a.localeCompare(b)), total: s.total });

describeEachBackend('loadState with snapshots', (open) => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  beforeEach(async () => {
    db = await open();
    store = new PostgresEventStore(db.client);
    await store.migrate();
  });
  afterEach(async () => {
    await snapshotWritesSettled();
    await db?.drop();
  });

  it('snapshot + tail equals the full fold, over random command sequences', async () => {
    let stream = 0;
    const command = fc.oneof(
      fc.record({ type: fc.constant('Add' as const), id: fc.constantFrom('a', 'b', 'c', 'd'), n: fc.integer({ min: 1, max: 9 }) }),
      fc.record({ type: fc.constant('Remove' as const), id: fc.constantFrom('a', 'b', 'c', 'd') }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 14 }), async (commands) => {
        const streamId = `tally-${++stream}`;
        for (const c of commands) {
          await send(store, streamId, c);
          await snapshotWritesSettled();
          const loaded = await loadState(store, streamId, withSnapshots);
          expect(view(loaded.state)).toEqual(view(await fullFold(store, streamId)));
          const events = await store.readStream(streamId);
          expect(loaded.revision).toEqual(events.length ? events[events.length - 1].streamRevision : 'no_stream');
        }
        const snapshot = await store.snapshots.readSnapshot(streamId);
        const length = (await store.readStream(streamId)).length;
        // Taken after an append once at least `every` (3) events followed the previous one.
        if (length >= 3) expect(snapshot?.streamRevision).toBeGreaterThanOrEqual(2n);
        else expect(snapshot).toBeNull();
        if (snapshot) expect(BigInt(length) - 1n - snapshot.streamRevision).toBeLessThan(3n);
      }),
      { numRuns: 12 },
    );
  });

  it('starts from the snapshot and reads only the events after it', async () => {
    // Settled after each append: the fourth command must see the third's snapshot (written in the
    // background) or it takes its own at revision 3, as it would in a busy process.
    for (let i = 0; i < 4; i++) {
      await send(store, 's', { type: 'Add', id: `x${i}`, n: 1 });
      await snapshotWritesSettled();
    }
    expect(await store.snapshots.readSnapshot('s')).toMatchObject({ streamRevision: 2n, version: 1 });
    // A planted snapshot shows it is really used (the events say total 4); read by another process
    // (a store of its own: this one keeps what it wrote in memory).
    await db.client.query(`update snapshots set state = $1::jsonb where stream_id = 's'`, [JSON.stringify({ items: [['planted', 100]], total: 100 })]);
    const other = new PostgresEventStore(db.client);
    expect(view((await loadState(store, 's', withSnapshots)).state)).toEqual({ items: [['x0', 1], ['x1', 1], ['x2', 1], ['x3', 1]], total: 4 });
    const reads = jest.spyOn(other, 'readStream');
    const loaded = await loadState(other, 's', withSnapshots);
    expect(reads).toHaveBeenCalledWith('s', { fromRevision: 3n });
    expect(view(loaded.state)).toEqual({ items: [['planted', 100], ['x3', 1]], total: 101 });
    expect(loaded).toMatchObject({ revision: 3n, snapshotRevision: 2n });
    reads.mockRestore();
  });

  it('ignores a snapshot of another version, and one it cannot read', async () => {
    for (let i = 0; i < 3; i++) await send(store, 's', { type: 'Add', id: 'a', n: 2 });
    await snapshotWritesSettled();
    await db.client.query(`update snapshots set state = $1::jsonb where stream_id = 's'`, [JSON.stringify({ items: [['planted', 100]], total: 100 })]);
    const v2 = { ...plain, snapshot: policy(2) };
    const loaded = await loadState(store, 's', v2);
    expect(view(loaded.state)).toEqual({ items: [['a', 6]], total: 6 });
    expect(loaded).toMatchObject({ revision: 2n, snapshotRevision: null });

    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = { ...plain, snapshot: { ...policy(), fromJSON: () => { throw new Error('bad shape'); } } };
    const fallback = await loadState(store, 's', broken);
    expect(view(fallback.state)).toEqual({ items: [['a', 6]], total: 6 });
    expect(fallback.snapshotRevision).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('bad shape'));
    warn.mockRestore();
    // The newer version takes its own snapshot over the old one at its first append.
    await send(store, 's', { type: 'Add', id: 'b', n: 1 }, v2);
    await snapshotWritesSettled();
    expect(await store.snapshots.readSnapshot('s')).toMatchObject({ version: 2, streamRevision: 3n, state: { total: 7 } });
  });

  it('a failed snapshot write is logged and the command still succeeds', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const failing: EventStore = Object.assign(Object.create(store), {
      snapshots: { readSnapshot: () => store.snapshots.readSnapshot('none'), writeSnapshot: () => Promise.reject(new Error('disk full')) },
    });
    for (let i = 0; i < 5; i++) await send(failing, 's', { type: 'Add', id: 'a', n: 1 });
    await snapshotWritesSettled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('disk full'));
    expect(await store.readStream('s')).toHaveLength(5);
    expect(await store.snapshots.readSnapshot('s')).toBeNull();
    expect(view((await loadState(store, 's', withSnapshots)).state)).toEqual({ items: [['a', 5]], total: 5 });
    warn.mockRestore();
  });

  it('appends expect the real last revision: events written past the snapshot by others, and racing commands', async () => {
    for (let i = 0; i < 3; i++) await send(store, 's', { type: 'Add', id: 'a', n: 1 });
    await snapshotWritesSettled();
    expect(await store.snapshots.readSnapshot('s')).toMatchObject({ streamRevision: 2n });
    // Another writer appends without taking a snapshot.
    await store.appendToStream('s', 2n, [{ eventId: randomUUID(), type: 'Added', data: { id: 'z', n: 10 }, metadata: { ...metadataFor(ctx, null, 'x') } }]);
    await send(store, 's', { type: 'Remove', id: 'z' });
    // At most as many racers as attempts: one wins each round, so every one gets through.
    const racing = Array.from({ length: 4 }, (_, i) => send(store, 's', { type: 'Add', id: `r${i}`, n: 1 }));
    await Promise.all(racing);
    await snapshotWritesSettled();
    const loaded = await loadState(store, 's', withSnapshots);
    expect(view(loaded.state)).toEqual(view(await fullFold(store, 's')));
    expect(loaded.state.total).toBe(7);
    expect(loaded.revision).toBe(8n);
  });
});

describe('snapshot policy of a store without snapshots', () => {
  it('folds the whole stream', async () => {
    const events = [{ type: 'Added', data: { id: 'a', n: 1 } }];
    const bare = { readStream: async () => events.map((e, i) => ({ ...e, streamRevision: BigInt(i) })) } as unknown as EventStore;
    const loaded = await loadState(bare, 's', withSnapshots);
    expect(loaded).toMatchObject({ revision: 0n, snapshotRevision: null });
    expect(loaded.state.total).toBe(1);
  });
});
