import { startServer, type RunningServer, type ServerOptions } from '../../apps/api/src/bootstrap.js';
import type { SignInLimits } from '../../apps/api/src/access/sign-in-limits.js';
import { createTestServerDatabase, pgliteTemplate } from '#testing/postgres';
import { TestClient } from './graphql-client.js';
import { trackAppends } from './head-of-log.js';
import { AVAILABILITY, CURRENT_PRACTICE, REQUEST, SIGN_UP } from './operations.js';

/**
 * A test file signs up many pros from 127.0.0.1, far more than the 10 sign-ups an hour one address
 * may make in production; the log-in limits stay as they are (test/e2e/http-hardening sets its own).
 */
export const TEST_SIGN_IN_LIMITS: Partial<SignInLimits> = { signUpsPerAddress: { max: 10_000, windowMs: 60 * 60_000 } };

/** The whole product on an in-memory database, or on a fresh database of DATABASE_URL's server when TEST_SERVER_DB is set. */
export const startTestServer = async (options: Partial<ServerOptions> = {}): Promise<RunningServer> => {
  const server = await startServerForTest(options);
  trackAppends(server.persistence.store); // for the waits of settled() and its kin (see head-of-log.ts)
  return server;
};

const startServerForTest = async (options: Partial<ServerOptions>): Promise<RunningServer> => {
  const serverUrl = process.env.TEST_SERVER_DB ? process.env.DATABASE_URL : undefined;
  if (!serverUrl) return startServer({ port: 0, demo: false, quiet: true, scheduledJobs: false, signInLimits: TEST_SIGN_IN_LIMITS, pgliteImage: await pgliteTemplate(), passwordHashing: 'light', ...options });
  const db = await createTestServerDatabase(serverUrl, 2);
  await db.client.close();
  const server = await startServer({ port: 0, demo: false, quiet: true, scheduledJobs: false, signInLimits: TEST_SIGN_IN_LIMITS, passwordHashing: 'light', ...options, databaseUrl: db.url });
  return { ...server, close: async () => { await server.close(); await db.drop().catch(() => {}); } };
};

export const newClient = (server: RunningServer) => new TestClient(server.url).init();

let counter = 0;

export const signUpPro = async (server: RunningServer, practiceName = 'Calm Hands Massage') => {
  const client = await newClient(server);
  const email = `pro${++counter}-${Date.now()}@example.com`;
  const res = await client.gql(SIGN_UP, { input: { name: 'Sam Rivera', email, password: 'correct horse battery', practiceName } });
  if (res.data?.signUp?.result !== 'success') throw new Error(`sign up failed: ${JSON.stringify(res)}`);
  const practice = (await client.gql(CURRENT_PRACTICE)).data.currentPractice;
  return { client, email, password: 'correct horse battery', practice };
};

export const inDays = (days: number, hourUtc = 15): string => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCHours(hourUtc, 0, 0, 0);
  return d.toISOString();
};

export interface TestPractice {
  id: string;
  shortLink: string;
  services: Array<{ id: string }>;
  locations: Array<{ id: string }>;
}

/** The practice's free start times, as a visitor's booking page reads them. */
export const freeSlots = async (client: TestClient, practice: TestPractice, args: Record<string, unknown> = {}): Promise<string[]> => {
  const res = await client.gql(AVAILABILITY, {
    shortLink: practice.shortLink,
    serviceId: practice.services[0].id,
    locationId: practice.locations[0].id,
    ...args,
  });
  if (!res.data?.publicPractice) throw new Error(`availability failed: ${JSON.stringify(res)}`);
  return res.data.publicPractice.bookingAvailability.availableSlots.flatMap((d: { datetimes: string[] }) => d.datetimes);
};

/** Books the first free time (or `startsAt`) for a visitor. */
export const requestAppointment = async (visitor: TestClient, practice: TestPractice, overrides: Record<string, unknown> = {}) =>
  visitor.gql(REQUEST, {
    input: {
      practiceId: practice.id,
      serviceId: practice.services[0].id,
      locationId: practice.locations[0].id,
      startsAt: 'startsAt' in overrides ? overrides.startsAt : (await freeSlots(visitor, practice))[0],
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '(212) 555-0101',
      ...overrides,
    },
  });
