// The event store on Postgres (PGlite or a server). See postgres-event-store.sql.ts for the table.
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
import { EVENT_COLUMNS, EVENT_STORE_DDL, INSERT_EVENTS, READ_ALL, type EventRow } from './postgres-event-store.sql.js';
import { followLog } from './follow-log.js';

const UNIQUE_VIOLATION = '23505';

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

export class PostgresEventStore implements EventStore {
  private readonly appended = new EventEmitter();

  constructor(private readonly db: SqlClient) {
    this.appended.setMaxListeners(0);
  }

  async migrate(): Promise<void> {
    await this.db.exec(EVENT_STORE_DDL);
  }

  appendToStream(streamId: string, expectedRevision: ExpectedRevision, events: EventToAppend[]): Promise<AppendResult> {
    return this.appendToStreams([{ streamId, expectedRevision, events }]).then(([result]) => result);
  }

  async appendToStreams(appends: StreamAppend[]): Promise<AppendResult[]> {
    try {
      const results = await this.db.transaction(async (tx) => {
        const out: AppendResult[] = [];
        for (const append of appends) out.push(await this.appendWithin(tx, append));
        return out;
      });
      this.appended.emit('appended');
      return results;
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
        const first = appends[0];
        throw new WrongExpectedRevisionError(first.streamId, first.expectedRevision, await this.currentRevision(this.db, first.streamId));
      }
      throw error;
    }
  }

  private async currentRevision(db: SqlExecutor, streamId: string): Promise<bigint | 'no_stream'> {
    const { rows } = await db.query<{ revision: string }>('select revision::text as revision from streams where stream_id = $1', [streamId]);
    return rows.length ? BigInt(rows[0].revision) : 'no_stream';
  }

  /** The earlier result when every event id is already in the stream (a retry); null when none is. */
  private async alreadyAppended(tx: SqlExecutor, { streamId, events }: StreamAppend): Promise<AppendResult | null> {
    const { rows } = await tx.query<{ stream_revision: string; global_position: string; transaction_id: string }>(
      `select stream_revision::text as stream_revision, global_position::text as global_position, transaction_id::text as transaction_id
       from events where events.stream_id = $1 and events.event_id::text = any($2::text[]) order by events.stream_revision`,
      [streamId, events.map((e) => e.eventId)],
    );
    if (rows.length === 0) return null;
    if (rows.length !== events.length) throw new Error(`Some but not all of these events are already in stream ${streamId}`);
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
      [streamId, (options.fromRevision ?? 0n).toString(), options.maxCount ?? 1_000_000],
    );
    return rows.map(toRecorded);
  }

  async readAll(after: LogPosition, maxCount: number): Promise<RecordedEvent[]> {
    const { rows } = await this.db.query<EventRow>(READ_ALL, [after.transactionId.toString(), after.globalPosition.toString(), maxCount]);
    return rows.map(toRecorded);
  }

  subscribeToAll(after: LogPosition, onEvent: (event: RecordedEvent) => Promise<void> | void): Subscription {
    return followLog(this, after, onEvent);
  }

  onAppended(listener: () => void): () => void {
    this.appended.on('appended', listener);
    return () => this.appended.off('appended', listener);
  }
}
