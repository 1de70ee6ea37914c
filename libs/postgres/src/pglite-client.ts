// Embedded Postgres (PGlite, WebAssembly, in-process). One connection: PGlite serialises
// statements, and a transaction holds that connection until it ends. So code inside
// transaction() must use its `tx`: a query on the client itself would wait for the
// transaction to end, which waits for that query (a deadlock).
import { mkdir } from 'node:fs/promises';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SqlClient, SqlExecutor, SqlResult, TransactionOptions } from './sql-client.js';

/**
 * int8 (bigint, count(*)) comes back as a decimal string, as node-postgres does: PGlite's own
 * parser gives a number below 2^53 and a bigint above, which no caller could handle uniformly.
 * xid8 and numeric are strings in both drivers already.
 */
export const PGLITE_PARSERS: NonNullable<PGliteOptions['parsers']> = { 20: (value: string) => value };

/** Extensions the embedded database offers (`create extension` loads them): pg_trgm for search. */
export const PGLITE_EXTENSIONS: NonNullable<PGliteOptions['extensions']> = { pg_trgm };

const wrap = (db: Pick<PGlite, 'query'>): SqlExecutor => ({
  async query<Row>(sql: string, params: unknown[] = []): Promise<SqlResult<Row>> {
    const result = await db.query<Row>(sql, params as any[]);
    return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
  },
});

/** PGlite persisted in dataDir (created if missing), or in memory when dataDir is undefined. */
export const openPglite = async (dataDir?: string, options: Omit<PGliteOptions, 'dataDir'> = {}): Promise<SqlClient> => {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const db = new PGlite({ extensions: PGLITE_EXTENSIONS, ...options, dataDir, parsers: { ...PGLITE_PARSERS, ...options.parsers } });
  await db.waitReady;
  return fromPglite(db);
};

/** Wraps an open PGlite; create it with `parsers: PGLITE_PARSERS` so int8 reads as text. */
export const fromPglite = (db: PGlite): SqlClient => ({
  kind: 'pglite',
  ...wrap(db),
  transaction: <T>(fn: (tx: SqlExecutor) => Promise<T>, options: TransactionOptions = {}): Promise<T> =>
    db.transaction(async (tx) => {
      if (options.synchronousCommit === false) await tx.query('set local synchronous_commit = off');
      return fn(wrap(tx));
    }),
  exec: async (sql: string) => {
    await db.exec(sql);
  },
  // Closing twice is a no-op (PGlite itself throws), so test teardown can be unconditional.
  close: async () => {
    if (!db.closed) await db.close();
  },
});
