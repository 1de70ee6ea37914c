// The two backends a benchmark runs on: embedded PGlite (in memory) and the PostgreSQL server
// (BENCH_DATABASE_URL, DATABASE_URL, or the local server at 127.0.0.1:5432), in a fresh database.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface BenchBackend {
  name: 'pglite' | 'postgres';
  /** A connection string for the server backend; undefined = in-memory PGlite. */
  databaseUrl?: string;
  drop(): Promise<void>;
}

const serverUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export const serverReachable = async (): Promise<boolean> => {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
};

export const freshBackend = async (name: 'pglite' | 'postgres'): Promise<BenchBackend> => {
  if (name === 'pglite') return { name, drop: async () => {} };
  const db = `bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${db}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${db}`;
  return {
    name,
    databaseUrl: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${db} with (force)`);
      await c.end();
    },
  };
};

export const percentile = (sorted: number[], p: number): number =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
