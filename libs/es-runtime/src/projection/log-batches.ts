// How the projection runner and the rebuild read the log and commit what they make of it.
import type { LogPosition, RecordedEvent } from '#app/eventstore';

/** Events read from the log at a time. */
export const BATCH_SIZE = 1000;

/**
 * Projection transactions commit without waiting for their WAL flush. Documents and checkpoints
 * still commit together or not at all, so a crash can only lose the last batches whole, and the
 * projections replay them from the older checkpoints (the events themselves are committed
 * durably): exactly-once holds, and a batch costs no disk flush.
 */
export const ASYNC_COMMIT = { synchronousCommit: false };

export const positionOf = (event: RecordedEvent): LogPosition => ({ transactionId: event.transactionId, globalPosition: event.globalPosition });
