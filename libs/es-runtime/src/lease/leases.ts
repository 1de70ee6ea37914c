// Leases: which of the processes sharing one database does a piece of work now (a reaction, a
// scheduled job's pass). A lease is a row (name, owner, expires_at) taken or renewed by one
// conditional upsert: it goes to whoever asks when it is free, expired or already theirs. Expiry
// is on the database's clock, so the processes' clocks need not agree. A crashed owner's lease
// runs out and another process takes the work over; a process that stops releases its leases at
// once. On PGlite (one process) the only process always gets them.
import type { SqlClient, SqlExecutor } from '#app/postgres';

export const LEASES_DDL = `
  create table if not exists leases (
    name text primary key,
    owner text not null,
    expires_at timestamptz not null
  )`;

/**
 * Creates the table unless it exists. Two connections creating it at the same moment (two
 * processes starting on a new database) make one of them fail on the catalog's unique index
 * (23505), or find its type (42710) or the table (42P07) made meanwhile, once the other's creation
 * committed: either way the table is there.
 */
export const ensureLeasesTable = async (db: SqlClient): Promise<void> => {
  try {
    await db.exec(LEASES_DDL);
  } catch (error) {
    if (!['23505', '42710', '42P07'].includes((error as { code?: string }).code ?? '')) throw error;
  }
};

/**
 * Takes or renews these leases for `ms` milliseconds from now; returns the names `owner` holds
 * afterwards (the others are someone else's and still running).
 */
export const claimLeases = async (db: SqlExecutor, names: readonly string[], owner: string, ms: number): Promise<Set<string>> => {
  if (names.length === 0) return new Set();
  const { rows } = await db.query<{ name: string }>(
    `insert into leases (name, owner, expires_at)
     select n, $2, now() + $3::double precision * interval '1 millisecond' from unnest($1::text[]) as n
     on conflict (name) do update set owner = excluded.owner, expires_at = excluded.expires_at
       where leases.owner = excluded.owner or leases.expires_at <= now()
     returning name`,
    [[...new Set(names)], owner, ms],
  );
  return new Set(rows.map((r) => r.name));
};

/** Gives these leases up (those `owner` still holds), so another process need not wait for them to expire. */
export const releaseLeases = async (db: SqlExecutor, names: readonly string[], owner: string): Promise<void> => {
  if (names.length === 0) return;
  await db.query('delete from leases where name = any($1::text[]) and owner = $2', [[...new Set(names)], owner]);
};
