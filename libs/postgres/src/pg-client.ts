// A PostgreSQL server through node-postgres: a pool of connections; a transaction holds one.
// node-postgres returns int8, xid8 and numeric as strings (we keep its defaults; PGlite is
// configured to match, see PGLITE_PARSERS), jsonb as parsed JSON and timestamptz as Date.
import { createHash } from 'node:crypto';
import pg from 'pg';
import type { SqlClient, SqlExecutor, SqlResult, TransactionOptions } from './sql-client.js';

/**
 * Statements with parameters run as prepared statements, each connection parsing and planning a
 * text once instead of at every call: a request+accept pair runs about 30 statements, and the
 * server spent a fifth of its CPU parsing and planning them (measured). The first
 * PREPARED_TEXTS distinct texts get a name (a hash of the text, so a connection never takes one
 * name for two texts); any further text runs unnamed as before, so that SQL built per request
 * (filters, batches of collections) cannot grow every connection's statements without bound.
 */
const PREPARED_TEXTS = 300;

const statementNames = () => {
  const names = new Map<string, string>();
  return (sql: string): string | undefined => {
    let name = names.get(sql);
    if (name === undefined && names.size < PREPARED_TEXTS) {
      name = `s${createHash('sha1').update(sql).digest('base64url').slice(0, 24)}`;
      names.set(sql, name);
    }
    return name;
  };
};

const wrap = (db: pg.Pool | pg.PoolClient, nameOf: (sql: string) => string | undefined): SqlExecutor => ({
  async query<Row>(sql: string, params: unknown[] = []): Promise<SqlResult<Row>> {
    // Without parameters (begin, commit, several statements at once) the simple protocol, unnamed.
    const name = params.length > 0 ? nameOf(sql) : undefined;
    const result = await (name ? db.query({ name, text: sql, values: params }) : db.query(sql, params));
    return { rows: result.rows as Row[], affectedRows: result.rowCount ?? 0 };
  },
});

export const openPgPool = async (connectionString: string, max = 10): Promise<SqlClient> => {
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection dropped by the server emits here; without a listener it would crash the process.
  pool.on('error', (error) => console.error(`PostgreSQL pool error: ${error.message}`));
  const nameOf = statementNames();
  return {
    kind: 'postgres',
    ...wrap(pool, nameOf),
    async transaction<T>(fn: (tx: SqlExecutor) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        // One round trip either way (no parameters: the simple protocol takes both statements).
        await client.query(options.synchronousCommit === false ? 'begin; set local synchronous_commit = off' : 'begin');
        const result = await fn(wrap(client, nameOf));
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
