// Snapshots of a stream's folded state (Marten/Emmett style), so a long stream is loaded as the
// latest snapshot plus the events after it instead of from its first event. A snapshot is only a
// cache: a missing, stale or unreadable one just means more events are read.
export interface Snapshot {
  streamId: string;
  /** The revision of the last event folded into `state`. */
  streamRevision: bigint;
  /** The decider's snapshot version: a snapshot of another version is ignored. */
  version: number;
  state: unknown;
}

export interface SnapshotStore {
  readSnapshot(streamId: string): Promise<Snapshot | null>;
  /** Keeps the newest: an older revision of the same version never replaces a newer one. */
  writeSnapshot(snapshot: Snapshot): Promise<void>;
}
