// A reaction (process manager) turns events into effects outside its own documents: send an
// e-mail, then record that it did. Unlike a projection its effects cannot commit with its
// checkpoint, so it is run at least once per event and must make a repeat harmless (e.g. an
// append with a deterministic event id, which the store accepts only once).
import type { RecordedEvent } from '#app/eventstore';

export interface ReactionDefinition {
  /** Checkpoint name; changing it makes the reaction start again (see `firstRun`). */
  name: string;
  eventTypes: readonly string[];
  /**
   * Where a reaction without a checkpoint starts: at the start of the log, or at its end, so
   * that deploying a new reaction onto years of history does not act on all of it (mail!).
   */
  firstRun: 'start-of-log' | 'end-of-log';
  /**
   * Acts on one event. After an effect its checkpoint is stored at once (a crash repeats only the
   * event in flight). It answers NOTHING_DONE when the event called for no effect and deciding
   * again later is harmless (the decision reads the event's own data, or the stream's current
   * state with an idempotent effect): its checkpoint then moves lazily, as past an event of a type
   * it does not handle, instead of one write per event.
   */
  react(event: RecordedEvent): Promise<void | typeof NOTHING_DONE>;
}

/** What `react` answers when the event needed no effect (see ReactionDefinition.react). */
export const NOTHING_DONE = 'nothing-done' as const;

export const defineReaction = (definition: ReactionDefinition): ReactionDefinition => definition;

/** How long to wait before retrying a failed event: grows, then stays at the last value. */
export const DEFAULT_RETRY_DELAYS_MS = [500, 2_000, 5_000, 15_000, 60_000];
