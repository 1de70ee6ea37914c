// The only code that reads process.env. Everything has a default so `npm start` needs nothing set.
import { resolve } from 'node:path';

export interface AppConfig {
  port: number;
  /** Address to listen on (HOST): 127.0.0.1 by default, 0.0.0.0 in a container. */
  host: string;
  /** Where the embedded database (PGlite) keeps its files; unused when databaseUrl is set. */
  dataDir: string;
  /** A PostgreSQL server; when unset the embedded database is used. */
  databaseUrl: string | undefined;
  production: boolean;
  /** The built web app (apps/web/dist). */
  webDist: string;
  /** An SMTP server (smtp://user:pass@host:587 or smtps://...); unset = e-mails are only recorded (outbox). */
  smtpUrl: string | undefined;
  /** Where people reach the product: links in e-mails. PUBLIC_URL, default http://localhost:<port>. */
  publicBaseUrl: string;
  /** The sender of e-mails. MAIL_FROM, default "Bookings <no-reply@<public host>>". */
  mailFrom: string;
}

const port = (value: string | undefined): number => {
  if (value === undefined || value === '') return 3000;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`PORT must be a port number, got "${value}"`);
  return n;
};

const publicUrl = (value: string | undefined, portNumber: number): string => {
  if (!value) return `http://localhost:${portNumber}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PUBLIC_URL must be an http(s) URL, got "${value}"`);
  return url.toString().replace(/\/+$/, '');
};

const smtpUrl = (value: string | undefined): string | undefined => {
  if (!value) return undefined;
  if (!/^smtps?:\/\//.test(value)) throw new Error('SMTP_URL must start with smtp:// or smtps://');
  return value;
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): AppConfig => {
  const portNumber = port(env.PORT);
  const publicBaseUrl = publicUrl(env.PUBLIC_URL, portNumber);
  return {
    port: portNumber,
    host: env.HOST || '127.0.0.1',
    dataDir: resolve(env.DATA_DIR || './.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    production: env.NODE_ENV === 'production',
    webDist: resolve(env.WEB_DIST || './apps/web/dist'),
    smtpUrl: smtpUrl(env.SMTP_URL),
    publicBaseUrl,
    mailFrom: env.MAIL_FROM || `Bookings <no-reply@${new URL(publicBaseUrl).hostname}>`,
  };
};
