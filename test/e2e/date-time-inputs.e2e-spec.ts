// Every date the API takes in is checked at the edge by its DateTime (or LocalDate) scalar: years 0,
// -1, 10000, 100000 and -271821 (in the four-digit and the expanded ISO forms), a bare number, text,
// nothing, or a time without an offset are refused with HTTP 400, BAD_USER_INPUT and one clear
// sentence (never the value echoed back, never 'Unexpected error'), and nothing is written. A value
// that is well-formed and in range but wrong still gets the spec's own message.
import { DateTime } from 'luxon';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { calendarPractice, iso, nyAt, NY } from '../support/calendar-setup.js';
import {
  CREATE_APPOINTMENTS, PRO_CALENDAR, PRO_CALENDAR_EVENTS, PRO_CREATE_APPOINTMENT, RECURRING_TIMES, UPDATE_APPOINTMENT, UPSERT_PERSONAL_EVENT,
} from '../support/calendar-operations.js';
import { refusalOf, refusedDateTime, refusedLocalDate } from '../support/date-time-operations.js';
import { AVAILABILITY, REQUEST } from '../support/operations.js';
import { PRO_IMPORT_REVIEW } from '../support/review-operations.js';
import type { TestClient } from '../support/graphql-client.js';
import { freeSlots, newClient, startTestServer } from '../support/test-server.js';

const NOT_DATE_TIMES: Array<[string, string]> = [
  ['year 0', '0000-05-01T10:00:00Z'],
  ['year 0, expanded', '+000000-05-01T10:00:00Z'],
  ['year -1', '-0001-05-01T10:00:00Z'],
  ['year -1, expanded', '-000001-05-01T10:00:00Z'],
  ['year 10000', '10000-05-01T10:00:00Z'],
  ['year 10000, expanded', '+010000-05-01T10:00:00Z'],
  ['year 100000', '100000-01-01T00:00:00Z'],
  ['year 100000, expanded', '+100000-01-01T00:00:00Z'],
  ['year -271821, the earliest JavaScript date', '-271821-04-20T00:00:00.000Z'],
  ['year 1899', '1899-12-31T23:00:00Z'],
  ['year 2101', '2101-01-01T00:00:00Z'],
  ['a bare number', '100000'],
  ['nothing', ''],
  ['words', 'next tuesday'],
  ['a time without an offset', '2026-05-01T10:00:00'],
  ['a date without a time', '2026-05-01'],
  ['30 February', '2027-02-30T10:00:00-05:00'],
  ['100,000 characters', '2'.repeat(100_000)],
];

let server: RunningServer;
let p: Awaited<ReturnType<typeof calendarPractice>>;
let visitor: TestClient;
let appointmentId: string;
const at = nyAt(6, 11);
const services = () => [{ serviceId: p.serviceId, amountCents: 8000 }];

beforeAll(async () => {
  server = await startTestServer();
  p = await calendarPractice(server);
  visitor = await newClient(server);
  const booked = await p.pro.gql(PRO_CREATE_APPOINTMENT, { appointmentServices: services(), locationId: p.locationId, startsAt: iso(nyAt(5, 9)), endsAt: iso(nyAt(5, 10)), clientId: p.clientId });
  appointmentId = booked.data.proCreateAppointment.appointment.id;
});
afterAll(async () => server?.close());

/** Events written for a caller (reactions to the booking above append as 'system' and may still be arriving). */
const eventCount = async () =>
  (await server.persistence.store.readAll({ transactionId: 0n, globalPosition: 0n }, 1_000_000))
    .filter((e) => (e.metadata as { actor?: { kind?: string } }).actor?.kind !== 'system').length;

/** Each call that takes a date-time, with `bad` where one of its date-times goes. */
const calls: Array<[string, (bad: string) => Promise<Awaited<ReturnType<TestClient['gql']>>>]> = [
  ['upsertPersonalEvent', (bad) => p.pro.gql(UPSERT_PERSONAL_EVENT, { name: 'Away', allDay: false, startsAt: bad, endsAt: iso(at), timeZone: NY })],
  ['proCreateAppointment', (bad) => p.pro.gql(PRO_CREATE_APPOINTMENT, { appointmentServices: services(), locationId: p.locationId, startsAt: iso(at), endsAt: bad, clientId: p.clientId })],
  ['createAppointments', (bad) => p.pro.gql(CREATE_APPOINTMENTS, {
    appointmentServices: services(), locationId: p.locationId, clientId: p.clientId, recurringStartTimes: [iso(at), bad], recurrencePattern: 'FREQ=WEEKLY;COUNT=2', duration: 60,
  })],
  ['updateAppointmentV2', (bad) => p.pro.gql(UPDATE_APPOINTMENT, { appointmentId, startsAt: bad, endsAt: iso(at) })],
  ['requestAppointment', (bad) => visitor.gql(REQUEST, {
    input: { practiceId: p.practice.id, serviceId: p.serviceId, locationId: p.locationId, startsAt: bad, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '(212) 555-0101' },
  })],
  ['the calendar range (calendarEvents)', (bad) => p.pro.gql(PRO_CALENDAR_EVENTS, { from: bad, to: iso(at) })],
  ['the calendar range (practiceAppointments, personalEvents)', (bad) => p.pro.gql(PRO_CALENDAR, { from: iso(at), to: bad })],
  ['recurringTimes', (bad) => p.pro.gql(RECURRING_TIMES, { practiceId: p.practice.id, startsAt: bad, recurrencePattern: 'FREQ=WEEKLY;COUNT=2', duration: 60 })],
];

describe.each(calls)('%s', (_name, call) => {
  it.each(NOT_DATE_TIMES)('refuses %s at the edge with the clear sentence, writing nothing', async (_what, bad) => {
    const before = await eventCount();
    const res = await call(bad);
    expect(refusalOf(res)).toEqual(refusedDateTime());
    expect(JSON.stringify(res.errors)).not.toContain('Unexpected error');
    expect(JSON.stringify(res.errors).length).toBeLessThan(1_000); // the value is never echoed back
    expect(await eventCount()).toBe(before);
  });
});

describe('what the scalar lets through', () => {
  it('takes any offset and fractions of a second, and hands the resolver the value as sent', async () => {
    const start = at.plus({ days: 1 }).setZone('Asia/Kolkata');
    const saved = await p.pro.gql(UPSERT_PERSONAL_EVENT, {
      name: 'Call', allDay: false, startsAt: start.toISO(), endsAt: start.plus({ hours: 1 }).toUTC().toFormat("yyyy-MM-dd'T'HH:mm:ss.SSS'Z'"), timeZone: NY,
    });
    expect(saved.data.upsertPersonalEvent).toMatchObject({ result: 'success', personalEvent: { startsAt: start.toUTC().toISO() } });
  });

  it('a well-formed time in range that the rules refuse gets the spec message in the payload', async () => {
    const slot = DateTime.now().minus({ days: 1 }).toUTC().toISO()!;
    const past = await visitor.gql(REQUEST, {
      input: { practiceId: p.practice.id, serviceId: p.serviceId, locationId: p.locationId, startsAt: slot, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '(212) 555-0101' },
    });
    expect(past.status).toBe(200);
    expect(past.data.requestAppointment).toMatchObject({ result: null, errors: ['Please choose a start time in the future.'] });
    const backwards = await p.pro.gql(UPSERT_PERSONAL_EVENT, { allDay: false, startsAt: iso(at), endsAt: iso(at.minus({ hours: 1 })), timeZone: NY });
    expect(backwards.data.upsertPersonalEvent.errors).toEqual(['The event must end after it starts.']);
  });

  it('a value written into the query itself is refused the same way', async () => {
    const res = await p.pro.gql(`query { calendarEvents(from: "+100000-01-01T00:00:00Z", to: "${iso(at)}") { id } }`);
    expect(refusalOf(res)).toEqual(refusedDateTime());
  });
});

describe('dates without a time (LocalDate)', () => {
  const NOT_DATES = ['0000-05-01', '+100000-01-01', '10000-01-01', '1899-12-31', '2101-01-01', '100000', '', 'June', '2027-02-30', '2026-05-01T00:00:00Z', '7'.repeat(100_000)];

  it.each(NOT_DATES)('the booking page refuses %j as a day', async (bad) => {
    const res = await visitor.gql(AVAILABILITY, { shortLink: p.practice.shortLink, serviceId: p.serviceId, locationId: p.locationId, from: bad });
    expect(refusalOf(res)).toEqual(refusedLocalDate());
    expect(JSON.stringify(res.errors).length).toBeLessThan(1_000);
  });

  it.each(NOT_DATES)('an imported review refuses %j as its date, writing nothing', async (bad) => {
    const before = await eventCount();
    const res = await p.pro.gql(PRO_IMPORT_REVIEW, { rating: 5, review: null, firstName: 'Cara', phone: '(212) 555-0199', createdAt: bad });
    expect(refusalOf(res)).toEqual(refusedLocalDate());
    expect(await eventCount()).toBe(before);
  });

  it('the booking page still answers for real days', async () => {
    const day = nyAt(7, 0).toISODate()!;
    expect(Array.isArray(await freeSlots(visitor, p.practice, { from: day, to: day }))).toBe(true);
  });
});
