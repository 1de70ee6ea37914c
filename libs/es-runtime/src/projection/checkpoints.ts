import type { SqlExecutor } from '#app/postgres';
import { START_OF_LOG, type LogPosition } from '#app/eventstore';

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

/** Several projections' checkpoints at one position, in one statement (a batch they took together). */
export const writeCheckpoints = async (db: SqlExecutor, names: readonly string[], position: LogPosition): Promise<void> => {
  if (names.length === 0) return;
  await db.query(
    `insert into projection_checkpoints (name, transaction_id, global_position, updated_at)
     select n, $2, $3, now() from unnest($1::text[]) as n
     on conflict (name) do update set transaction_id = excluded.transaction_id,
       global_position = excluded.global_position, updated_at = now()`,
    [[...new Set(names)], position.transactionId.toString(), position.globalPosition.toString()],
  );
};

export const deleteCheckpoint = async (db: SqlExecutor, name: string): Promise<void> => {
  await db.query('delete from projection_checkpoints where name = $1', [name]);
};

export const isAtOrAfter = (a: LogPosition, b: LogPosition): boolean =>
  a.transactionId > b.transactionId || (a.transactionId === b.transactionId && a.globalPosition >= b.globalPosition);

/** The later of two log positions (null: nothing appended), e.g. to wait for several appends. */
export const laterPosition = (a: LogPosition | null, b: LogPosition | null): LogPosition | null => (!a ? b : !b ? a : isAtOrAfter(a, b) ? a : b);
