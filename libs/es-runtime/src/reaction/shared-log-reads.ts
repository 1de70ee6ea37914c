// Reactions at one position of the log share one read of it, across every runner of the process
// (each context's host has a runner of its own): an append wakes them all at once, and without
// this each would read the same events (about 70 reads of the log per request+accept pair).
//
// Appends wake the reactions at the next tick of a shared clock (REACTION_GATHER_MS), not at
// once, and all in one timer callback: a message goes out at most that much later, and the
// appends of that time come in one read shared by every reaction. Woken at each append, they read
// the log about seven times per request+accept pair under load (a loop that found another append
// signalled while it read read again at once); gathered, about three times for all of them.
// One callback for all matters: woken by timers of their own, a loop's read of PGlite (in this
// process) could finish before the next loop's timer ran, and then nothing is shared.
import type { EventStore, LogPosition, RecordedEvent } from '#app/eventstore';

export const REACTION_GATHER_MS = 25;

interface Reads {
  /** How many in-process appends were signalled: a read started before the latest may not hold it. */
  appends: number;
  inFlight: Map<string, { appends: number; events: Promise<RecordedEvent[]> }>;
  /** Called together at the next gather tick after an append (or a loop's request). */
  gathered: Set<() => void>;
  gathering: ReturnType<typeof setTimeout> | null;
}

const byStore = new WeakMap<EventStore, Reads>();

export interface SharedLogReads {
  /** The appends signalled so far (compare before and after a read: a change means read again). */
  appendsSoFar(): number;
  /** The events after `position`; a read of the same in flight, started after the latest append, is shared. */
  readAfter(position: LogPosition, maxCount: number): Promise<RecordedEvent[]>;
  /** Calls `listener` at each gather tick that follows appends (or wakeAtNextGather), with every other listener of the store. */
  onGathered(listener: () => void): () => void;
  /** Makes sure the listeners are called at the next gather tick (a loop that saw an append signalled while it read). */
  wakeAtNextGather(): void;
}

/** The time to the next tick of a clock ticking every `ms`, the same for every caller. */
export const untilNextTick = (ms: number): number => ms - (Date.now() % ms);

const wakeAtNextGather = (reads: Reads): void => {
  if (reads.gathering || reads.gathered.size === 0) return;
  reads.gathering = setTimeout(() => {
    reads.gathering = null;
    for (const listener of [...reads.gathered]) listener();
  }, untilNextTick(REACTION_GATHER_MS));
  reads.gathering.unref?.();
};

/** The shared reads of `store`'s log (call it before subscribing to its appends: its count must move first). */
export const sharedLogReads = (store: EventStore): SharedLogReads => {
  let reads = byStore.get(store);
  if (!reads) {
    const created: Reads = { appends: 0, inFlight: new Map(), gathered: new Set(), gathering: null };
    // Lives as long as the store: the listener is held by the store itself.
    store.onAppended(() => {
      created.appends++;
      wakeAtNextGather(created);
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
    onGathered: (listener) => {
      shared.gathered.add(listener);
      return () => shared.gathered.delete(listener);
    },
    wakeAtNextGather: () => wakeAtNextGather(shared),
  };
};
