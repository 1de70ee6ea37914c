// Where a stream ends in the log: a caller that appended nothing itself (another caller recorded
// the outcome first) waits for the read models to reach this instead, to read its own result.
import type { EventStore, LogPosition } from '#app/eventstore';
import { positionOf } from './projection/log-batches.js';

export const streamEnd = async (store: EventStore, streamId: string): Promise<LogPosition | null> => {
  const events = await store.readStream(streamId);
  return events.length ? positionOf(events[events.length - 1]) : null;
};
