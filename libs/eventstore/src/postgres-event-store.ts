// The event store on Postgres (PGlite or a server). See postgres-event-store.sql.ts for the tables.
import { EventEmitter } from 'node:events';
import type { SqlClient, SqlExecutor } from '#app/postgres';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type LogPosition,
  type RecordedEvent,
  type StreamAppend,
  type Subscription,
} from './event-store.js';
import { coalescedStreamReads, type StreamRead } from './coalesced-stream-reads.js';
import { followLog, type FollowOptions } from './follow-log.js';
import { PostgresSnapshotStore } from './postgres-snapshot-store.js';
import type { SnapshotStore } from './snapshot-store.js';
import {
  APPEND_EVENTS,
  LOCK_STREAMS,
  EVENT_STORE_DDL,
  FIND_EVENT_IDS,
  MIGRATION_LOCK,
  READ_ALL,
  READ_STREAM,
  READ_STREAMS,
  WRONG_EXPECTED_REVISION,
  type EventRow,
} from './postgres-event-store.sql.js';

const UNIQUE_VIOLATION = '23505';

/** One signal per database client, so every store on it (API, projection runner) hears its appends. */
const signals = new WeakMap<SqlClient, EventEmitter>();
const signalFor = (db: SqlClient): EventEmitter => {
  let signal = signals.get(db);
  if (!signal) {
    signal = new EventEmitter().setMaxListeners(0);
    signals.set(db, signal);
  }
  return signal;
};

// Caught before the database: an empty append would move a new stream's head to -1, and a
// repeated id would surface as a unique violation, i.e. as a misleading revision conflict.
const checkAppends = (appends: StreamAppend[]): void => {
  for (const { streamId, events } of appends) {
    if (events.length === 0) throw new Error(`Nothing to append to stream ${streamId}: an append needs at least one event`);
    if (new Set(events.map((e) => e.eventId)).size !== events.length) throw new Error(`Repeated event id in one append to stream ${streamId}`);
  }
};

const isAfter = (a: LogPosition, b: LogPosition): boolean =>
  a.transactionId > b.transactionId || (a.transactionId === b.transactionId && a.globalPosition > b.globalPosition);

const toRecorded = (row: EventRow): RecordedEvent => ({
  globalPosition: BigInt(row.global_position),
  transactionId: BigInt(row.transaction_id),
  streamId: row.stream_id,
  streamRevision: BigInt(row.stream_revision),
  eventId: row.event_id,
  type: row.type,
  data: row.data,
  metadata: row.metadata,
  recordedAt: new Date(row.recorded_at).toISOString(),
});

/**
 * Positions and revisions are bigint in the API; the database hands int8/xid8 over as text
 * (see libs/postgres) and they are sent back as text parameters.
 */
export class PostgresEventStore implements EventStore {
  private readonly appended: EventEmitter;
  readonly snapshots: SnapshotStore;

  constructor(private readonly db: SqlClient) {
    this.appended = signalFor(db);
    this.snapshots = new PostgresSnapshotStore(db);
  }

  async migrate(): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query(MIGRATION_LOCK);
      for (const statement of EVENT_STORE_DDL) await tx.query(statement);
    });
  }

  appendToStream(streamId: string, expectedRevision: ExpectedRevision, events: EventToAppend[]): Promise<AppendResult> {
    return this.appendToStreams([{ streamId, expectedRevision, events }]).then(([result]) => result);
  }

  /**
   * One call of es_append_events (one statement, one round trip, its own transaction). When it
   * fails, the slow path below finds out why: a retry of an earlier append (answered with that
   * append's result), a revision conflict (named on its stream), or an error.
   */
  async appendToStreams(appends: StreamAppend[]): Promise<AppendResult[]> {
    if (appends.length === 0) return [];
    checkAppends(appends);
    let results: AppendResult[];
    try {
      results = await this.appendOnce(this.db, appends);
    } catch (error) {
      return this.afterFailedAppend(appends, error);
    }
    this.signal(results);
    return results;
  }

  private signal(results: AppendResult[]): void {
    let last = results[0].position;
    for (const { position } of results) if (isAfter(position, last)) last = position;
    this.appended.emit('appended', last);
  }

  private async appendOnce(db: SqlExecutor, appends: StreamAppend[]): Promise<AppendResult[]> {
    const events = appends.flatMap((a) => a.events);
    const { rows } = await db.query<{ stream_revision: string; global_position: string; transaction_id: string }>(APPEND_EVENTS, [
      appends.map((a) => a.streamId),
      appends.map((a) => String(a.expectedRevision)),
      appends.map((a) => a.events.length),
      events.map((e) => e.eventId),
      events.map((e) => e.type),
      events.map((e) => JSON.stringify(e.data)),
      events.map((e) => JSON.stringify(e.metadata)),
    ]);
    if (rows.length !== events.length) throw new Error(`Appended ${rows.length} events instead of ${events.length}`);
    let end = 0;
    return appends.map((a) => {
      end += a.events.length;
      const last = rows[end - 1];
      return {
        nextExpectedRevision: BigInt(last.stream_revision),
        position: { transactionId: BigInt(last.transaction_id), globalPosition: BigInt(last.global_position) },
      };
    });
  }

  private async afterFailedAppend(appends: StreamAppend[], error: unknown): Promise<AppendResult[]> {
    const conflict = await this.conflictOf(appends, error);
    if (conflict instanceof Array) return conflict; // appended after all (see conflictOf)
    // A retry: its expectation (or, with 'any', its event ids) fails on the append it repeats,
    // also when it raced that append and waited on the stream's row. Answer what that answered.
    const earlier: Array<AppendResult | null> = [];
    for (const append of appends) earlier.push(await this.alreadyAppended(this.db, append));
    if (earlier.every((e) => e !== null)) return earlier as AppendResult[];
    if (earlier.some((e) => e !== null)) {
      // Some streams hold their events already, the others none: append those, keep the rest.
      const rest = appends.filter((_, i) => earlier[i] === null);
      const appended = await this.appendToStreams(rest);
      return earlier.map((e) => e ?? appended.shift()!);
    }
    throw conflict;
  }

  /**
   * The revision conflict an append failed with, naming its stream; rethrows any other error. A
   * unique violation in the events of several streams is replayed stream by stream in one
   * transaction, to name the stream; if that replay succeeds (what collided is gone), its
   * results are returned instead.
   */
  private async conflictOf(appends: StreamAppend[], error: unknown): Promise<WrongExpectedRevisionError | AppendResult[]> {
    const { code, detail } = error as { code?: string; detail?: string };
    if (code === WRONG_EXPECTED_REVISION) {
      const { index, actual } = JSON.parse(detail ?? '{}') as { index: number; actual: string | null };
      const { streamId, expectedRevision } = appends[index];
      return new WrongExpectedRevisionError(streamId, expectedRevision, actual === null ? 'no_stream' : BigInt(actual));
    }
    if (code !== UNIQUE_VIOLATION) throw error;
    if (appends.length === 1) {
      const [{ streamId, expectedRevision }] = appends;
      return new WrongExpectedRevisionError(streamId, expectedRevision, await this.currentRevision(this.db, streamId));
    }
    let current = appends[0];
    try {
      const results = await this.db.transaction(async (tx) => {
        await tx.query(LOCK_STREAMS, [appends.map((a) => a.streamId)]); // all of them before the first write
        const out: AppendResult[] = [];
        for (const append of appends) {
          current = append;
          out.push(...(await this.appendOnce(tx, [append])));
        }
        return out;
      });
      this.signal(results);
      return results;
    } catch (again) {
      return this.conflictOf([current], again);
    }
  }

  private async currentRevision(db: SqlExecutor, streamId: string): Promise<bigint | 'no_stream'> {
    const { rows } = await db.query<{ revision: string }>('select revision::text as revision from streams where stream_id = $1', [streamId]);
    return rows.length ? BigInt(rows[0].revision) : 'no_stream';
  }

  /** The earlier result when every event id is already in the stream (a retry); null when none is. */
  private async alreadyAppended(db: SqlExecutor, { streamId, events }: StreamAppend): Promise<AppendResult | null> {
    const { rows } = await db.query<{ stream_revision: string; global_position: string; transaction_id: string }>(FIND_EVENT_IDS, [
      streamId,
      events.map((e) => e.eventId),
    ]);
    if (rows.length === 0) return null;
    if (rows.length !== events.length) {
      throw new Error(`${rows.length} of these ${events.length} event ids are already in stream ${streamId}: a retry must resend exactly the same events`);
    }
    const last = rows[rows.length - 1];
    return {
      nextExpectedRevision: BigInt(last.stream_revision),
      position: { transactionId: BigInt(last.transaction_id), globalPosition: BigInt(last.global_position) },
    };
  }

  /** Reads to the end of a stream are gathered per turn of the event loop (see coalesced-stream-reads.ts). */
  readStream(streamId: string, options: { fromRevision?: bigint; maxCount?: number } = {}): Promise<RecordedEvent[]> {
    if (options.maxCount !== undefined) return this.readStreamPart(streamId, options.fromRevision ?? 0n, options.maxCount);
    return this.readToEnd(streamId, options.fromRevision ?? 0n);
  }

  private readonly readToEnd = coalescedStreamReads((reads) => this.readStreams(reads));

  private async readStreamPart(streamId: string, fromRevision: bigint, maxCount: number | null): Promise<RecordedEvent[]> {
    const { rows } = await this.db.query<EventRow>(READ_STREAM, [streamId, fromRevision.toString(), maxCount]); // limit null = all
    return rows.map(toRecorded);
  }

  private async readStreams(reads: readonly StreamRead[]): Promise<RecordedEvent[][]> {
    if (reads.length === 1) return [await this.readStreamPart(reads[0].streamId, reads[0].fromRevision, null)];
    const { rows } = await this.db.query<EventRow & { r_index: number }>(READ_STREAMS, [
      reads.map((r) => r.streamId),
      reads.map((r) => r.fromRevision.toString()),
    ]);
    const results = reads.map((): RecordedEvent[] => []);
    for (const row of rows) results[row.r_index - 1].push(toRecorded(row));
    return results;
  }

  async readAll(after: LogPosition, maxCount: number): Promise<RecordedEvent[]> {
    const { rows } = await this.db.query<EventRow>(READ_ALL, [after.transactionId.toString(), after.globalPosition.toString(), maxCount]);
    return rows.map(toRecorded);
  }

  /** Delivers one event at a time, awaiting the handler; see followLog for errors and stop(). */
  subscribeToAll(after: LogPosition, onEvent: (event: RecordedEvent) => Promise<void> | void, options?: FollowOptions): Subscription {
    return followLog(this, after, onEvent, options);
  }

  /** In-process appends only (through any store on the same client); others are seen by polling readAll. */
  onAppended(listener: (position: LogPosition) => void): () => void {
    this.appended.on('appended', listener);
    return () => this.appended.off('appended', listener);
  }
}
