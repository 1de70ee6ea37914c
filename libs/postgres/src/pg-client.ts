// A PostgreSQL server through node-postgres: a pool of connections; a transaction holds one.
// node-postgres returns int8, xid8 and numeric as strings (we keep its defaults; PGlite is
// configured to match, see PGLITE_PARSERS), jsonb as parsed JSON and timestamptz as Date.
import pg from 'pg';
import type { SqlClient, SqlExecutor, SqlResult, TransactionOptions } from './sql-client.js';

const wrap = (db: pg.Pool | pg.PoolClient): SqlExecutor => ({
  async query<Row>(sql: string, params: unknown[] = []): Promise<SqlResult<Row>> {
    const result = await db.query(sql, params);
    return { rows: result.rows as Row[], affectedRows: result.rowCount ?? 0 };
  },
});

export const openPgPool = async (connectionString: string, max = 10): Promise<SqlClient> => {
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection dropped by the server emits here; without a listener it would crash the process.
  pool.on('error', (error) => console.error(`PostgreSQL pool error: ${error.message}`));
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction<T>(fn: (tx: SqlExecutor) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        // One round trip either way (no parameters: the simple protocol takes both statements).
        await client.query(options.synchronousCommit === false ? 'begin; set local synchronous_commit = off' : 'begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        // A connection that cannot even roll back is not returned to the pool (release(err) destroys it).
        await client.query('rollback').catch((rollbackError: Error) => (broken = rollbackError));
        throw error;
      } finally {
        client.release(broken);
      }
    },
    exec: async (sql: string) => {
      await pool.query(sql);
    },
    close: async () => {
      if (!pool.ended) await pool.end();
    },
  };
};
