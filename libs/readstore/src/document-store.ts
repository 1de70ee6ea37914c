// The read-model port: collections of JSON documents keyed by id.
import type { SqlExecutor } from '#app/postgres';

export type Document = { id: string };

/** Equality on a (dotted) field, or one of the operators. */
export type FieldCondition =
  | string
  | number
  | boolean
  | null
  | { $in: Array<string | number | boolean> }
  | { $ne: string | number | boolean | null }
  | { $gt: string | number }
  | { $gte: string | number }
  | { $lt: string | number }
  | { $lte: string | number }
  | { $contains: string } // case-insensitive substring
  | { $prefix: string }; // starts with (case-sensitive: store and search lower-cased keys); indexable, see PREFIX_INDEX

/**
 * Conditions on fields, all of which must hold. The key `$or` takes a list of filters of which
 * at least one must hold (an empty list matches nothing).
 */
export type Filter = { [field: string]: FieldCondition | Filter[] };

/**
 * An indexed field written `prefix:<field>` gets a text index that serves `$prefix` (a plain
 * field gets a jsonb index that serves equality, ranges and sorting). Fields joined by commas,
 * `a,b`, get one index on both: equality on a, then ranges or order on b.
 */
export const PREFIX_INDEX = 'prefix:';

export interface FindOptions {
  filter?: Filter;
  sort?: Array<{ field: string; order: 'asc' | 'desc' }>;
  limit?: number;
  offset?: number;
}

export interface DocumentCollection<D extends Document = Document> {
  get(id: string): Promise<D | null>;
  /** The documents of these ids that exist, by id (one statement, e.g. a projection's batch). */
  getMany(ids: readonly string[]): Promise<Map<string, D>>;
  upsert(doc: D): Promise<void>;
  /** Inserts or replaces every document in one statement; of two with the same id the later wins. */
  upsertMany(docs: readonly D[]): Promise<void>;
  delete(id: string): Promise<void>;
  /** Deletes the documents of these ids (missing ones are no error) in one statement. */
  deleteMany(ids: readonly string[]): Promise<void>;
  find(options?: FindOptions): Promise<D[]>;
  count(filter?: Filter): Promise<number>;
  deleteAll(): Promise<void>;
}

/** What one collection's part of a batch reads (getAcross) or writes (writeAcross). */
export interface CollectionReads {
  collection: string;
  ids: readonly string[];
}

export interface CollectionWrites {
  collection: string;
  /** Inserted or replaced; of two with the same id the later wins. */
  upserts: readonly Document[];
  deletes: readonly string[];
}

/**
 * What a write depends on, made part of the write's own statement, so that both are one atomic
 * step even outside a transaction (a projection's batch: its checkpoints must stand where the
 * runner left them, and move with the documents). `ctes` ("name as (...)") run first, and may lock
 * and change rows; the writes happen only where `condition` (an SQL boolean over them) holds; the
 * statement returns one row of `returning`. The guard's parameters are $1..$n; the writes' follow.
 * Each collection may be named once (otherwise writeAcross throws: use a transaction).
 */
export interface WriteGuard {
  ctes: readonly string[];
  params: readonly unknown[];
  condition: string;
  returning: string;
}

export interface DocumentStore {
  collection<D extends Document = Document>(name: string): DocumentCollection<D>;
  /**
   * The documents of several collections by id, in one statement: one map (id -> document) per
   * request, in request order (several projections' share of a batch, read at once).
   */
  getAcross(reads: readonly CollectionReads[]): Promise<Array<Map<string, Document>>>;
  /**
   * Upserts and deletes in several collections in one statement (all or nothing, like any
   * statement). With a guard, the guard's part runs in the same statement and the writes happen
   * only where its condition holds; returns the guard's row (null without a guard).
   */
  writeAcross(writes: readonly CollectionWrites[], guard?: WriteGuard): Promise<Record<string, unknown> | null>;
  /** The same collections bound to a transaction (a projection's writes commit with its checkpoint). */
  within(tx: SqlExecutor): DocumentStore;
  ensureCollection(name: string, indexedFields?: string[]): Promise<void>;
  /**
   * Drops a collection's indexes on fields (not the one on ids), to load many documents at once
   * (a projection rebuild); ensureCollection makes them again, faster than keeping them up per write.
   */
  dropFieldIndexes(name: string): Promise<void>;
}
