// The one port through which the event store, the document store and the projection runner
// talk to Postgres. Two adapters: PGlite (embedded, in-process) and node-postgres (a server).
export interface SqlResult<Row> {
  rows: Row[];
  affectedRows: number;
}

export interface SqlExecutor {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<SqlResult<Row>>;
}

export interface SqlClient extends SqlExecutor {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn inside BEGIN/COMMIT on one connection; ROLLBACK when it throws. */
  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  /** Several statements separated by semicolons, no parameters (schema setup). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}
