// The head of the log, for a test that waits until runners have passed everything so far: the last
// event readAll returns, or a later one this process appended that readAll cannot show yet. On the
// PostgreSQL server readAll never passes a transaction still open anywhere on the server (another
// test file's, in its own database, when files run side by side), so the head it shows can lag
// behind what was committed here, and a wait for that head would return too early (a reaction's
// e-mail not yet in the mailbox). Appends are tracked from the moment the server's store is known.
import { START_OF_LOG, type EventStore, type LogPosition } from '#app/eventstore';
import { laterPosition } from '#app/es-runtime';

const lastAppended = new WeakMap<EventStore, { position: LogPosition | null }>();

/** Starts remembering the last position appended through `store` in this process (once per store). */
export const trackAppends = (store: EventStore): void => {
  if (lastAppended.has(store)) return;
  const tracked = { position: null as LogPosition | null };
  lastAppended.set(store, tracked);
  store.onAppended((position) => {
    tracked.position = laterPosition(tracked.position, position);
  });
};

export const headOfStore = async (store: EventStore): Promise<LogPosition> => {
  trackAppends(store);
  let head = START_OF_LOG;
  for (let batch = await store.readAll(head, 1000); batch.length; batch = await store.readAll(head, 1000)) {
    const last = batch[batch.length - 1];
    head = { transactionId: last.transactionId, globalPosition: last.globalPosition };
  }
  return laterPosition(head, lastAppended.get(store)!.position)!;
};
