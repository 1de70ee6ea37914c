// Reactions at one position of the log share one read of it, across every runner of the process
// (each context's host has a runner of its own): an append wakes them all at once, and without
// this each would read the same events (about 70 reads of the log per request+accept pair).
import type { EventStore, LogPosition, RecordedEvent } from '#app/eventstore';

interface Reads {
  /** How many in-process appends were signalled: a read started before the latest may not hold it. */
  appends: number;
  inFlight: Map<string, { appends: number; events: Promise<RecordedEvent[]> }>;
}

const byStore = new WeakMap<EventStore, Reads>();

export interface SharedLogReads {
  /** The appends signalled so far (compare before and after a read: a change means read again). */
  appendsSoFar(): number;
  /** The events after `position`; a read of the same in flight, started after the latest append, is shared. */
  readAfter(position: LogPosition, maxCount: number): Promise<RecordedEvent[]>;
}

/** The shared reads of `store`'s log (call it before subscribing to its appends: its count must move first). */
export const sharedLogReads = (store: EventStore): SharedLogReads => {
  let reads = byStore.get(store);
  if (!reads) {
    const created: Reads = { appends: 0, inFlight: new Map() };
    // Lives as long as the store: the listener is held by the store itself.
    store.onAppended(() => {
      created.appends++;
    });
    byStore.set(store, created);
    reads = created;
  }
  const shared = reads;
  return {
    appendsSoFar: () => shared.appends,
    readAfter: (position, maxCount) => {
      const key = `${position.transactionId}:${position.globalPosition}:${maxCount}`;
      const current = shared.inFlight.get(key);
      if (current && current.appends === shared.appends) return current.events;
      const read = { appends: shared.appends, events: store.readAll(position, maxCount) };
      shared.inFlight.set(key, read);
      const forget = () => {
        if (shared.inFlight.get(key) === read) shared.inFlight.delete(key);
      };
      read.events.then(forget, forget);
      return read.events;
    },
  };
};
