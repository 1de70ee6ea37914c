// What a decision that spans streams returns: the new events of each stream it changes. Pure
// data; the runtime appends them all atomically, each stream at the revision its state was read at.
import type { DomainEvent } from './decider.js';

export interface StreamEvents<Event extends DomainEvent = DomainEvent> {
  streamId: string;
  /** The practice the events belong to (event metadata); null for events of no practice. */
  practiceId: string | null;
  events: Event[];
}

/** The states a multi-stream decision reads: one decider state per stream, by stream id. */
export const streamEvents = <Event extends DomainEvent>(streamId: string, practiceId: string | null, events: Event[]): StreamEvents<Event> => ({
  streamId,
  practiceId,
  events,
});
