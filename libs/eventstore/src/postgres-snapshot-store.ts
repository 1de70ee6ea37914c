// Snapshots on Postgres (PGlite or a server), in the `snapshots` table the event store creates.
import type { SqlExecutor } from '../../postgres/src/sql-client.js';
import { READ_SNAPSHOT, WRITE_SNAPSHOT } from './postgres-event-store.sql.js';
import type { Snapshot, SnapshotStore } from './snapshot-store.js';

export class PostgresSnapshotStore implements SnapshotStore {
  constructor(private readonly db: SqlExecutor) {}

  async readSnapshot(streamId: string): Promise<Snapshot | null> {
    const { rows } = await this.db.query<{ stream_revision: string; version: number; state: unknown }>(READ_SNAPSHOT, [streamId]);
    if (rows.length === 0) return null;
    const [row] = rows;
    return { streamId, streamRevision: BigInt(row.stream_revision), version: Number(row.version), state: row.state };
  }

  async writeSnapshot(snapshot: Snapshot): Promise<void> {
    if (!Number.isSafeInteger(snapshot.version)) throw new Error(`Invalid snapshot version: ${snapshot.version}`);
    await this.db.query(WRITE_SNAPSHOT, [snapshot.streamId, snapshot.streamRevision.toString(), snapshot.version, JSON.stringify(snapshot.state)]);
  }
}
