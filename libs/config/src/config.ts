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
  /** TRUST_PROXY as written (parsed by the API's infrastructure/trust-proxy.ts); unset = trust no proxy. */
  trustProxy: string | undefined;
  /** The built web app (apps/web/dist). */
  webDist: string;
  /** An SMTP server (smtp://user:pass@host:587 or smtps://...); unset = e-mails are only recorded (outbox). */
  smtpUrl: string | undefined;
  /** Where people reach the product: links in e-mails. PUBLIC_URL, default http://localhost:<port>. */
  publicBaseUrl: string;
  /** The sender of e-mails. MAIL_FROM, default "Bookings <no-reply@<public host>>". */
  mailFrom: string;
  /** Card and PayPal providers: each unset one is served by the embedded simulator. */
  payments: PaymentProvidersConfig;
  /**
   * Twilio for texts: TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM (+ TWILIO_API_URL to
   * point the SDK elsewhere); unset = texts are only recorded (outbox).
   */
  twilio: TwilioConfig | null;
  /** The support chat (Intercom): INTERCOM_APP_ID and INTERCOM_SECRET; unset = no chat in the portal. */
  intercom: { appId: string; secret: string } | null;
}

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or sender id. */
  from: string;
  apiUrl: string | null;
}

export interface PaymentProvidersConfig {
  /** STRIPE_SECRET_KEY (+ STRIPE_PUBLISHABLE_KEY for Stripe Elements; STRIPE_API_URL to point the SDK elsewhere). */
  stripe: { secretKey: string; publishableKey: string | null; apiUrl: string | null } | null;
  /** SQUARE_ACCESS_TOKEN (+ SQUARE_APPLICATION_ID, SQUARE_LOCATION_ID for the card form; SQUARE_BASE_URL). */
  square: { accessToken: string; applicationId: string | null; locationId: string | null; baseUrl: string | null } | null;
  /** PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET (+ PAYPAL_BASE_URL, default PayPal's sandbox). */
  paypal: { clientId: string; clientSecret: string; baseUrl: string | null } | null;
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

const paymentProviders = (env: NodeJS.ProcessEnv): PaymentProvidersConfig => ({
  stripe: env.STRIPE_SECRET_KEY
    ? { secretKey: env.STRIPE_SECRET_KEY, publishableKey: env.STRIPE_PUBLISHABLE_KEY || null, apiUrl: env.STRIPE_API_URL || null }
    : null,
  square: env.SQUARE_ACCESS_TOKEN
    ? { accessToken: env.SQUARE_ACCESS_TOKEN, applicationId: env.SQUARE_APPLICATION_ID || null, locationId: env.SQUARE_LOCATION_ID || null, baseUrl: env.SQUARE_BASE_URL || null }
    : null,
  paypal:
    env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET
      ? { clientId: env.PAYPAL_CLIENT_ID, clientSecret: env.PAYPAL_CLIENT_SECRET, baseUrl: env.PAYPAL_BASE_URL || null }
      : null,
});

const twilio = (env: NodeJS.ProcessEnv): TwilioConfig | null => {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = env;
  if (!accountSid && !authToken && !from) return null;
  // Half a configuration would silently keep texts in the outbox: refuse to start instead.
  if (!accountSid || !authToken || !from) throw new Error('Texts through Twilio need TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM together');
  if (!accountSid.startsWith('AC')) throw new Error('TWILIO_ACCOUNT_SID must start with AC');
  return { accountSid, authToken, from, apiUrl: env.TWILIO_API_URL || null };
};

const intercom = ({ INTERCOM_APP_ID: appId, INTERCOM_SECRET: secret }: NodeJS.ProcessEnv): AppConfig['intercom'] => {
  if (!appId && !secret) return null;
  if (!appId || !secret) throw new Error('The support chat needs INTERCOM_APP_ID and INTERCOM_SECRET together');
  return { appId, secret };
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
    trustProxy: env.TRUST_PROXY || undefined,
    webDist: resolve(env.WEB_DIST || './apps/web/dist'),
    smtpUrl: smtpUrl(env.SMTP_URL),
    publicBaseUrl,
    mailFrom: env.MAIL_FROM || `Bookings <no-reply@${new URL(publicBaseUrl).hostname}>`,
    payments: paymentProviders(env),
    twilio: twilio(env),
    intercom: intercom(env),
  };
};
