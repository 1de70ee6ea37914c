// A PostgreSQL server through node-postgres: a pool of connections; a transaction holds one.
import pg from 'pg';
import type { SqlClient, SqlExecutor, SqlResult } from './sql-client.js';

const wrap = (db: pg.Pool | pg.PoolClient): SqlExecutor => ({
  async query<Row>(sql: string, params: unknown[] = []): Promise<SqlResult<Row>> {
    const result = await db.query(sql, params);
    return { rows: result.rows as Row[], affectedRows: result.rowCount ?? 0 };
  },
});

export const openPgPool = async (connectionString: string, max = 10): Promise<SqlClient> => {
  const pool = new pg.Pool({ connectionString, max });
  pool.on('error', (error) => console.error(`PostgreSQL pool error: ${error.message}`));
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    exec: async (sql: string) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
};
