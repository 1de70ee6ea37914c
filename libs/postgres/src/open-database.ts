import { openPglite } from './pglite-client.js';
import { openPgPool } from './pg-client.js';
import type { SqlClient } from './sql-client.js';

/**
 * A PostgreSQL server when databaseUrl is set; else PGlite persisted in dataDir, or in memory
 * when dataDir is undefined. poolSize applies to the server only (PGlite has one connection).
 * pgliteImage: an in-memory PGlite starts from this dump of a data directory instead of running
 * initdb (seconds on a busy machine): tests that start many servers pass one.
 */
export const openDatabase = (options: { databaseUrl?: string; dataDir?: string; poolSize?: number; pgliteImage?: Blob }): Promise<SqlClient> =>
  options.databaseUrl
    ? openPgPool(options.databaseUrl, options.poolSize)
    : openPglite(options.dataDir, options.pgliteImage && !options.dataDir ? { loadDataDir: options.pgliteImage } : {});
