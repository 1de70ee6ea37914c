// Fresh databases for tests: in-memory PGlite always, and a throwaway database on the
// PostgreSQL server in DATABASE_URL when it is set (CI sets it).
import { describe } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite } from '../pglite-client.js';
import { openPgPool } from '../pg-client.js';
import type { SqlClient } from '../sql-client.js';

export interface TestDatabase {
  client: SqlClient;
  /** The connection string of a server database; undefined for PGlite. */
  url?: string;
  drop(): Promise<void>;
}

export const createTestPglite = async (): Promise<TestDatabase> => {
  const client = await openPglite();
  return { client, drop: () => client.close() };
};

/** Creates test_<random> on the server; drop() closes the pool and removes the database. */
export const createTestServerDatabase = async (serverUrl: string, poolSize = 25): Promise<TestDatabase> => {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const client = await openPgPool(url.toString(), poolSize);
  return {
    client,
    url: url.toString(),
    drop: async () => {
      await client.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
};

export const serverUrl = (): string | undefined => process.env.DATABASE_URL || undefined;

/**
 * Runs a suite on PGlite, and again on the PostgreSQL server when DATABASE_URL is set
 * (otherwise the server run is registered as skipped, so reports show it did not run).
 */
export const describeEachBackend = (name: string, suite: (open: () => Promise<TestDatabase>, backend: 'pglite' | 'postgres') => void): void => {
  describe(`${name} [pglite]`, () => suite(createTestPglite, 'pglite'));
  const url = serverUrl();
  if (url) describe(`${name} [postgres server]`, () => suite(() => createTestServerDatabase(url), 'postgres'));
  else describe.skip(`${name} [postgres server: set DATABASE_URL]`, () => suite(createTestPglite, 'postgres'));
};
