// The edge property (issue 20 item 7): arbitrary strings, numbers, dates and nested inputs thrown at
// every query and mutation of the schema, as a signed-in pro and as an anonymous visitor. Each answer
// must be a client's answer: no HTTP 5xx, no internal or generic error. Afterwards the practice must
// still book: whatever the fuzzing stored cannot poison it.
import fc from 'fast-check';
import { buildClientSchema, getIntrospectionQuery } from 'graphql';
import type { RunningServer } from '../../../apps/api/src/bootstrap.js';
import type { TestClient } from '../graphql-client.js';
import { PRO_CALENDAR_EVENTS } from '../calendar-operations.js';
import { CURRENT_PRACTICE, UPDATE_BOOKING_SETTINGS, UPSERT_LOCATION, UPSERT_SERVICE } from '../operations.js';
import { freeSlots, inDays, newClient, requestAppointment, signUpPro } from '../test-server.js';
import type { KnownIds } from './hostile-values.js';
import { fieldCount, schemaCalls, type SchemaCall } from './schema-calls.js';

export interface EdgeFailure {
  field: string;
  asPro: boolean;
  status: number;
  /** The generic error text found, or the start of the answer. */
  reason: string;
  variables: string;
}

export interface EdgeRunReport {
  runs: number;
  fields: number;
  seed: number;
  /** Distinct failures (first of each field + status + message), at most 50. */
  failures: EdgeFailure[];
  /** How many calls got each kind of answer. */
  answers: Record<string, number>;
  bookedAfterwards: boolean;
  bookingAnswer: unknown;
}

/** Calls that would end the signed-in pro's session or switch it to another account. */
const PRO_EXCLUDES = ['logOut', 'logIn', 'signUp'];

const GENERIC = /^(unexpected error|internal server error|something went wrong)/i;

/** The first generic error text in the answer (GraphQL errors and payloads' `errors` lists), if any. */
const genericIn = (value: unknown): string | null => {
  if (typeof value === 'string') return GENERIC.test(value) ? value : null;
  if (Array.isArray(value)) return value.map(genericIn).find((g) => g !== null) ?? null;
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (record.code === 'INTERNAL_SERVER_ERROR') return 'code INTERNAL_SERVER_ERROR';
    for (const [key, v] of Object.entries(record)) {
      const found = key === 'errors' || key === 'error' || key === 'message' || typeof v === 'object' ? genericIn(v) : null;
      if (found) return typeof record.message === 'string' ? `${found}: ${record.message}` : found;
    }
  }
  return null;
};

const classify = (status: number, answer: { data?: unknown; errors?: unknown }): string => {
  if (status >= 500) return `http ${status}`;
  if (genericIn(answer)) return 'generic error';
  if (status >= 400) return `client error ${status}`;
  return Array.isArray(answer.errors) && answer.errors.length > 0 ? 'graphql error' : 'answered';
};

const knownIdsOf = async (server: RunningServer, pro: Awaited<ReturnType<typeof signUpPro>>): Promise<KnownIds> => {
  const visitor = await newClient(server);
  const booked = (await requestAppointment(visitor, pro.practice)).data?.requestAppointment;
  return {
    ids: [pro.practice.id, pro.practice.services[0].id, pro.practice.locations[0].id, booked?.appointmentId].filter(Boolean),
    tokens: [booked?.instantActionToken].filter(Boolean),
    shortLinks: [pro.practice.shortLink],
  };
};

const send = async (client: TestClient, call: SchemaCall): Promise<{ status: number; answer: { data?: unknown; errors?: unknown } }> => {
  const res = await client.gql(call.document, call.variables);
  return { status: res.status, answer: { data: res.data, errors: res.errors } };
};

/** What a pro does to take bookings again after anything the fuzzing changed: a fresh location and service, settings that allow booking. */
const bookAfterwards = async (server: RunningServer, pro: Awaited<ReturnType<typeof signUpPro>>): Promise<unknown> => {
  const location = (await pro.client.gql(UPSERT_LOCATION, { input: { name: 'After fuzzing', kind: 'office', address: '1 Main St', city: 'Brooklyn', stateProvince: 'NY', zip: '11201', timeZone: 'America/New_York' } })).data?.upsertLocation?.location;
  const service = (await pro.client.gql(UPSERT_SERVICE, { input: { name: 'After fuzzing', description: 'Still booking.', timeLength: 60, amountCents: 0, locationIds: [location?.id] } })).data?.upsertService?.service;
  await pro.client.gql(UPDATE_BOOKING_SETTINGS, { input: { appointmentLeadTime: 0, appointmentBufferTime: 0, startTimeIncrement: 30 } });
  const practice = (await pro.client.gql(CURRENT_PRACTICE)).data.currentPractice;
  const target = { ...practice, services: [service], locations: [location] };
  const visitor = await newClient(server);
  const slots = await freeSlots(visitor, target);
  const booked = await requestAppointment(visitor, target, { startsAt: slots[0], email: 'after@example.com' });
  const calendar = await pro.client.gql(PRO_CALENDAR_EVENTS, { from: inDays(-45), to: inDays(45) });
  return { slots: slots.length, booked: booked.data?.requestAppointment ?? booked.errors, calendarErrors: calendar.errors ?? null };
};

export const runEdgeProperty = async (server: RunningServer, numRuns: number, seed = Date.now() % 2 ** 31): Promise<EdgeRunReport> => {
  const pro = await signUpPro(server, 'Edge Fuzz Wellness');
  const visitor = await newClient(server);
  const known = await knownIdsOf(server, pro);
  const schema = buildClientSchema((await pro.client.gql(getIntrospectionQuery())).data);
  const ctx = { now: new Date(), known };
  const plausible = { ...ctx, mode: 'plausible' as const };
  const calls = fc.oneof(
    { weight: 3, arbitrary: schemaCalls(schema, ctx, PRO_EXCLUDES).map((call) => ({ call, asPro: true })) },
    { weight: 3, arbitrary: schemaCalls(schema, plausible, PRO_EXCLUDES).map((call) => ({ call, asPro: true })) },
    { weight: 1, arbitrary: schemaCalls(schema, ctx).map((call) => ({ call, asPro: false })) },
    { weight: 1, arbitrary: schemaCalls(schema, plausible).map((call) => ({ call, asPro: false })) },
  );
  const failures = new Map<string, EdgeFailure>();
  const answers: Record<string, number> = {};
  await fc.assert(
    fc.asyncProperty(calls, async ({ call, asPro }) => {
      const { status, answer } = await send(asPro ? pro.client : visitor, call);
      const kind = classify(status, answer);
      const body = JSON.stringify(answer);
      answers[kind] = (answers[kind] ?? 0) + 1;
      if (!kind.startsWith('http ') && kind !== 'generic error') return;
      const reason = (genericIn(answer) ?? body).slice(0, 300);
      const key = `${call.field} ${status} ${reason.slice(0, 120)}`;
      if (!failures.has(key) && failures.size < 50) {
        failures.set(key, { field: call.field, asPro, status, reason, variables: JSON.stringify(call.variables).slice(0, 300) });
      }
    }),
    { numRuns, seed, endOnFailure: true },
  );
  const bookingAnswer = await bookAfterwards(server, pro);
  const booked = (bookingAnswer as { booked?: { result?: string } }).booked;
  return { runs: numRuns, fields: fieldCount(schema), seed, failures: [...failures.values()], answers, bookedAfterwards: booked?.result === 'success', bookingAnswer };
};
