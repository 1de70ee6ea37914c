// Read models as JSONB documents, one table per collection (rm_<name>).
import type { SqlExecutor } from '../../postgres/src/sql-client.js';
import type { Document, DocumentCollection, DocumentStore, Filter, FindOptions } from './document-store.js';
import { checkName, jsonPath, orderClause, whereClause } from './filter-sql.js';

const tableOf = (collection: string): string => `rm_${checkName(collection, 'collection')}`;

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
    params.push(Math.max(0, Math.min(options.limit ?? 1000, 100_000)), Math.max(0, options.offset ?? 0));
    const { rows } = await this.db.query<{ data: D }>(
      `select data from ${this.table} ${where} ${orderClause(options.sort)} limit $${params.length - 1} offset $${params.length}`,
      params,
    );
    return rows.map((r) => r.data);
  }

  async count(filter?: Filter): Promise<number> {
    const params: unknown[] = [];
    const { rows } = await this.db.query<{ n: string }>(`select count(*)::text as n from ${this.table} ${whereClause(filter, params)}`, params);
    return Number(rows[0].n);
  }

  async deleteAll(): Promise<void> {
    await this.db.query(`delete from ${this.table}`);
  }
}

export class PostgresDocumentStore implements DocumentStore {
  constructor(private readonly db: SqlExecutor & { exec?: (sql: string) => Promise<void> }) {}

  collection<D extends Document = Document>(name: string): DocumentCollection<D> {
    return new PostgresCollection<D>(this.db, name);
  }

  within(tx: SqlExecutor): DocumentStore {
    return new PostgresDocumentStore(tx);
  }

  async ensureCollection(name: string, indexedFields: string[] = []): Promise<void> {
    const table = tableOf(name);
    await this.db.query(`create table if not exists ${table} (id text primary key, data jsonb not null)`);
    for (const field of indexedFields) {
      const index = `${table}_${checkName(field).replace(/\./g, '_')}`.slice(0, 63);
      await this.db.query(`create index if not exists ${index} on ${table} ((${jsonPath(field)}))`);
    }
  }
}
