// The read-model port: collections of JSON documents keyed by id.
import type { SqlExecutor } from '../../postgres/src/sql-client.js';

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
  upsert(doc: D): Promise<void>;
  delete(id: string): Promise<void>;
  find(options?: FindOptions): Promise<D[]>;
  count(filter?: Filter): Promise<number>;
  deleteAll(): Promise<void>;
}

export interface DocumentStore {
  collection<D extends Document = Document>(name: string): DocumentCollection<D>;
  /** The same collections bound to a transaction (a projection's writes commit with its checkpoint). */
  within(tx: SqlExecutor): DocumentStore;
  ensureCollection(name: string, indexedFields?: string[]): Promise<void>;
}
