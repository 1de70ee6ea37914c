// A live subscription to the global log: catch up in batches, then wait for an in-process append
// signal or a short poll (appends made by other processes), until stopped.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { EventStore, LogPosition, RecordedEvent, Subscription } from './event-store.js';

export interface FollowOptions {
  batchSize?: number;
  /** How often to look for appends made by other processes. */
  pollIntervalMs?: number;
  /**
   * Called once when the handler or a read throws; the subscription then stops (no event is
   * skipped or delivered twice: restart from the last position the handler completed).
   */
  onError?: (error: unknown) => void;
}

const reportError = (error: unknown) => console.error(`Log subscription stopped: ${(error as Error)?.stack ?? String(error)}`);

export const followLog = (
  store: Pick<EventStore, 'readAll' | 'onAppended'>,
  after: LogPosition,
  onEvent: (event: RecordedEvent) => Promise<void> | void,
  { batchSize = 500, pollIntervalMs = 100, onError = reportError }: FollowOptions = {},
): Subscription => {
  let running = true;
  // Set by an append signal; a signal that comes while reading or handling means "read again
  // at once" rather than being lost until the next poll.
  let signalled = false;
  let wake = () => {};
  const unsubscribe = store.onAppended(() => {
    signalled = true;
    wake();
  });
  const pause = () =>
    new Promise<void>((resolve) => {
      if (signalled || !running) return resolve();
      const done = () => {
        clearTimeout(timer);
        wake = () => {};
        resolve();
      };
      const timer = setTimeout(done, pollIntervalMs);
      wake = done;
    });
  // Marks calls made from inside the handler: stop() there must not wait for the loop, which
  // is itself waiting for the handler.
  const inHandler = new AsyncLocalStorage<true>();

  const loop = (async () => {
    let position = after;
    while (running) {
      signalled = false;
      const events = await store.readAll(position, batchSize);
      for (const event of events) {
        if (!running) return;
        await inHandler.run(true, () => onEvent(event));
        position = { transactionId: event.transactionId, globalPosition: event.globalPosition };
      }
      if (events.length < batchSize) await pause();
    }
  })().catch((error) => {
    // Caught here, not left to stop(): a rejected loop nobody awaits would crash the process.
    running = false;
    unsubscribe();
    onError(error);
  });

  return {
    stop: async () => {
      running = false;
      unsubscribe();
      wake();
      if (!inHandler.getStore()) await loop;
    },
  };
};
