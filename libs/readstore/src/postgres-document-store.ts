// Read models as JSONB documents, one table per collection ("rm_<name>"), with btree indexes on
// the (data->'field') expressions that lists filter and sort on.
import { createHash } from 'node:crypto';
import type { SqlClient, SqlExecutor } from '../../postgres/src/sql-client.js';
import { PREFIX_INDEX, type Document, type DocumentCollection, type DocumentStore, type Filter, type FindOptions } from './document-store.js';
import { checkName, jsonPath, orderClause, pageParams, textPath, whereClause } from './filter-sql.js';

const COLLECTION = /^[a-zA-Z_][a-zA-Z0-9_.]*$/;
const MAX_IDENTIFIER = 63; // Postgres silently truncates longer names, so two could become one

/**
 * Lower-cased (as an unquoted name always was) and quoted, so a dot stays part of the name
 * instead of meaning "schema.table".
 */
export const tableOf = (collection: string): string => {
  if (typeof collection !== 'string' || !COLLECTION.test(collection) || collection.length > MAX_IDENTIFIER - 3) {
    throw new Error(`Invalid collection name: ${JSON.stringify(collection)?.slice(0, 120)}`);
  }
  return `"rm_${collection.toLowerCase()}"`;
};

// "ix_" never starts a table name of ours, so an index cannot take the name a collection needs.
// Too long a name is replaced by a hash rather than truncated into a clash.
const indexOf = (table: string, field: string): string => {
  const name = `ix_${table.slice(4, -1)}__${field}`;
  return name.length <= MAX_IDENTIFIER ? `"${name}"` : `"ix_${createHash('sha256').update(`${table}|${field}`).digest('hex').slice(0, 40)}"`;
};

/** Serialises ensureCollection across processes: CREATE ... IF NOT EXISTS races with itself. */
const SCHEMA_LOCK = 'select pg_advisory_xact_lock(7305186640722)';

class PostgresCollection<D extends Document> implements DocumentCollection<D> {
  private readonly table: string;

  constructor(
    private readonly db: SqlExecutor,
    name: string,
  ) {
    this.table = tableOf(name);
  }

  async get(id: string): Promise<D | null> {
    const { rows } = await this.db.query<{ data: D }>(`select data from ${this.table} where id = $1`, [id]);
    return rows[0]?.data ?? null;
  }

  async upsert(doc: D): Promise<void> {
    if (typeof doc?.id !== 'string') throw new Error('A document needs a string id');
    await this.db.query(
      `insert into ${this.table} (id, data) values ($1, $2::jsonb) on conflict (id) do update set data = excluded.data`,
      [doc.id, JSON.stringify(doc)],
    );
  }

  async delete(id: string): Promise<void> {
    await this.db.query(`delete from ${this.table} where id = $1`, [id]);
  }

  async find(options: FindOptions = {}): Promise<D[]> {
    const params: unknown[] = [];
    const where = whereClause(options.filter, params);
    const order = orderClause(options.sort);
    params.push(...pageParams(options));
    const { rows } = await this.db.query<{ data: D }>(
      `select data from ${this.table} ${where} ${order} limit $${params.length - 1} offset $${params.length}`,
      params,
    );
    return rows.map((r) => r.data);
  }

  async count(filter?: Filter): Promise<number> {
    const params: unknown[] = [];
    const { rows } = await this.db.query<{ n: string }>(`select count(*)::text as n from ${this.table} ${whereClause(filter, params)}`, params);
    return Number(rows[0].n);
  }

  // DELETE rather than TRUNCATE: it runs inside a projection's transaction without locking out readers.
  async deleteAll(): Promise<void> {
    await this.db.query(`delete from ${this.table}`);
  }
}

export class PostgresDocumentStore implements DocumentStore {
  /** A SqlClient, or the executor of a transaction (see within). */
  constructor(private readonly db: SqlExecutor | SqlClient) {}

  collection<D extends Document = Document>(name: string): DocumentCollection<D> {
    return new PostgresCollection<D>(this.db, name);
  }

  within(tx: SqlExecutor): DocumentStore {
    return new PostgresDocumentStore(tx);
  }

  async ensureCollection(name: string, indexedFields: string[] = []): Promise<void> {
    const table = tableOf(name);
    const statements = [
      SCHEMA_LOCK,
      `create table if not exists ${table} (id text primary key, data jsonb not null)`,
      ...indexedFields.map((field) => {
        if (field.includes(',')) {
          const parts = field.split(',').map((part) => checkName(part));
          return `create index if not exists ${indexOf(table, parts.join('__'))} on ${table} (${parts.map((part) => `(${jsonPath(part)})`).join(', ')})`;
        }
        if (!field.startsWith(PREFIX_INDEX)) return `create index if not exists ${indexOf(table, checkName(field))} on ${table} ((${jsonPath(field)}))`;
        // text_pattern_ops: LIKE 'abc%' uses the index whatever the database's collation.
        const path = checkName(field.slice(PREFIX_INDEX.length));
        return `create index if not exists ${indexOf(table, `${path}__prefix`)} on ${table} ((${textPath(path)}) text_pattern_ops)`;
      }),
    ];
    const run = async (tx: SqlExecutor) => {
      for (const statement of statements) await tx.query(statement);
    };
    // Inside a transaction already (within(tx)), the lock lasts until that transaction ends.
    if ('transaction' in this.db) await this.db.transaction(run);
    else await run(this.db);
  }
}
