// load -> decide -> append with the expected revision; on a revision conflict the whole
// decision is taken again on fresh state, a bounded number of times.
import { randomUUID } from 'node:crypto';
import {
  WrongExpectedRevisionError,
  type EventStore,
  type LogPosition,
  type StreamAppend,
} from '../../eventstore/src/event-store.js';
import { ConflictError, fold, type Decider, type DomainEvent } from './decider.js';
import { metadataFor, type CommandContext } from './metadata.js';

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

export const loadState = async <Command, Event extends DomainEvent, State>(
  store: EventStore,
  streamId: string,
  decider: Decider<Command, Event, State>,
): Promise<{ state: State; revision: bigint | 'no_stream' }> => {
  const recorded = await store.readStream(streamId);
  const events = recorded.map((r) => ({ type: r.type, data: r.data }) as Event);
  const revision = recorded.length === 0 ? 'no_stream' : recorded[recorded.length - 1].streamRevision;
  return { state: fold(decider, events), revision };
};

const decideOnce = async (
  store: EventStore,
  ctx: CommandContext,
  commands: Array<StreamCommand<any, any, any>>,
): Promise<CommandOutcome> => {
  const appends: StreamAppend[] = [];
  const outcome: CommandOutcome = { events: [], position: null };
  for (const c of commands) {
    const { state, revision } = await loadState(store, c.streamId, c.decider);
    const events: DomainEvent[] = c.decider.decide(c.command, state);
    if (events.length === 0) continue;
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
  outcome.position = results.reduce<LogPosition | null>(
    (max, r) =>
      !max ||
      r.position.transactionId > max.transactionId ||
      (r.position.transactionId === max.transactionId && r.position.globalPosition > max.globalPosition)
        ? r.position
        : max,
    null,
  );
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
