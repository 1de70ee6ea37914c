// load -> decide -> append with the expected revision; on a revision conflict the whole
// decision is taken again on fresh state, a bounded number of times.
import { randomUUID } from 'node:crypto';
import { WrongExpectedRevisionError, type EventStore, type LogPosition, type StreamAppend } from '#app/eventstore';
import {
  ConflictError,
  metadataFor,
  type CommandContext,
  type Decider,
  type DomainEvent,
  type SnapshotPolicy,
  type StreamEvents,
} from '#app/es';
import { laterPosition } from './projection/checkpoints.js';
import { KeyedLock } from './keyed-lock.js';

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

/** Reads stream states for a decision; each stream's revision is remembered for the append. */
export interface StreamLoader {
  load<State>(streamId: string, decider: Decider<any, any, State>): Promise<State>;
}

/** Reads states outside a decision (nothing is appended with what it read). */
export const storeLoader = (store: EventStore): StreamLoader => ({
  load: async (streamId, decider) => (await loadState(store, streamId, decider)).state,
});

/**
 * A decision that spans streams: loads the states it needs through `loader`, then returns the
 * events of each stream (computed by pure functions). A stream it never loaded is appended as new.
 */
export type Decision = (loader: StreamLoader) => Promise<StreamEvents[]>;

const decideOnce = async (store: EventStore, ctx: CommandContext, decision: Decision): Promise<CommandOutcome> => {
  const loaded = new Map<string, { decider: Decider<any, any, any>; loaded: LoadedState<any> }>();
  // The same stream folded by another decider (e.g. an appointment's rules and its payments): its
  // own state, while the append keeps the revision of the first read.
  const otherFolds = new Map<string, Map<Decider<any, any, any>, unknown>>();
  const loader: StreamLoader = {
    load: async (streamId, decider) => {
      const known = loaded.get(streamId);
      if (!known) {
        const state = await loadState(store, streamId, decider);
        loaded.set(streamId, { decider, loaded: state });
        return state.state;
      }
      if (known.decider === decider) return known.loaded.state;
      const folds = otherFolds.get(streamId) ?? new Map<Decider<any, any, any>, unknown>();
      otherFolds.set(streamId, folds);
      if (!folds.has(decider)) folds.set(decider, (await loadState(store, streamId, decider)).state);
      return folds.get(decider) as never;
    },
  };
  // One append per stream: events a decision returns for one stream in several parts go in order.
  const byStream = new Map<string, StreamEvents>();
  for (const part of await decision(loader)) {
    if (part.events.length === 0) continue;
    const earlier = byStream.get(part.streamId);
    if (earlier) earlier.events = [...earlier.events, ...part.events];
    else byStream.set(part.streamId, { ...part });
  }
  const outcome: CommandOutcome = { events: [], position: null };
  const appends: StreamAppend[] = [];
  for (const { streamId, practiceId, events } of byStream.values()) {
    const withIds = events.map((e) => ({ ...e, eventId: randomUUID(), streamId }));
    outcome.events.push(...withIds);
    appends.push({
      streamId,
      expectedRevision: loaded.get(streamId)?.loaded.revision ?? 'no_stream',
      events: withIds.map((e) => ({ eventId: e.eventId, type: e.type, data: e.data as Record<string, unknown>, metadata: { ...metadataFor(ctx, practiceId, e.eventId) } })),
    });
  }
  if (appends.length === 0) return outcome;
  const results = await store.appendToStreams(appends);
  appends.forEach((append, i) => {
    const read = loaded.get(append.streamId);
    if (read) maybeSnapshot(store, append.streamId, read.decider, read.loaded, byStream.get(append.streamId)!.events, results[i]);
  });
  outcome.position = results.reduce<LogPosition | null>((max, r) => laterPosition(max, r.position), null);
  return outcome;
};

/** The decision of a list of stream commands: each decided by its decider on its stream's state. */
const commandsDecision =
  (commands: Array<StreamCommand<any, any, any>>): Decision =>
  async (loader) => {
    const parts: StreamEvents[] = [];
    for (const c of commands) parts.push({ streamId: c.streamId, practiceId: c.practiceId, events: c.decider.decide(c.command, await loader.load(c.streamId, c.decider)) });
    return parts;
  };

// After a conflict, wait a little (random, growing) so writers that collided do not collide again.
const backOff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));

export interface DecisionOptions {
  /** Conflicting rounds before giving up with a ConflictError (default 5). */
  maxAttempts?: number;
  /**
   * Decisions with the same key take turns in this process (e.g. every booking of a practice meets
   * on its schedule stream): fewer lost rounds under load. Optimistic concurrency stays the guarantee.
   */
  oneAtATimeFor?: string;
}

const turns = new KeyedLock();

/**
 * Load -> decide (pure) -> append atomically with the expected revision of every stream read; on a
 * revision conflict the whole decision is taken again on fresh state, a bounded number of times.
 */
export const handleDecision = (store: EventStore, ctx: CommandContext, decision: Decision, options: DecisionOptions = {}): Promise<CommandOutcome> => {
  const attempt = async (): Promise<CommandOutcome> => {
    for (let round = 1; ; round++) {
      try {
        return await decideOnce(store, ctx, decision);
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        if (round >= (options.maxAttempts ?? 5)) throw new ConflictError();
        await backOff(round);
      }
    }
  };
  return options.oneAtATimeFor ? turns.run(options.oneAtATimeFor, attempt) : attempt();
};

/** Decides on one or more streams and appends all resulting events atomically. */
export const handleCommandAcrossStreams = (
  store: EventStore,
  ctx: CommandContext,
  commands: Array<StreamCommand<any, any, any>> | (() => Promise<Array<StreamCommand<any, any, any>>>),
  options: DecisionOptions = {},
): Promise<CommandOutcome> =>
  handleDecision(store, ctx, typeof commands === 'function' ? async (loader) => commandsDecision(await commands())(loader) : commandsDecision(commands), options);

export const handleCommand = <Command, Event extends DomainEvent, State>(
  store: EventStore,
  ctx: CommandContext,
  command: StreamCommand<Command, Event, State>,
  maxAttempts = 5,
): Promise<CommandOutcome> => handleCommandAcrossStreams(store, ctx, [command], { maxAttempts });
