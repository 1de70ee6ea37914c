// Fresh databases for tests: in-memory PGlite always, and a throwaway database on the
// PostgreSQL server in DATABASE_URL when it is set (CI sets it).
import { describe } from '@jest/globals';
import { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { fromPglite, PGLITE_EXTENSIONS, PGLITE_PARSERS } from '../pglite-client.js';
import { openPgPool } from '../pg-client.js';
import type { SqlClient } from '../sql-client.js';

export interface TestDatabase {
  client: SqlClient;
  /** The connection string of a server database; undefined for PGlite. */
  url?: string;
  /** Closes the client and, on a server, drops the database. Safe to call twice. */
  drop(): Promise<void>;
}

// initdb of a new PGlite takes about 3 s; loading a dump of a fresh one takes about 0.5 s. The
// dump is cached in the temp folder (per PGlite version, so an upgrade makes a new one) and
// loaded once per test file (Jest gives each file its own module registry).
let template: Promise<Blob> | undefined;

const pgliteVersion = async (): Promise<string> => {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return JSON.parse(await readFile(join(dirname(entry), '..', 'package.json'), 'utf8')).version;
};

const loadTemplate = async (): Promise<Blob> => {
  const file = join(tmpdir(), `pglite-template-${await pgliteVersion()}.tar`);
  const cached = await readFile(file).catch(() => undefined);
  if (cached) return new Blob([cached]);
  const db = new PGlite();
  await db.waitReady;
  const bytes = Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer());
  await db.close();
  // Write then rename: a test file running in parallel never reads a half-written dump.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, bytes);
  await rename(partial, file);
  return new Blob([bytes]);
};

/** The dump of a fresh PGlite, for a test server to start from (startServer's pgliteImage). */
export const pgliteTemplate = (): Promise<Blob> => (template ??= loadTemplate());

export const createTestPglite = async (): Promise<TestDatabase> => {
  const db = new PGlite({ loadDataDir: await pgliteTemplate(), parsers: PGLITE_PARSERS, extensions: PGLITE_EXTENSIONS });
  await db.waitReady;
  const client = fromPglite(db);
  return { client, drop: () => client.close() };
};

/** The server to create test databases on, when one is configured. */
export const configuredServerUrl = (): string | undefined => process.env.DATABASE_URL || undefined;
export const serverUrl = configuredServerUrl;

const withAdmin = async <T>(serverUrl: string, fn: (admin: pg.Client) => Promise<T>): Promise<T> => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
};

const createDatabase = async (admin: pg.Client, name: string, attempt = 1): Promise<void> => {
  try {
    await admin.query(`create database ${name}`);
  } catch (error) {
    // 55006: template1 is briefly in use (autovacuum, another CREATE DATABASE); try again.
    if ((error as { code?: string }).code !== '55006' || attempt >= 5) throw error;
    await new Promise((r) => setTimeout(r, 200 * attempt));
    await createDatabase(admin, name, attempt + 1);
  }
};

/**
 * Creates test_<random> on the server; drop() closes the pool and removes the database.
 * The pool allows 25 connections so concurrency tests really run 20 transactions at once.
 */
export const createTestServerDatabase = async (serverUrl = configuredServerUrl(), poolSize = 25): Promise<TestDatabase> => {
  if (!serverUrl) throw new Error('createTestServerDatabase needs a server URL (DATABASE_URL)');
  const name = `test_${randomBytes(6).toString('hex')}`; // only [a-z0-9_], safe in SQL text
  await withAdmin(serverUrl, (admin) => createDatabase(admin, name));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const client = await openPgPool(url.toString(), poolSize);
  let dropped: Promise<void> | undefined;
  return {
    client,
    url: url.toString(),
    drop: () =>
      (dropped ??= (async () => {
        await client.close();
        await withAdmin(serverUrl, async (admin) => {
          // pool.end() resolves before the server has seen its connections go: a forced drop then
          // would terminate one on its way out, an error event the pool logs. Let them go first.
          for (let i = 0; i < 50; i++) {
            const { rows } = await admin.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
            if (rows[0].n === 0) break;
            await new Promise((r) => setTimeout(r, 20));
          }
          await admin.query(`drop database if exists ${name} with (force)`);
        });
      })()),
  };
};

/**
 * Runs a suite on PGlite, and again on the PostgreSQL server when DATABASE_URL is set
 * (otherwise the server run is registered as skipped, so reports show it did not run).
 * `open` gives a new empty database each call; the suite drops what it opens.
 */
export const describeEachBackend = (
  name: string,
  suite: (open: () => Promise<TestDatabase>, backend: 'pglite' | 'postgres') => void,
): void => {
  describe(`${name} [pglite]`, () => suite(createTestPglite, 'pglite'));
  const url = configuredServerUrl();
  if (url) describe(`${name} [postgres server]`, () => suite(() => createTestServerDatabase(url), 'postgres'));
  else describe.skip(`${name} [postgres server: set DATABASE_URL]`, () => suite(createTestPglite, 'postgres'));
};
