// Reactions follow the log each on its own, and one append wakes them all at once, mostly standing
// at the same position (the log's end). Reads of the same batch that are in flight at the same
// moment share one query, in this process and across its reaction runners: a burst of appends cost
// each reaction one query per wake-up (about 33 log reads per request+accept pair in the
// benchmark). Only a read still in flight is shared, so nobody gets an older view of the log than a
// read of its own would have given.
import type { EventStore, LogPosition, RecordedEvent } from '#app/eventstore';

const inFlight = new WeakMap<EventStore, Map<string, Promise<RecordedEvent[]>>>();

/** `store.readAll(after, limit)`, joined to an identical read already in flight. Treat the events as read-only. */
export const readLogShared = (store: EventStore, after: LogPosition, limit: number): Promise<RecordedEvent[]> => {
  let reads = inFlight.get(store);
  if (!reads) {
    reads = new Map();
    inFlight.set(store, reads);
  }
  const key = `${after.transactionId}:${after.globalPosition}:${limit}`;
  const running = reads.get(key);
  if (running) return running;
  const read = store.readAll(after, limit).finally(() => reads.delete(key));
  reads.set(key, read);
  return read;
};
