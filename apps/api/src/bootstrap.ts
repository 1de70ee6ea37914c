// Builds and starts the whole product in one process (embedded mode): API, projections, web app.
import type { PasswordHashingCost } from './access/password-hashing.js';
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import type { Request } from 'express';
import { CSRF_COOKIE, csrfProtection, issueCsrfCookie } from './access/csrf.js';
import { SESSION_COOKIE, Sessions } from './access/sessions.js';
import { ALWAYS_SECURE_COOKIES } from './access/secure-cookies.js';
import type { SignInLimits } from './access/sign-in-limits.js';
import { CLIENT_SESSION_COOKIE, ClientSessions, type ClientUser } from './access/client-sessions.js';
import type { SessionActor } from './access/session-actor.js';
import { AppModule } from './app.module.js';
import { Clock } from './infrastructure/clock.js';
import { limitJsonBodies } from './infrastructure/body-limit.js';
import { guardRequestInput } from './infrastructure/request-input-guard.js';
import { seedDemoData, type DemoLogin } from './demo/seed-demo-data.js';
import { openPersistence, type Persistence } from '#app/persistence';
import { MessagingReactions } from './messaging/messaging-reactions.js';
import { PaymentReactions } from './payments/payment-reactions.js';
import { ConferencingReactions } from './conferencing/conferencing-reactions.js';
import { GroupEventReactions } from './group-events/public/group-event-reactions.js';
import { GiftCardReactions } from './gift-cards/public/gift-card-reactions.js';
import { PAYMENT_PROVIDERS } from './payments/payment-providers.js';
import { SimulatedCalendarAccounts } from '#app/integrations';
import { DOMAIN_PROVIDER } from './website/domains/domain-provider.js';
import { customDomainHome } from './website/domains/custom-domain-host.js';
import { serveWebApp } from './infrastructure/web-app.js';
import { securityHeaders } from './infrastructure/security-headers.js';
import { PracticesQuery } from '#projections';
import { practicePagePolicy } from './website/practice-page-policy.js';
import { WebsiteReader } from './website/website-reader.js';
import type { TrustProxy } from './infrastructure/trust-proxy.js';

export interface ServerOptions {
  port: number;
  /** 127.0.0.1 unless set (0.0.0.0 in a container). */
  host?: string;
  /** PGlite folder; undefined = in memory. Ignored when databaseUrl is set. */
  dataDir?: string;
  databaseUrl?: string;
  /** An in-memory database starts from this dump instead of running initdb (tests start many). */
  pgliteImage?: Blob;
  /** Password hashes' cost: 'light' only for test servers (access/password-hashing.ts). */
  passwordHashing?: PasswordHashingCost;
  demo: boolean;
  webDist?: string;
  /** Cookies are always Secure (also on plain http requests), and GraphQL introspection is off. */
  production?: boolean;
  /** Which proxies' X-Forwarded-For/-Proto to believe (TRUST_PROXY); default none: the socket's address is the client's. */
  trustProxy?: TrustProxy;
  quiet?: boolean;
  /** Public token calls per client address per minute (default 120); benchmarks raise it. */
  publicCallsPerMinute?: number;
  /** logIn/signUp limits per account and address (defaults in access/sign-in-limits.ts); test servers raise sign-ups. */
  signInLimits?: Partial<SignInLimits>;
  /** Replaces the system clock (tests move time instead of sleeping). */
  clock?: Clock;
  /** Runs the scheduled jobs (default true); tests that move the clock run a job's pass themselves. */
  scheduledJobs?: boolean;
}

export interface RunningServer {
  url: string;
  app: NestExpressApplication;
  persistence: Persistence;
  demoLogin: DemoLogin | null;
  close(): Promise<void>;
}

const ownHostOf = (publicUrl: string | undefined): string | null => {
  try {
    return publicUrl ? new URL(publicUrl).hostname.toLowerCase() : null;
  } catch {
    return null;
  }
};

export const startServer = async (options: ServerOptions): Promise<RunningServer> => {
  const logger = new Logger('Bootstrap');
  const persistence = await openPersistence({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
    pgliteImage: options.pgliteImage,
    logger: { log: (m) => logger.log(m), error: (m) => logger.error(m) },
  });
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register({
      persistence,
      production: !!options.production,
      publicCallsPerMinute: options.publicCallsPerMinute,
      signInLimits: options.signInLimits,
      clock: options.clock,
      scheduledJobs: options.scheduledJobs,
      passwordHashing: options.passwordHashing,
    }), {
    logger: options.quiet ? ['error', 'warn'] : ['log', 'error', 'warn'],
  });
  const sessions = new Sessions(persistence.documents);
  const clientSessions = new ClientSessions(persistence.documents);
  app.set('trust proxy', options.trustProxy ?? false);
  app.set(ALWAYS_SECURE_COOKIES, !!options.production);
  app.disable('x-powered-by');
  app.use(securityHeaders());
  app.use(practicePagePolicy(() => ({ practices: app.get(PracticesQuery), website: app.get(WebsiteReader) })));
  app.use(customDomainHome(() => ({ store: persistence.store, practices: app.get(PracticesQuery) }), ownHostOf(process.env.PUBLIC_URL)));
  app.use(cookieParser());
  limitJsonBodies(app);
  guardRequestInput(app);
  app.use('/graphql/csrf', (req: Request, res: import('express').Response) => {
    res.json({ csrfToken: issueCsrfCookie(req, res), cookie: CSRF_COOKIE });
  });
  app.use('/graphql', csrfProtection);
  app.use(async (req: Request & { actor?: SessionActor; clientUser?: ClientUser | null }, _res: unknown, next: (e?: unknown) => void) => {
    try {
      req.actor = await sessions.resolve(req.cookies?.[SESSION_COOKIE]);
      req.clientUser = await clientSessions.resolve(req.cookies?.[CLIENT_SESSION_COOKIE]);
      next();
    } catch (error) {
      next(error);
    }
  });
  if (options.webDist) serveWebApp(app.getHttpAdapter().getInstance(), options.webDist, (m) => logger.warn(m));
  await app.init();
  await persistence.runner.start();
  const messaging = await app.get(MessagingReactions).start();
  const payments = await app.get(PaymentReactions).start();
  const conferencing = await app.get(ConferencingReactions).start();
  const groupEvents = await app.get(GroupEventReactions).start();
  const giftCards = await app.get(GiftCardReactions).start();
  const demoLogin = options.demo ? await seedDemoData(app.get(CommandBus), persistence, { payments: app.get(PAYMENT_PROVIDERS), calendars: app.get(SimulatedCalendarAccounts), domains: app.get(DOMAIN_PROVIDER) }, app.get(Clock).now()) : null;
  await app.listen(options.port, options.host ?? '127.0.0.1');
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    persistence,
    demoLogin,
    close: async () => {
      await messaging.stop();
      await payments.stop();
      await conferencing.stop();
      await groupEvents.stop();
      await giftCards.stop();
      await app.close();
      await persistence.close();
    },
  };
};
