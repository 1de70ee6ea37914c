// The event store on Postgres (PGlite or a server). See postgres-event-store.sql.ts for the tables.
import { EventEmitter } from 'node:events';
import type { SqlClient, SqlExecutor } from '../../postgres/src/sql-client.js';
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
import { followLog, type FollowOptions } from './follow-log.js';
import { PostgresSnapshotStore } from './postgres-snapshot-store.js';
import type { SnapshotStore } from './snapshot-store.js';
import {
  EVENT_COLUMNS,
  EVENT_STORE_DDL,
  FIND_ANY_EVENT_IDS,
  FIND_EVENT_IDS,
  INSERT_EVENTS,
  INSERT_NEW_STREAMS,
  MIGRATION_LOCK,
  READ_ALL,
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

  async appendToStreams(appends: StreamAppend[]): Promise<AppendResult[]> {
    if (appends.length === 0) return [];
    checkAppends(appends);
    return this.appendAll(appends, appends.length > 1);
  }

  /** bulk: several streams in a few statements; a unique violation there is retried stream by stream, to name the stream. */
  private async appendAll(appends: StreamAppend[], bulk: boolean): Promise<AppendResult[]> {
    let current = appends[0];
    try {
      const results = await this.db.transaction(async (tx) => {
        if (bulk && !(await this.anyAlreadyAppended(tx, appends))) return this.appendAllWithin(tx, appends);
        const out: AppendResult[] = [];
        for (const append of appends) {
          current = append;
          out.push(await this.appendWithin(tx, append));
        }
        return out;
      });
      this.appended.emit('appended');
      return results;
    } catch (error) {
      if (bulk && (error as { code?: string }).code === UNIQUE_VIOLATION) return this.appendAll(appends, false);
      const conflict =
        error instanceof WrongExpectedRevisionError
          ? error
          : (error as { code?: string }).code === UNIQUE_VIOLATION
            ? new WrongExpectedRevisionError(current.streamId, current.expectedRevision, await this.currentRevision(this.db, current.streamId))
            : undefined;
      if (!conflict) throw error;
      // A retry racing its original waits on the stream's row, then conflicts with it. Now the
      // original has committed: answer what it answered instead of reporting a conflict.
      const earlier = await this.earlierResults(appends);
      if (earlier) return earlier;
      throw conflict;
    }
  }

  private async earlierResults(appends: StreamAppend[]): Promise<AppendResult[] | null> {
    const results: AppendResult[] = [];
    for (const append of appends) {
      const earlier = await this.alreadyAppended(this.db, append);
      if (!earlier) return null;
      results.push(earlier);
    }
    return results;
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

  /** Moves the stream's head by n when the expectation holds; returns the new head revision. */
  private async claimRevisions(tx: SqlExecutor, streamId: string, expected: ExpectedRevision, n: number): Promise<bigint> {
    const conflict = async () => new WrongExpectedRevisionError(streamId, expected, await this.currentRevision(tx, streamId));
    if (expected === 'any') {
      const { rows } = await tx.query<{ revision: string }>(
        `insert into streams (stream_id, revision) values ($1, $2 - 1) on conflict (stream_id)
         do update set revision = streams.revision + $2 returning revision::text as revision`,
        [streamId, n],
      );
      return BigInt(rows[0].revision);
    }
    if (expected === 'no_stream') {
      const { affectedRows } = await tx.query('insert into streams (stream_id, revision) values ($1, $2) on conflict do nothing', [streamId, n - 1]);
      if (affectedRows !== 1) throw await conflict();
      return BigInt(n - 1);
    }
    const next = expected + BigInt(n);
    const { affectedRows } = await tx.query('update streams set revision = $3 where stream_id = $1 and revision = $2', [
      streamId,
      expected.toString(),
      next.toString(),
    ]);
    if (affectedRows !== 1) throw await conflict();
    return next;
  }

  /** Whether any of these events is stored already (then the appends go one by one, as retries). */
  private async anyAlreadyAppended(tx: SqlExecutor, appends: StreamAppend[]): Promise<boolean> {
    const pairs = appends.flatMap(({ streamId, events }) => events.map((e) => [streamId, e.eventId] as const));
    const { rows } = await tx.query(FIND_ANY_EVENT_IDS, [pairs.map(([s]) => s), pairs.map(([, e]) => e)]);
    return rows.length > 0;
  }

  /**
   * Fresh appends to several streams (a booking, a batch of imported clients) in a few statements
   * instead of three per stream: new streams are created by one insert, the others claim their
   * revisions one by one, and every event goes in with one insert.
   */
  private async appendAllWithin(tx: SqlExecutor, appends: StreamAppend[]): Promise<AppendResult[]> {
    const heads = new Map<StreamAppend, bigint>();
    const fresh = appends.filter((a) => a.expectedRevision === 'no_stream');
    if (fresh.length > 0) {
      const { rows } = await tx.query<{ stream_id: string }>(INSERT_NEW_STREAMS, [
        fresh.map((a) => a.streamId),
        fresh.map((a) => String(a.events.length - 1)),
      ]);
      const created = new Set(rows.map((r) => r.stream_id));
      // A stream named twice is created once: the second append's "no stream yet" fails too.
      const taken = fresh.find((a, i) => !created.has(a.streamId) || fresh.findIndex((b) => b.streamId === a.streamId) !== i);
      if (taken) throw new WrongExpectedRevisionError(taken.streamId, 'no_stream', await this.currentRevision(tx, taken.streamId));
      for (const a of fresh) heads.set(a, BigInt(a.events.length - 1));
    }
    for (const a of appends) {
      if (a.expectedRevision !== 'no_stream') heads.set(a, await this.claimRevisions(tx, a.streamId, a.expectedRevision, a.events.length));
    }
    const rowsOf = appends.flatMap((a) => {
      const first = heads.get(a)! - BigInt(a.events.length) + 1n;
      return a.events.map((e, i) => ({ streamId: a.streamId, revision: (first + BigInt(i)).toString(), e }));
    });
    const { rows } = await tx.query<{ global_position: string; transaction_id: string }>(INSERT_EVENTS, [
      rowsOf.map((r) => r.streamId),
      rowsOf.map((r) => r.revision),
      rowsOf.map((r) => r.e.eventId),
      rowsOf.map((r) => r.e.type),
      rowsOf.map((r) => JSON.stringify(r.e.data)),
      rowsOf.map((r) => JSON.stringify(r.e.metadata)),
    ]);
    let end = 0;
    return appends.map((a) => {
      end += a.events.length;
      const last = rows[end - 1];
      return { nextExpectedRevision: heads.get(a)!, position: { transactionId: BigInt(last.transaction_id), globalPosition: BigInt(last.global_position) } };
    });
  }

  private async appendWithin(tx: SqlExecutor, append: StreamAppend): Promise<AppendResult> {
    const earlier = await this.alreadyAppended(tx, append);
    if (earlier) return earlier;
    const { streamId, expectedRevision, events } = append;
    const head = await this.claimRevisions(tx, streamId, expectedRevision, events.length);
    const first = head - BigInt(events.length) + 1n;
    const { rows } = await tx.query<{ global_position: string; transaction_id: string }>(INSERT_EVENTS, [
      events.map(() => streamId),
      events.map((_, i) => (first + BigInt(i)).toString()),
      events.map((e) => e.eventId),
      events.map((e) => e.type),
      events.map((e) => JSON.stringify(e.data)),
      events.map((e) => JSON.stringify(e.metadata)),
    ]);
    const last = rows[rows.length - 1];
    return { nextExpectedRevision: head, position: { transactionId: BigInt(last.transaction_id), globalPosition: BigInt(last.global_position) } };
  }

  async readStream(streamId: string, options: { fromRevision?: bigint; maxCount?: number } = {}): Promise<RecordedEvent[]> {
    const { rows } = await this.db.query<EventRow>(
      `select ${EVENT_COLUMNS} from events where events.stream_id = $1 and events.stream_revision >= $2 order by events.stream_revision limit $3`,
      [streamId, (options.fromRevision ?? 0n).toString(), options.maxCount ?? null], // limit null = all
    );
    return rows.map(toRecorded);
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
  onAppended(listener: () => void): () => void {
    this.appended.on('appended', listener);
    return () => this.appended.off('appended', listener);
  }
}
