// The only code that reads process.env. Everything has a default so `npm start` needs nothing set.
import { resolve } from 'node:path';

export interface AppConfig {
  port: number;
  /** Where the embedded database (PGlite) keeps its files; unused when databaseUrl is set. */
  dataDir: string;
  /** A PostgreSQL server; when unset the embedded database is used. */
  databaseUrl: string | undefined;
  production: boolean;
  /** The built web app (apps/web/dist). */
  webDist: string;
}

const port = (value: string | undefined): number => {
  if (value === undefined || value === '') return 3000;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`PORT must be a port number, got "${value}"`);
  return n;
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): AppConfig => ({
  port: port(env.PORT),
  dataDir: resolve(env.DATA_DIR || './.data'),
  databaseUrl: env.DATABASE_URL || undefined,
  production: env.NODE_ENV === 'production',
  webDist: resolve(env.WEB_DIST || './apps/web/dist'),
});
