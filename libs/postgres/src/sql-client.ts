// The one port through which the event store, the document store and the projection runner
// talk to Postgres. Two adapters: PGlite (embedded, in-process) and node-postgres (a server).
export interface SqlResult<Row> {
  rows: Row[];
  affectedRows: number;
}

export interface SqlExecutor {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<SqlResult<Row>>;
}

export interface TransactionOptions {
  /**
   * false: COMMIT returns without waiting for the WAL to reach the disk (synchronous_commit off,
   * for this transaction only). Still atomic and isolated; a crash right after can lose the
   * transaction whole. Only for what can be made again, e.g. read models with their checkpoint.
   */
  synchronousCommit?: boolean;
}

export interface SqlClient extends SqlExecutor {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn inside BEGIN/COMMIT on one connection; ROLLBACK when it throws. */
  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /** Several statements separated by semicolons, no parameters (schema setup). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}
