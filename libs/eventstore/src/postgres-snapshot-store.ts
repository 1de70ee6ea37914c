// Snapshots on Postgres (PGlite or a server), in the `snapshots` table the event store creates.
// The last snapshots this process read or wrote stay in memory as JSON text (bounded), so loading
// a big stream's snapshot again costs a parse instead of a round trip with a megabyte of JSON.
// Safe because a snapshot is only where loadState starts: it still reads every event after it,
// so a snapshot another process wrote meanwhile only means a few more events are read.
import type { SqlExecutor } from '#app/postgres';
import { READ_SNAPSHOT, WRITE_SNAPSHOT } from './postgres-event-store.sql.js';
import type { Snapshot, SnapshotStore } from './snapshot-store.js';

interface Cached {
  streamRevision: bigint;
  version: number;
  json: string;
}

/** Characters of snapshot JSON kept in memory per store (about 64 MB of text). */
const CACHE_CHARS = 32_000_000;

export class PostgresSnapshotStore implements SnapshotStore {
  /** In least-recently-used order (a Map keeps insertion order). */
  private readonly cache = new Map<string, Cached>();
  private cachedChars = 0;

  constructor(
    private readonly db: SqlExecutor,
    private readonly cacheChars = CACHE_CHARS,
  ) {}

  async readSnapshot(streamId: string): Promise<Snapshot | null> {
    let cached = this.cache.get(streamId);
    if (!cached) {
      const { rows } = await this.db.query<{ stream_revision: string; version: number; state: string }>(READ_SNAPSHOT, [streamId]);
      if (rows.length === 0) return null;
      cached = { streamRevision: BigInt(rows[0].stream_revision), version: Number(rows[0].version), json: rows[0].state };
    }
    this.remember(streamId, cached);
    return { streamId, streamRevision: cached.streamRevision, version: cached.version, state: JSON.parse(cached.json) };
  }

  async writeSnapshot(snapshot: Snapshot): Promise<void> {
    if (!Number.isSafeInteger(snapshot.version)) throw new Error(`Invalid snapshot version: ${snapshot.version}`);
    const json = JSON.stringify(snapshot.state);
    await this.db.query(WRITE_SNAPSHOT, [snapshot.streamId, snapshot.streamRevision.toString(), snapshot.version, json]);
    const cached = this.cache.get(snapshot.streamId);
    // Same rule as the table: a newer revision or another version replaces what is kept.
    if (!cached || cached.streamRevision < snapshot.streamRevision || cached.version !== snapshot.version) {
      this.remember(snapshot.streamId, { streamRevision: snapshot.streamRevision, version: snapshot.version, json });
    }
  }

  private remember(streamId: string, entry: Cached): void {
    const previous = this.cache.get(streamId);
    if (previous) {
      this.cache.delete(streamId);
      this.cachedChars -= previous.json.length;
    }
    if (entry.json.length > this.cacheChars) return;
    this.cache.set(streamId, entry);
    this.cachedChars += entry.json.length;
    for (const [id, old] of this.cache) {
      if (this.cachedChars <= this.cacheChars) break;
      this.cache.delete(id);
      this.cachedChars -= old.json.length;
    }
  }
}
