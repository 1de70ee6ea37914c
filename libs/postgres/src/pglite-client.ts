// Embedded Postgres (PGlite, WebAssembly, in-process). One connection: statements and
// transactions are serialised by PGlite itself.
import { PGlite } from '@electric-sql/pglite';
import type { SqlClient, SqlExecutor, SqlResult } from './sql-client.js';

const wrap = (db: Pick<PGlite, 'query'>): SqlExecutor => ({
  async query<Row>(sql: string, params: unknown[] = []): Promise<SqlResult<Row>> {
    const result = await db.query<Row>(sql, params as any[]);
    return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
  },
});

export const openPglite = async (dataDir?: string): Promise<SqlClient> => {
  const db = dataDir ? new PGlite(dataDir) : new PGlite();
  await db.waitReady;
  return fromPglite(db);
};

export const fromPglite = (db: PGlite): SqlClient => ({
  kind: 'pglite',
  ...wrap(db),
  transaction: <T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T> => db.transaction((tx) => fn(wrap(tx as any))),
  exec: async (sql: string) => {
    await db.exec(sql);
  },
  close: () => db.close(),
});
