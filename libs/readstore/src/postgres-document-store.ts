// Read models as JSONB documents, one table per collection ("rm_<name>"), with btree indexes on
// the (data->'field') expressions that lists filter and sort on.
import { createHash } from 'node:crypto';
import type { SqlClient, SqlExecutor } from '#app/postgres';
import {
  PREFIX_INDEX,
  type CollectionReads,
  type CollectionWrites,
  type Document,
  type DocumentCollection,
  type DocumentStore,
  type Filter,
  type FindOptions,
  type WriteGuard,
} from './document-store.js';
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

// Many documents go as one JSON array (one parameter, parsed once by the server), not as one text
// per document; a later document with the same id replaces the earlier one before the statement,
// which could not update one row twice.
const documentsParam = (docs: readonly Document[]): string => {
  const byId = new Map<string, Document>();
  for (const doc of docs) {
    if (typeof doc?.id !== 'string') throw new Error('A document needs a string id');
    byId.delete(doc.id);
    byId.set(doc.id, doc);
  }
  return JSON.stringify([...byId.values()]);
};

// json_array_elements, not jsonb's: the array is taken apart as text and each document parsed into
// jsonb once, rather than the whole array parsed into jsonb and each element copied out of it
// (a quarter less time per write, measured with 500-document batches).
// `onlyIf`: a guard's condition (see WriteGuard); an uncorrelated subquery there is evaluated once,
// before any row is written, so the guard's locks come before the documents'.
const upsertSql = (table: string, param: string, onlyIf?: string) =>
  `insert into ${table} (id, data) select d->>'id', d::jsonb from json_array_elements(${param}::json) as d${onlyIf ? ` where ${onlyIf}` : ''}
   on conflict (id) do update set data = excluded.data`;
const deleteSql = (table: string, param: string, onlyIf?: string) =>
  `delete from ${table} where id = any(${param}::text[])${onlyIf ? ` and ${onlyIf}` : ''}`;

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

  async getMany(ids: readonly string[]): Promise<Map<string, D>> {
    if (ids.length === 0) return new Map();
    const { rows } = await this.db.query<{ id: string; data: D }>(`select id, data from ${this.table} where id = any($1::text[])`, [[...ids]]);
    return new Map(rows.map((r) => [r.id, r.data]));
  }

  async upsertMany(docs: readonly D[]): Promise<void> {
    if (docs.length === 0) return;
    await this.db.query(upsertSql(this.table, '$1'), [documentsParam(docs)]);
  }

  async deleteMany(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.query(deleteSql(this.table, '$1'), [[...ids]]);
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

  async getAcross(reads: readonly CollectionReads[]): Promise<Array<Map<string, Document>>> {
    const found = reads.map(() => new Map<string, Document>());
    const asked = reads.map((r, i) => ({ ...r, i })).filter((r) => r.ids.length > 0);
    if (asked.length === 0) return found;
    const { rows } = await this.db.query<{ k: number; id: string; data: Document }>(
      asked.map((r, n) => `select ${r.i}::int as k, id, data from ${tableOf(r.collection)} where id = any($${n + 1}::text[])`).join(' union all '),
      asked.map((r) => [...r.ids]),
    );
    for (const row of rows) found[row.k].set(row.id, row.data);
    return found;
  }

  // One statement of data-modifying CTEs, one insert or delete per collection: they all run,
  // each on rows the others do not touch.
  async writeAcross(writes: readonly CollectionWrites[], guard?: WriteGuard): Promise<Record<string, unknown> | null> {
    if (new Set(writes.map((w) => tableOf(w.collection))).size < writes.length) {
      // A collection named twice: its statements could touch one row twice, so one by one.
      if (guard) throw new Error('A guarded write names each collection once');
      for (const w of writes) await this.writeAcross([w]);
      return null;
    }
    const parts: string[] = [];
    const params: unknown[] = [...(guard?.params ?? [])];
    const onlyIf = guard ? `(${guard.condition})` : undefined;
    for (const { collection, upserts, deletes } of writes) {
      const table = tableOf(collection);
      if (upserts.length > 0) {
        params.push(documentsParam(upserts));
        parts.push(upsertSql(table, `$${params.length}`, onlyIf));
      }
      if (deletes.length > 0) {
        params.push([...deletes]);
        parts.push(deleteSql(table, `$${params.length}`, onlyIf));
      }
    }
    if (guard) {
      const ctes = [...guard.ctes, ...parts.map((part, i) => `w${i} as (${part})`)];
      const { rows } = await this.db.query<Record<string, unknown>>(`with ${ctes.join(', ')} select ${guard.returning}`, params);
      return rows[0] ?? null;
    }
    if (parts.length === 0) return null;
    if (parts.length === 1) await this.db.query(parts[0], params);
    else await this.db.query(`with ${parts.map((part, i) => `w${i} as (${part})`).join(', ')} select 1`, params);
    return null;
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
    await this.inTransaction(async (tx) => {
      for (const statement of statements) await tx.query(statement);
    });
  }

  async dropFieldIndexes(name: string): Promise<void> {
    const table = tableOf(name);
    await this.inTransaction(async (tx) => {
      await tx.query(SCHEMA_LOCK);
      const { rows } = await tx.query<{ name: string }>(
        `select i.relname as name from pg_index x join pg_class i on i.oid = x.indexrelid
         where x.indrelid = to_regclass($1) and not x.indisprimary`,
        [table],
      );
      for (const { name: index } of rows) await tx.query(`drop index if exists "${index.replace(/"/g, '""')}"`);
    });
  }

  // Inside a transaction already (within(tx)), the lock lasts until that transaction ends.
  private async inTransaction(run: (tx: SqlExecutor) => Promise<void>): Promise<void> {
    if ('transaction' in this.db) await this.db.transaction(run);
    else await run(this.db);
  }
}
