// The reaction runner on a real database: at least once per event, resume after a restart,
// retry a failing event without skipping it, start at the end of the log on a first run.
import { randomUUID } from 'node:crypto';
import { describeEachBackend, type TestDatabase } from '#testing/postgres';
import { PostgresEventStore, type EventStore, type LogPosition, type RecordedEvent } from '#app/eventstore';
import { defineReaction, type ReactionDefinition } from '#app/es';
import { ReactionRunner } from './reaction-runner.js';

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
});
