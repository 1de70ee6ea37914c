// The reaction runner on a real database: at least once per event, resume after a restart,
// retry a failing event without skipping it, start at the end of the log on a first run; two
// runners of the same reaction on one database (two API processes) act once per event, one at a
// time, and the other takes over from the checkpoint when the first stops or dies.
import { randomUUID } from 'node:crypto';
import { describeEachBackend, type TestDatabase } from '#testing/postgres';
import { jest } from '@jest/globals';
import { PostgresEventStore, START_OF_LOG, type EventStore, type LogPosition, type RecordedEvent } from '#app/eventstore';
import { defineReaction, NOTHING_DONE, type ReactionDefinition } from '#app/es';
import { ReactionRunner } from './reaction-runner.js';
import { writeReactionCheckpoint } from './reaction-checkpoints.js';
import { laterPosition, readCheckpoint } from '../projection/checkpoints.js';

const add = (store: EventStore, stream: string, type = 'Added') =>
  store.appendToStream(stream, 'any', [{ eventId: randomUUID(), type, data: {}, metadata: {} }]);

describeEachBackend('ReactionRunner', (open) => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  const seen: RecordedEvent[] = [];
  let failures = 0;
  const recorder = (firstRun: ReactionDefinition['firstRun'] = 'start-of-log') =>
    defineReaction({
      name: 'recorder',
      eventTypes: ['Added'],
      firstRun,
      react: async (event) => {
        if (failures > 0) {
          failures -= 1;
          throw new Error('mail server down');
        }
        seen.push(event);
      },
    });
  const run = async (reaction: ReactionDefinition, until: LogPosition, errors: string[] = []) => {
    const runner = new ReactionRunner(db.client, store, [reaction], { log: () => {}, error: (m) => errors.push(m) }, [1, 5]);
    await runner.start();
    expect(await runner.waitFor(until, undefined, 10_000)).toBe(true);
    return runner;
  };

  beforeEach(async () => {
    seen.length = 0;
    failures = 0;
    db = await open();
    store = new PostgresEventStore(db.client);
    await store.migrate();
  });
  afterEach(async () => db.drop());

  it('handles each event of its types once, in log order, and resumes after a restart', async () => {
    await add(store, 'a');
    await add(store, 'a', 'Ignored');
    const first = await run(recorder(), (await add(store, 'b')).position);
    await first.stop();
    expect(seen.map((e) => e.streamId)).toEqual(['a', 'b']);

    await add(store, 'c');
    const second = await run(recorder(), (await add(store, 'd')).position);
    await second.stop();
    expect(seen.map((e) => e.streamId)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('follows appends made while it runs', async () => {
    const runner = await run(recorder(), (await add(store, 'a')).position);
    const { position } = await add(store, 'b');
    expect(await runner.waitFor(position, ['recorder'], 10_000)).toBe(true);
    await runner.stop();
    expect(seen.map((e) => e.streamId)).toEqual(['a', 'b']);
  });

  it('retries a failing event with a log line, without skipping it or overtaking it', async () => {
    failures = 2;
    const errors: string[] = [];
    await add(store, 'first');
    const runner = await run(recorder(), (await add(store, 'second')).position, errors);
    await runner.stop();
    expect(seen.map((e) => e.streamId)).toEqual(['first', 'second']);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/Reaction "recorder" failed at global position \d+ \(Added on first\), attempt 1: mail server down/);
    expect(runner.status().recorder).toMatchObject({ status: 'stopped', attempts: 0 });
  });

  it('a new reaction that starts at the end of the log ignores history; rewinding replays it', async () => {
    await add(store, 'old');
    const head = (await add(store, 'old-too')).position;
    const runner = await run(recorder('end-of-log'), head);
    const { position } = await add(store, 'new');
    await runner.waitFor(position, undefined, 10_000);
    await runner.stop();
    expect(seen.map((e) => e.streamId)).toEqual(['new']);

    await runner.rewind('recorder');
    const replay = await run(recorder('end-of-log'), position);
    await replay.stop();
    expect(seen.map((e) => e.streamId)).toEqual(['new', 'old', 'old-too', 'new']);
  });

  it('an event appended right after start() returns is handled by a new end-of-log reaction, not skipped as history', async () => {
    // A long history, so finding the end of the log takes a while.
    await store.appendToStreams(Array.from({ length: 30 }, (_, i) => ({
      streamId: `old-${i}`,
      expectedRevision: 'no_stream' as const,
      events: Array.from({ length: 100 }, () => ({ eventId: randomUUID(), type: 'Added', data: {}, metadata: {} })),
    })));
    const runner = new ReactionRunner(db.client, store, [recorder('end-of-log')], { log: () => {}, error: () => {} }, [1, 5]);
    await runner.start();
    const { position } = await add(store, 'right-after-start');
    expect(await runner.waitFor(position, undefined, 10_000)).toBe(true);
    await runner.stop();
    expect(seen.map((e) => e.streamId)).toEqual(['right-after-start']);
  });

  it('passes events it ignores (storing its checkpoint past them lazily): stored past the last one when it stops', async () => {
    const first = await run(recorder(), (await add(store, 'a')).position);
    let last = (await add(store, 'x', 'Ignored')).position;
    for (let i = 0; i < 5; i++) last = (await add(store, `x${i}`, 'Ignored')).position;
    expect(await first.waitFor(last, undefined, 10_000)).toBe(true);
    const { position } = await add(store, 'b');
    expect(await first.waitFor(position, undefined, 10_000)).toBe(true);
    expect(await readCheckpoint(db.client, 'reaction:recorder')).toEqual(position); // handled: stored at once
    last = (await add(store, 'y', 'Ignored')).position;
    expect(await first.waitFor(last, undefined, 10_000)).toBe(true);
    await first.stop();
    expect(seen.map((e) => e.streamId)).toEqual(['a', 'b']);
    expect(await readCheckpoint(db.client, 'reaction:recorder')).toEqual(last);
  });

  it("stores its checkpoint lazily past an event it answered NOTHING_DONE for, at once after an effect", async () => {
    const handledIds: string[] = [];
    const picky = defineReaction({
      name: 'picky',
      eventTypes: ['Added'],
      firstRun: 'start-of-log',
      react: async (event) => {
        handledIds.push(event.streamId);
        return event.streamId.startsWith('skip') ? NOTHING_DONE : undefined;
      },
    });
    const acted = (await add(store, 'act-1')).position;
    // Lazily = not within the hour here, so that a slow machine cannot store it early.
    const runner = new ReactionRunner(db.client, store, [picky], undefined, [1, 5], {}, 3_600_000);
    await runner.start();
    expect(await runner.waitFor(acted, undefined, 10_000)).toBe(true);
    expect(await readCheckpoint(db.client, 'reaction:picky')).toEqual(acted);
    const skipped = (await add(store, 'skip-1')).position;
    expect(await runner.waitFor(skipped, undefined, 10_000)).toBe(true);
    expect(await readCheckpoint(db.client, 'reaction:picky')).toEqual(acted); // not yet
    const actedAgain = (await add(store, 'act-2')).position;
    expect(await runner.waitFor(actedAgain, undefined, 10_000)).toBe(true);
    expect(await readCheckpoint(db.client, 'reaction:picky')).toEqual(actedAgain);
    const skippedLast = (await add(store, 'skip-2')).position;
    expect(await runner.waitFor(skippedLast, undefined, 10_000)).toBe(true);
    await runner.stop();
    expect(handledIds).toEqual(['act-1', 'skip-1', 'act-2', 'skip-2']);
    expect(await readCheckpoint(db.client, 'reaction:picky')).toEqual(skippedLast);
  });

  it('runners of one process at the same position share their reads of the log', async () => {
    const others = [1, 2, 3, 4].map((n) => defineReaction({ name: `other-${n}`, eventTypes: ['Added'], firstRun: 'start-of-log', react: async () => {} }));
    const runners = [await run(recorder(), (await add(store, 'a')).position), ...(await Promise.all(others.map((o) => run(o, START_OF_LOG))))];
    const { position } = await add(store, 'settle');
    for (const r of runners) expect(await r.waitFor(position, undefined, 10_000)).toBe(true);
    const reads = jest.spyOn(store, 'readAll');
    const appended = (await add(store, 'b')).position;
    for (const r of runners) expect(await r.waitFor(appended, undefined, 10_000)).toBe(true);
    // The five woke to the append and read it together: one read (two, or three, if a poll tick
    // came just before), where each reading on its own would make five.
    expect(reads.mock.calls.filter(([after]) => after.globalPosition === position.globalPosition).length).toBeLessThanOrEqual(3);
    reads.mockRestore();
    for (const r of runners) await r.stop();
    expect(seen.map((e) => e.streamId)).toEqual(['a', 'settle', 'b']);
  });

  describe('two runners of the same reaction on one database (two processes)', () => {
    const quiet = { log: () => {}, error: () => {} };
    /** A short lease, so a takeover after a crash comes within a second or two. */
    const LEASE = { leaseMs: 900 };
    const runner = (client = db.client, owner?: string) =>
      new ReactionRunner(client, client === db.client ? store : new PostgresEventStore(client), [recorder()], quiet, [1, 5], { ...LEASE, owner });
    const handledOnce = () => {
      const ids = seen.map((e) => e.eventId);
      expect(new Set(ids).size).toBe(ids.length);
    };
    const waitUntil = async (done: () => boolean | Promise<boolean>) => {
      for (let i = 0; i < 400 && !(await done()); i++) await new Promise((r) => setTimeout(r, 25));
      expect(await done()).toBe(true);
    };

    it('handle each event exactly once, one of them at a time; when it stops the other takes over from the checkpoint', async () => {
      const one = runner();
      const two = runner();
      await one.start(); // one after the other: the first creates the lease table
      await two.start();
      expect([one.status().recorder.status, two.status().recorder.status].sort()).toEqual(['running', 'standby']);
      const [owner, standby] = one.status().recorder.status === 'running' ? [one, two] : [two, one];
      let last: LogPosition | null = null;
      for (let i = 0; i < 30; i++) {
        // Two appends at once: either may commit last, so wait for the later of the two.
        for (const { position } of await Promise.all([add(store, `a${i}`), add(store, `b${i}`, i % 2 ? 'Added' : 'Ignored')])) last = laterPosition(last, position);
      }
      expect(await owner.waitFor(last, undefined, 10_000)).toBe(true);
      expect(await standby.waitFor(last, undefined, 10_000)).toBe(true); // it follows the stored checkpoint
      expect(seen).toHaveLength(45);
      handledOnce();
      // The owner, idle after events it ignores, still stores its position past them (within a
      // second or so), and the one standing by follows it there.
      const ignored = (await add(store, 'ignored-last', 'Ignored')).position;
      expect(await standby.waitFor(ignored, undefined, 10_000)).toBe(true);

      await owner.stop();
      const { position } = await add(store, 'after-the-owner-stopped');
      expect(await standby.waitFor(position, undefined, 20_000)).toBe(true);
      expect(standby.status().recorder.status).toBe('running');
      await standby.stop();
      expect(seen).toHaveLength(46);
      expect(seen[45].streamId).toBe('after-the-owner-stopped');
      handledOnce();
    });

    it('a runner whose lease another process took cannot move the checkpoint, and stands by', async () => {
      const one = runner(db.client, 'first');
      await one.start();
      const first = (await add(store, 'first')).position;
      expect(await one.waitFor(first, undefined, 10_000)).toBe(true);
      // Another process takes the lease (as after this one stalled past it) and moves the checkpoint on.
      await db.client.query("update leases set owner = 'second', expires_at = now() + interval '1 hour' where name = 'reaction:recorder'");
      const second = (await add(store, 'second')).position;
      expect(await writeReactionCheckpoint(db.client, 'recorder', 'second', second)).toBe(true);
      expect(await writeReactionCheckpoint(db.client, 'recorder', 'first', first)).toBe(false);
      await waitUntil(() => one.status().recorder.status === 'standby');
      await add(store, 'third');
      expect(await one.waitFor(second, undefined, 10_000)).toBe(true);
      await one.stop();
      expect(await readCheckpoint(db.client, 'reaction:recorder')).toEqual(second);
      // It never handled what came after the takeover; at most the event in flight ('second') went twice.
      expect(seen.map((e) => e.streamId).filter((s) => s === 'third')).toEqual([]);
    });

    it('when the owner stops answering (it died, or lost the network), the other takes over once the lease runs out: nothing skipped or twice', async () => {
      // The owner's database connection: once it "dies", nothing it asks ever answers.
      let alive = true;
      const client = db.client;
      const doomed: typeof client = { ...client, query: (sql, params) => (alive ? client.query(sql, params) : new Promise(() => {})) } as typeof client;
      const one = runner(doomed);
      await one.start();
      const two = runner();
      await two.start();
      expect(two.status().recorder.status).toBe('standby');
      const before = (await add(store, 'before')).position;
      expect(await one.waitFor(before, undefined, 10_000)).toBe(true);
      alive = false;
      const { position } = await add(store, 'after');
      expect(await two.waitFor(position, undefined, 20_000)).toBe(true);
      expect(two.status().recorder.status).toBe('running');
      await two.stop(); // (the dead one is never stopped: it waits forever)
      expect(seen.map((e) => e.streamId)).toEqual(['before', 'after']);
    });
  });
});
