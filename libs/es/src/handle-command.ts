// load -> decide -> append with the expected revision; on a revision conflict the whole
// decision is taken again on fresh state, a bounded number of times.
import { randomUUID } from 'node:crypto';
import {
  WrongExpectedRevisionError,
  type EventStore,
  type LogPosition,
  type StreamAppend,
} from '../../eventstore/src/event-store.js';
import { ConflictError, type Decider, type DomainEvent, type SnapshotPolicy } from './decider.js';
import { metadataFor, type CommandContext } from './metadata.js';
import { laterPosition } from './projection/checkpoints.js';

export interface StreamCommand<Command, Event extends DomainEvent, State> {
  streamId: string;
  decider: Decider<Command, Event, State>;
  command: Command;
  practiceId: string | null;
}

export interface CommandOutcome {
  events: Array<DomainEvent & { streamId: string; eventId: string }>;
  /** Where the last appended event sits in the log (null when nothing was appended). */
  position: LogPosition | null;
}

export interface LoadedState<State> {
  state: State;
  /** The stream's real last revision: the expected revision of the next append. */
  revision: bigint | 'no_stream';
  /** The revision of the snapshot the state started from (null: folded from the first event). */
  snapshotRevision: bigint | null;
}

/** Snapshot writes still in flight (best effort, never awaited by a command). */
const pendingSnapshotWrites = new Set<Promise<void>>();

/** Resolves once every snapshot write started so far has finished (tests; before closing the database). */
export const snapshotWritesSettled = async (): Promise<void> => {
  while (pendingSnapshotWrites.size > 0) await Promise.allSettled([...pendingSnapshotWrites]);
};

/** The usable snapshot of a stream, or null: none, another version, or unreadable (logged). */
const readSnapshot = async <State>(store: EventStore, streamId: string, policy: SnapshotPolicy<State>) => {
  if (!store.snapshots) return null;
  try {
    const snapshot = await store.snapshots.readSnapshot(streamId);
    if (!snapshot || snapshot.version !== policy.version) return null;
    return { revision: snapshot.streamRevision, state: policy.fromJSON(snapshot.state) };
  } catch (error) {
    console.warn(`Snapshot of ${streamId} not used, folding the whole stream: ${(error as Error).message}`);
    return null;
  }
};

/**
 * The stream's state: from its latest snapshot (when the decider keeps them and one of its version
 * exists) plus the events after it, or folded from the first event.
 */
export const loadState = async <Command, Event extends DomainEvent, State>(
  store: EventStore,
  streamId: string,
  decider: Decider<Command, Event, State>,
): Promise<LoadedState<State>> => {
  const snapshot = decider.snapshot ? await readSnapshot(store, streamId, decider.snapshot) : null;
  const recorded = await store.readStream(streamId, snapshot ? { fromRevision: snapshot.revision + 1n } : undefined);
  const start = snapshot ? snapshot.state : decider.initialState();
  const state = recorded.reduce((s, r) => decider.evolve(s, { type: r.type, data: r.data } as Event), start);
  const revision = recorded.length > 0 ? recorded[recorded.length - 1].streamRevision : (snapshot?.revision ?? 'no_stream');
  return { state, revision, snapshotRevision: snapshot?.revision ?? null };
};

/**
 * After an append that landed right after the loaded state, keeps a snapshot when enough events
 * followed the last one. Serialised now; written in the background; a failure is logged only.
 */
const maybeSnapshot = <State>(
  store: EventStore,
  streamId: string,
  decider: Decider<unknown, DomainEvent, State>,
  loaded: LoadedState<State>,
  events: DomainEvent[],
  result: { nextExpectedRevision: bigint },
): void => {
  const policy = decider.snapshot;
  if (!policy || !store.snapshots) return;
  const base = loaded.revision === 'no_stream' ? -1n : loaded.revision;
  if (result.nextExpectedRevision !== base + BigInt(events.length)) return; // not our append right after our state
  if (result.nextExpectedRevision - (loaded.snapshotRevision ?? -1n) < BigInt(policy.every)) return;
  const snapshots = store.snapshots;
  let write: Promise<void>;
  try {
    const state = policy.toJSON(events.reduce(decider.evolve, loaded.state));
    write = snapshots.writeSnapshot({ streamId, streamRevision: result.nextExpectedRevision, version: policy.version, state });
  } catch (error) {
    write = Promise.reject(error);
  }
  const tracked: Promise<void> = write
    .catch((error) => console.warn(`Snapshot of ${streamId} not written: ${(error as Error).message}`))
    .finally(() => pendingSnapshotWrites.delete(tracked));
  pendingSnapshotWrites.add(tracked);
};

const decideOnce = async (
  store: EventStore,
  ctx: CommandContext,
  commands: Array<StreamCommand<any, any, any>>,
): Promise<CommandOutcome> => {
  const appends: StreamAppend[] = [];
  const decided: Array<{ command: StreamCommand<any, any, any>; loaded: LoadedState<any>; events: DomainEvent[] }> = [];
  const outcome: CommandOutcome = { events: [], position: null };
  for (const c of commands) {
    const loaded = await loadState(store, c.streamId, c.decider);
    const { state, revision } = loaded;
    const events: DomainEvent[] = c.decider.decide(c.command, state);
    if (events.length === 0) continue;
    decided.push({ command: c, loaded, events });
    const withIds = events.map((e) => ({ ...e, eventId: randomUUID(), streamId: c.streamId }));
    outcome.events.push(...withIds);
    appends.push({
      streamId: c.streamId,
      expectedRevision: revision,
      events: withIds.map((e) => ({
        eventId: e.eventId,
        type: e.type,
        data: e.data as Record<string, unknown>,
        metadata: { ...metadataFor(ctx, c.practiceId, e.eventId) },
      })),
    });
  }
  if (appends.length === 0) return outcome;
  const results = await store.appendToStreams(appends);
  decided.forEach(({ command, loaded, events }, i) => maybeSnapshot(store, command.streamId, command.decider, loaded, events, results[i]));
  outcome.position = results.reduce<LogPosition | null>((max, r) => laterPosition(max, r.position), null);
  return outcome;
};

// After a conflict, wait a little (random, growing) so writers that collided do not collide again.
const backOff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));

/** Decides on one or more streams and appends all resulting events atomically. */
export const handleCommandAcrossStreams = async (
  store: EventStore,
  ctx: CommandContext,
  commands: Array<StreamCommand<any, any, any>> | (() => Promise<Array<StreamCommand<any, any, any>>>),
  maxAttempts = 5,
): Promise<CommandOutcome> => {
  for (let attempt = 1; ; attempt++) {
    try {
      // A function is asked again on each attempt, for commands built from state read outside the streams.
      return await decideOnce(store, ctx, typeof commands === 'function' ? await commands() : commands);
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      if (attempt >= maxAttempts) throw new ConflictError();
      await backOff(attempt);
    }
  }
};

export const handleCommand = <Command, Event extends DomainEvent, State>(
  store: EventStore,
  ctx: CommandContext,
  command: StreamCommand<Command, Event, State>,
  maxAttempts = 5,
): Promise<CommandOutcome> => handleCommandAcrossStreams(store, ctx, [command], maxAttempts);
