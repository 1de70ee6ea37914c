// Reactions follow the log each on its own, and one append wakes them all at once, mostly standing
// at the same position (the log's end). Reads of the same batch that are in flight at the same
// moment share one query, in this process and across its reaction runners (in the request+accept
// benchmark the reactions' log reads went from 19 to 8 per pair). A read is joined only while no
// append was made in this process since it began: a reaction woken by an append always reads a log
// that holds it, as its own read would.
import type { EventStore, LogPosition, RecordedEvent } from '#app/eventstore';

const inFlight = new WeakMap<EventStore, Map<string, Promise<RecordedEvent[]>>>();

/** The store's reads in flight, forgotten at each of its appends (later reads must see it). */
const readsOf = (store: EventStore): Map<string, Promise<RecordedEvent[]>> => {
  let reads = inFlight.get(store);
  if (!reads) {
    const fresh = new Map<string, Promise<RecordedEvent[]>>();
    store.onAppended(() => fresh.clear());
    inFlight.set(store, fresh);
    reads = fresh;
  }
  return reads;
};

/** `store.readAll(after, limit)`, joined to an identical read already in flight. Treat the events as read-only. */
export const readLogShared = (store: EventStore, after: LogPosition, limit: number): Promise<RecordedEvent[]> => {
  const reads = readsOf(store);
  const key = `${after.transactionId}:${after.globalPosition}:${limit}`;
  const running = reads.get(key);
  if (running) return running;
  const read = store.readAll(after, limit).finally(() => {
    if (reads.get(key) === read) reads.delete(key);
  });
  reads.set(key, read);
  return read;
};
