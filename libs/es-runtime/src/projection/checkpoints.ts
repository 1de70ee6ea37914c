import type { SqlExecutor } from '#app/postgres';
import { START_OF_LOG, type LogPosition } from '#app/eventstore';
import type { WriteGuard } from '#app/readstore';

export const CHECKPOINTS_DDL = `
  create table if not exists projection_checkpoints (
    name text primary key,
    transaction_id bigint not null,
    global_position bigint not null,
    updated_at timestamptz not null default now()
  )`;

export const readCheckpoint = async (db: SqlExecutor, name: string): Promise<LogPosition> => {
  const { rows } = await db.query<{ transaction_id: string; global_position: string }>(
    'select transaction_id::text, global_position::text from projection_checkpoints where name = $1',
    [name],
  );
  if (rows.length === 0) return START_OF_LOG;
  return { transactionId: BigInt(rows[0].transaction_id), globalPosition: BigInt(rows[0].global_position) };
};

export const writeCheckpoint = async (db: SqlExecutor, name: string, position: LogPosition): Promise<void> => {
  await db.query(
    `insert into projection_checkpoints (name, transaction_id, global_position, updated_at) values ($1, $2, $3, now())
     on conflict (name) do update set transaction_id = excluded.transaction_id,
       global_position = excluded.global_position, updated_at = now()`,
    [name, position.transactionId.toString(), position.globalPosition.toString()],
  );
};

/**
 * Creates the checkpoints that do not exist yet, at the start of the log: a projection's batches
 * lock its checkpoint row (lockCheckpoints), and a row that does not exist cannot be locked.
 */
export const ensureCheckpoints = async (db: SqlExecutor, names: readonly string[]): Promise<void> => {
  if (names.length === 0) return;
  await db.query(
    `insert into projection_checkpoints (name, transaction_id, global_position, updated_at)
     select n, 0, 0, now() from unnest($1::text[]) as n on conflict (name) do nothing`,
    [[...new Set(names)]],
  );
};

/**
 * Locks these checkpoints until the transaction ends and returns where each stands (a missing one
 * at the start of the log). Rows are locked in name order, so two processes locking overlapping
 * sets never wait for each other in a circle.
 */
export const lockCheckpoints = async (tx: SqlExecutor, names: readonly string[]): Promise<Map<string, LogPosition>> => {
  const { rows } = await tx.query<{ name: string; transaction_id: string; global_position: string }>(
    `select name, transaction_id::text, global_position::text from projection_checkpoints
     where name = any($1::text[]) order by name for update`,
    [[...new Set(names)]],
  );
  const stored = new Map(names.map((name) => [name, START_OF_LOG]));
  for (const row of rows) stored.set(row.name, { transactionId: BigInt(row.transaction_id), globalPosition: BigInt(row.global_position) });
  return stored;
};

/**
 * A projection batch's guard (see WriteGuard), for its documents and checkpoints to be written in
 * one statement, without a transaction: it locks these checkpoints in name order (as
 * lockCheckpoints), and only if every one stands where `expected` says (no other process moved it)
 * moves them all to `to` and lets the documents be written. The statement commits without waiting
 * for its WAL flush, as ASYNC_COMMIT's transactions do. Read its row with checkpointsGuardResult.
 */
export const checkpointsGuard = (expected: ReadonlyMap<string, LogPosition>, to: LogPosition): WriteGuard => {
  const names = [...expected.keys()];
  return {
    ctes: [
      `cp_stored as (select name, transaction_id, global_position from projection_checkpoints where name = any($1::text[]) order by name for update)`,
      `cp_fence as (select count(*) = cardinality($1::text[]) as ok from cp_stored
         join unnest($1::text[], $2::bigint[], $3::bigint[]) as e(name, transaction_id, global_position) using (name, transaction_id, global_position))`,
      `cp_moved as (update projection_checkpoints c set transaction_id = $4, global_position = $5, updated_at = now()
         from cp_stored where c.name = cp_stored.name and (select ok from cp_fence) returning c.name)`,
      `cp_async as (select set_config('synchronous_commit', 'off', true) as setting)`,
    ],
    params: [
      names,
      names.map((n) => expected.get(n)!.transactionId.toString()),
      names.map((n) => expected.get(n)!.globalPosition.toString()),
      to.transactionId.toString(),
      to.globalPosition.toString(),
    ],
    condition: '(select ok from cp_fence)',
    returning: `(select ok from cp_fence) as ok, (select count(*) from cp_moved)::int as moved, (select count(*) from cp_async)::int as async,
      (select coalesce(json_agg(json_build_array(name, transaction_id::text, global_position::text)), '[]'::json) from cp_stored) as stored`,
  };
};

/** Whether a checkpointsGuard let its write happen, and where each checkpoint stood (a missing one is left out). */
export const checkpointsGuardResult = (row: Record<string, unknown> | null): { moved: boolean; stored: Map<string, LogPosition> } => {
  const stored = new Map<string, LogPosition>();
  const rows = (typeof row?.stored === 'string' ? JSON.parse(row.stored) : row?.stored) as Array<[string, string, string]> | undefined;
  for (const [name, transactionId, globalPosition] of rows ?? []) stored.set(name, { transactionId: BigInt(transactionId), globalPosition: BigInt(globalPosition) });
  return { moved: row?.ok === true, stored };
};

/** Moves a checkpoint only if it still stands at `expected`; false when someone else moved it. */
export const moveCheckpointFrom = async (db: SqlExecutor, name: string, expected: LogPosition, to: LogPosition): Promise<boolean> => {
  const { affectedRows } = await db.query(
    `update projection_checkpoints set transaction_id = $4, global_position = $5, updated_at = now()
     where name = $1 and transaction_id = $2 and global_position = $3`,
    [name, expected.transactionId.toString(), expected.globalPosition.toString(), to.transactionId.toString(), to.globalPosition.toString()],
  );
  return affectedRows > 0;
};

export const deleteCheckpoint = async (db: SqlExecutor, name: string): Promise<void> => {
  await db.query('delete from projection_checkpoints where name = $1', [name]);
};

export const samePosition = (a: LogPosition, b: LogPosition): boolean => a.transactionId === b.transactionId && a.globalPosition === b.globalPosition;

export const isAtOrAfter = (a: LogPosition, b: LogPosition): boolean =>
  a.transactionId > b.transactionId || (a.transactionId === b.transactionId && a.globalPosition >= b.globalPosition);

/** The later of two log positions (null: nothing appended), e.g. to wait for several appends. */
export const laterPosition = (a: LogPosition | null, b: LogPosition | null): LogPosition | null => (!a ? b : !b ? a : isAtOrAfter(a, b) ? a : b);
