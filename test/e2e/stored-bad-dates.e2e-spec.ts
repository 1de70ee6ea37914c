// Old data must never break a practice: personal events and schedule reservations stored with an
// instant in year 0 or year 100000 (as the API accepted before its DateTime scalar, or a bad
// import) are appended straight into the event store, past the edge. The visitor's booking page
// and booking, and the pro's calendar, still work: the bad records are skipped and logged once.
import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { PRO_CALENDAR, PRO_CALENDAR_EVENTS, RECURRING_TIMES, UPSERT_PERSONAL_EVENT } from '../support/calendar-operations.js';
import { freeSlots, newClient, requestAppointment, signUpPro, startTestServer } from '../support/test-server.js';

const NY = 'America/New_York';
let server: RunningServer;
let pro: Awaited<ReturnType<typeof signUpPro>>;
let warned: jest.SpiedFunction<Logger['warn']>;

const YEAR_0 = '0000-05-01T10:00:00.000Z';
const YEAR_100000 = '+100000-01-01T00:00:00.000Z';
const tomorrow = DateTime.now().setZone(NY).startOf('day').plus({ days: 1 });
/** Each stored with a bad instant; the last two reach into the coming days, so range queries find them. */
const badEvents = [
  { id: randomUUID(), name: 'Year zero', startsAt: YEAR_0, endsAt: '0000-05-01T11:00:00.000Z' },
  { id: randomUUID(), name: 'Year 100000', startsAt: YEAR_100000, endsAt: '+100000-01-01T01:00:00.000Z' },
  { id: randomUUID(), name: 'Since year zero', startsAt: YEAR_0, endsAt: tomorrow.plus({ days: 2 }).toUTC().toISO()! },
  { id: randomUUID(), name: 'Until year 100000', startsAt: tomorrow.toUTC().toISO()!, endsAt: YEAR_100000 },
];

/** What old data looks like: each personal event's stream, and its time held on the practice's schedule. */
const storeBadEvents = async (practiceId: string) => {
  const metadata = { occurredAt: new Date().toISOString(), practiceId, actor: { kind: 'pro', id: 'old-data' } };
  let position;
  for (const e of badEvents) {
    const data = { personalEventId: e.id, practiceId, name: e.name, allDay: false, startsAt: e.startsAt, endsAt: e.endsAt, timeZone: NY };
    await server.persistence.store.appendToStream(`personalEvent-${e.id}`, 'no_stream', [{ eventId: randomUUID(), type: 'PersonalEventScheduled', data, metadata }]);
    const reservation = { appointmentId: e.id, startsAt: e.startsAt, endsAt: e.endsAt, kind: 'personal' };
    ({ position } = await server.persistence.store.appendToStream(`schedule-${practiceId}`, 'any', [{ eventId: randomUUID(), type: 'SlotReserved', data: reservation, metadata }]));
  }
  await server.persistence.runner.waitFor(position!, undefined, 30_000);
};

beforeAll(async () => {
  server = await startTestServer();
  pro = await signUpPro(server, 'Old Data Spa');
  warned = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  await storeBadEvents(pro.practice.id);
});
afterAll(async () => {
  warned?.mockRestore();
  await server?.close();
});

/** The appointment the first test books (the first free time: whether the series below meets it depends on the time of day). */
let bookedId: string | undefined;

const warningsAbout = (id: string) => warned.mock.calls.filter(([message]) => String(message).includes(id));

it('the booking page still offers times, and a visitor can still book one', async () => {
  const visitor = await newClient(server);
  const slots = await freeSlots(visitor, pro.practice);
  expect(slots.length).toBeGreaterThan(0);
  const booked = (await requestAppointment(visitor, pro.practice, { startsAt: slots[0] })).data.requestAppointment;
  expect(booked).toMatchObject({ result: 'success', errors: [], state: 'pending' });
  bookedId = booked.appointmentId;
  // The booked time is held: the page no longer offers it, and a second visitor cannot take it.
  expect(await freeSlots(visitor, pro.practice)).not.toContain(slots[0]);
  const second = (await requestAppointment(await newClient(server), pro.practice, { startsAt: slots[0] })).data.requestAppointment;
  expect(second.errors[0]).toMatch(/taken/);
});

it("the pro's calendar answers, without the unreadable events", async () => {
  const window = { from: tomorrow.minus({ days: 1 }).toISO()!, to: tomorrow.plus({ days: 6 }).toISO()! };
  const calendar = await pro.client.gql(PRO_CALENDAR, window);
  expect(calendar.errors).toBeUndefined();
  expect(calendar.data.personalEvents).toEqual([]);
  const events = await pro.client.gql(PRO_CALENDAR_EVENTS, window);
  expect(events.errors).toBeUndefined();
  expect(events.data.calendarEvents.filter((e: { extendedProps: { kind: string } }) => e.extendedProps.kind === 'personal')).toEqual([]);
  const series = await pro.client.gql(RECURRING_TIMES, {
    practiceId: pro.practice.id, startsAt: tomorrow.set({ hour: 10 }).toISO(), recurrencePattern: 'FREQ=DAILY;COUNT=3', duration: 60,
  });
  expect(series.errors).toBeUndefined();
  // Only the first test's booking may stand in its way (run on the morning before a working day, the
  // first free time is tomorrow morning); the unreadable events never do.
  const conflicts = series.data.recurringTimes.flatMap((t: { conflicts: Array<{ id: string }> }) => t.conflicts);
  expect(conflicts.filter((c: { id: string }) => c.id !== bookedId)).toEqual([]);
});

it('a good personal event next to the bad ones still holds its time', async () => {
  const visitor = await newClient(server);
  const [slot] = await freeSlots(visitor, pro.practice);
  const start = DateTime.fromISO(slot, { zone: NY });
  const saved = await pro.client.gql(UPSERT_PERSONAL_EVENT, { name: 'Dentist', allDay: false, startsAt: start.toISO(), endsAt: start.plus({ hours: 1 }).toISO(), timeZone: NY });
  expect(saved.data.upsertPersonalEvent).toMatchObject({ result: 'success', errors: [] });
  expect(await freeSlots(visitor, pro.practice)).not.toContain(slot);
  const window = { from: start.minus({ days: 1 }).toISO()!, to: start.plus({ days: 1 }).toISO()! };
  expect((await pro.client.gql(PRO_CALENDAR, window)).data.personalEvents.map((e: { name: string }) => e.name)).toEqual(['Dentist']);
});

it('an unreadable record is logged as a warning naming it, once however often it is read', async () => {
  const sinceYearZero = badEvents[2].id; // the one the range queries meet
  const visitor = await newClient(server);
  await freeSlots(visitor, pro.practice);
  const logged = warningsAbout(sinceYearZero).length;
  expect(logged).toBeGreaterThan(0);
  expect(String(warningsAbout(sinceYearZero)[0][0])).toMatch(/not an ISO 8601 date-time from 1900 to 2100/);
  await freeSlots(visitor, pro.practice);
  await pro.client.gql(PRO_CALENDAR_EVENTS, { from: tomorrow.toISO()!, to: tomorrow.plus({ days: 3 }).toISO()! });
  expect(warningsAbout(sinceYearZero)).toHaveLength(logged);
});
