import { openPglite } from './pglite-client.js';
import { openPgPool } from './pg-client.js';
import type { SqlClient } from './sql-client.js';

/**
 * A PostgreSQL server when databaseUrl is set; else PGlite persisted in dataDir, or in memory
 * when dataDir is undefined. poolSize applies to the server only (PGlite has one connection).
 */
export const openDatabase = (options: { databaseUrl?: string; dataDir?: string; poolSize?: number }): Promise<SqlClient> =>
  options.databaseUrl ? openPgPool(options.databaseUrl, options.poolSize) : openPglite(options.dataDir);
