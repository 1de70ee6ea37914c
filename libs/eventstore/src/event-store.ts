// The event store port. Streams are named `<aggregate>-<id>`; every event also has a place in
// the global log, read by projections in commit order (see ARCHITECTURE.md, Storage).
import type { SnapshotStore } from './snapshot-store.js';

export type ExpectedRevision = 'no_stream' | 'any' | bigint;

export interface EventToAppend {
  eventId: string;
  type: string;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
}

export interface RecordedEvent {
  globalPosition: bigint;
  /** Id of the committing transaction (xid8); the log is ordered by (transactionId, globalPosition). */
  transactionId: bigint;
  streamId: string;
  streamRevision: bigint;
  eventId: string;
  type: string;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
  recordedAt: string;
}

export interface AppendResult {
  /** Revision of the last event of the stream after the append. */
  nextExpectedRevision: bigint;
  /** Position of the last appended event in the global log. */
  position: LogPosition;
}

export interface LogPosition {
  transactionId: bigint;
  globalPosition: bigint;
}

export const START_OF_LOG: LogPosition = { transactionId: 0n, globalPosition: 0n };

export interface StreamAppend {
  streamId: string;
  expectedRevision: ExpectedRevision;
  events: EventToAppend[];
}

export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: bigint | 'no_stream',
  ) {
    super(`Wrong expected revision for stream ${streamId}: expected ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

export interface Subscription {
  stop(): Promise<void>;
}

export interface EventStore {
  /** Appends to one stream. Retrying with the same event ids returns the first result. */
  appendToStream(streamId: string, expectedRevision: ExpectedRevision, events: EventToAppend[]): Promise<AppendResult>;
  /** Appends to several streams atomically: all or nothing. */
  appendToStreams(appends: StreamAppend[]): Promise<AppendResult[]>;
  readStream(streamId: string, options?: { fromRevision?: bigint; maxCount?: number }): Promise<RecordedEvent[]>;
  /** Events after `after`, in commit order, never past the oldest transaction still running. */
  readAll(after: LogPosition, maxCount: number): Promise<RecordedEvent[]>;
  subscribeToAll(after: LogPosition, onEvent: (event: RecordedEvent) => Promise<void> | void): Subscription;
  /**
   * Calls the listener after each append made in this process (through any store on the same
   * database client), with the position of its last event: a reader that cannot see that
   * position yet knows an older transaction is still open, and reads again soon.
   */
  onAppended(listener: (position: LogPosition) => void): () => void;
  /** Creates the tables if missing. */
  migrate(): Promise<void>;
  /** Where loadState finds and keeps snapshots of long streams; without it every load folds the whole stream. */
  readonly snapshots?: SnapshotStore;
}
