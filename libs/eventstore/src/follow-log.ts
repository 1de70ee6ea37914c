// A live subscription to the global log: catch up in batches, then wait for an in-process append
// signal or a short poll (appends made by other processes), forever, until stopped.
import type { EventStore, LogPosition, RecordedEvent, Subscription } from './event-store.js';

const BATCH = 500;
const POLL_MS = 100;

export const followLog = (
  store: Pick<EventStore, 'readAll' | 'onAppended'>,
  after: LogPosition,
  onEvent: (event: RecordedEvent) => Promise<void> | void,
): Subscription => {
  let running = true;
  let wake: () => void = () => {};
  const unsubscribe = store.onAppended(() => wake());
  const loop = (async () => {
    let position = after;
    while (running) {
      const events = await store.readAll(position, BATCH);
      for (const event of events) {
        if (!running) return;
        await onEvent(event);
        position = { transactionId: event.transactionId, globalPosition: event.globalPosition };
      }
      if (events.length === BATCH) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, POLL_MS);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  })();
  return {
    stop: async () => {
      running = false;
      unsubscribe();
      wake();
      await loop.catch(() => {});
    },
  };
};
