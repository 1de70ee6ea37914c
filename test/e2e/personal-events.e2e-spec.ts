// Personal events through the real API: create, all-day, edit, delete, the calendar queries, the
// time they hold against visitors' bookings, another practice's ids, and bad input.
import { DateTime } from 'luxon';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { freeSlots, newClient, requestAppointment, signUpPro, startTestServer } from '../support/test-server.js';
import { DELETE_PERSONAL_EVENT, PERSONAL_EVENT, PRO_CALENDAR, PRO_CALENDAR_EVENTS, UPSERT_PERSONAL_EVENT } from '../support/calendar-operations.js';
import { refusalOf, refusedDateTime } from '../support/date-time-operations.js';

const NY = 'America/New_York';
let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const weekAround = (iso: string) => {
  const at = DateTime.fromISO(iso, { zone: NY });
  return { from: at.minus({ days: 3 }).toISO()!, to: at.plus({ days: 4 }).toISO()! };
};

describe('personal events', () => {
  it('a personal event shows on the calendar and takes its time off the booking page', async () => {
    const { client: pro, practice } = await signUpPro(server);
    const visitor = await newClient(server);
    const [slot] = await freeSlots(visitor, practice);
    const start = DateTime.fromISO(slot, { zone: NY });
    const res = await pro.gql(UPSERT_PERSONAL_EVENT, {
      name: 'Dentist', allDay: false, startsAt: start.toISO(), endsAt: start.plus({ minutes: 90 }).toISO(), timeZone: NY,
    });
    expect(res.data.upsertPersonalEvent).toMatchObject({ result: 'success', errors: [] });
    const event = res.data.upsertPersonalEvent.personalEvent;
    expect(event).toMatchObject({
      name: 'Dentist', title: 'Dentist', allDay: false, timeZone: NY,
      startsAt: start.toUTC().toISO(), start: start.toISO({ suppressMilliseconds: true }), end: start.plus({ minutes: 90 }).toISO({ suppressMilliseconds: true }),
    });

    const calendar = (await pro.gql(PRO_CALENDAR, weekAround(slot))).data;
    expect(calendar.personalEvents.map((e: { id: string }) => e.id)).toEqual([event.id]);
    const events = (await pro.gql(PRO_CALENDAR_EVENTS, weekAround(slot))).data.calendarEvents;
    expect(events).toEqual([
      expect.objectContaining({
        id: event.id, title: 'Dentist', allDay: false, editable: true, classNames: ['personal-event'],
        extendedProps: expect.objectContaining({ kind: 'personal', personalEventId: event.id, duration: 90, timeZone: NY, calendarName: 'Personal' }),
      }),
    ]);

    // The booking page no longer offers the blocked times, and a visitor cannot take them anyway.
    const after = await freeSlots(visitor, practice);
    expect(after).not.toContain(slot);
    expect(after).not.toContain(start.plus({ minutes: 60 }).toISO({ suppressMilliseconds: true }));
    const booked = (await requestAppointment(visitor, practice, { startsAt: slot })).data.requestAppointment;
    expect(booked.result).toBeNull();
    expect(booked.errors[0]).toMatch(/taken|not available/);

    // Deleting it frees the time again.
    const deleted = await pro.gql(DELETE_PERSONAL_EVENT, { id: event.id });
    expect(deleted.data.deletePersonalEvent).toEqual({ result: 'success', errors: [] });
    expect((await pro.gql(PRO_CALENDAR, weekAround(slot))).data.personalEvents).toEqual([]);
    expect(await freeSlots(visitor, practice)).toContain(slot);
    expect((await pro.gql(DELETE_PERSONAL_EVENT, { id: event.id })).data.deletePersonalEvent).toEqual({ result: null, errors: ['Event not found'] });
  });

  it('the name is optional; an all-day event covers whole days in its zone', async () => {
    const { client: pro } = await signUpPro(server);
    const day = DateTime.now().setZone(NY).plus({ days: 10 }).startOf('day');
    const res = (await pro.gql(UPSERT_PERSONAL_EVENT, {
      allDay: true, startsAt: day.plus({ hours: 13 }).toISO(), endsAt: day.plus({ days: 1 }).toISO(), timeZone: NY,
    })).data.upsertPersonalEvent;
    expect(res.result).toBe('success');
    expect(res.personalEvent).toMatchObject({
      name: null, title: 'Personal event', allDay: true,
      start: day.toISODate(), end: day.plus({ days: 1 }).toISODate(),
      startsAt: day.toUTC().toISO(), endsAt: day.plus({ days: 1 }).toUTC().toISO(),
    });
    const [event] = (await pro.gql(PRO_CALENDAR_EVENTS, { from: day.minus({ days: 1 }).toISO(), to: day.plus({ days: 2 }).toISO() })).data.calendarEvents;
    expect(event).toMatchObject({ title: 'Personal event', allDay: true, start: day.toISODate(), end: day.plus({ days: 1 }).toISODate() });
  });

  it('edits an event by id: new name and time; the old time is free again', async () => {
    const { client: pro, practice } = await signUpPro(server);
    const visitor = await newClient(server);
    const [first, second] = await freeSlots(visitor, practice);
    const at = DateTime.fromISO(first, { zone: NY });
    const created = (await pro.gql(UPSERT_PERSONAL_EVENT, { name: 'Lunch', allDay: false, startsAt: at.toISO(), endsAt: at.plus({ hours: 1 }).toISO(), timeZone: NY })).data.upsertPersonalEvent.personalEvent;
    const later = at.plus({ days: 1 });
    const edited = (await pro.gql(UPSERT_PERSONAL_EVENT, { id: created.id, name: '  Long lunch ', allDay: false, startsAt: later.toISO(), endsAt: later.plus({ hours: 2 }).toISO(), timeZone: NY })).data.upsertPersonalEvent;
    expect(edited).toMatchObject({ result: 'success', personalEvent: { id: created.id, name: 'Long lunch', startsAt: later.toUTC().toISO() } });
    const slots = await freeSlots(visitor, practice);
    expect(slots).toContain(first);
    expect(slots).toContain(second);
    expect(slots).not.toContain(later.toISO({ suppressMilliseconds: true }));
  });

  it("another practice's event is not found, and never shows", async () => {
    const a = await signUpPro(server);
    const b = await signUpPro(server);
    const at = DateTime.now().setZone(NY).plus({ days: 5 }).set({ hour: 12, minute: 0, second: 0, millisecond: 0 });
    const mine = (await a.client.gql(UPSERT_PERSONAL_EVENT, { name: 'Private', allDay: false, startsAt: at.toISO(), endsAt: at.plus({ hours: 1 }).toISO(), timeZone: NY })).data.upsertPersonalEvent.personalEvent;
    const range = { from: at.minus({ days: 1 }).toISO(), to: at.plus({ days: 1 }).toISO() };
    expect((await b.client.gql(PRO_CALENDAR, range)).data.personalEvents).toEqual([]);
    expect((await b.client.gql(PERSONAL_EVENT, { id: mine.id })).data.personalEvent).toBeNull();
    expect((await a.client.gql(PERSONAL_EVENT, { id: mine.id })).data.personalEvent).toMatchObject({ id: mine.id, name: 'Private' });
    expect((await b.client.gql(PRO_CALENDAR_EVENTS, range)).data.calendarEvents).toEqual([]);
    const hijack = await b.client.gql(UPSERT_PERSONAL_EVENT, { id: mine.id, name: 'Mine now', allDay: false, startsAt: at.toISO(), endsAt: at.plus({ hours: 1 }).toISO(), timeZone: NY });
    expect(hijack.data.upsertPersonalEvent).toEqual({ result: null, errors: ['Event not found'], personalEvent: null });
    expect((await b.client.gql(DELETE_PERSONAL_EVENT, { id: mine.id })).data.deletePersonalEvent).toEqual({ result: null, errors: ['Event not found'] });
    expect((await a.client.gql(PRO_CALENDAR, range)).data.personalEvents).toEqual([expect.objectContaining({ id: mine.id, name: 'Private' })]);
  });

  it('bad input gets a clear message and changes nothing', async () => {
    const { client: pro } = await signUpPro(server);
    const at = DateTime.now().setZone(NY).plus({ days: 5 }).set({ hour: 12, minute: 0, second: 0, millisecond: 0 });
    const upsert = async (vars: Record<string, unknown>) =>
      (await pro.gql(UPSERT_PERSONAL_EVENT, { allDay: false, startsAt: at.toISO(), endsAt: at.plus({ hours: 1 }).toISO(), timeZone: NY, ...vars })).data.upsertPersonalEvent;
    expect((await upsert({ endsAt: at.minus({ hours: 1 }).toISO() })).errors).toEqual(['The event must end after it starts.']);
    const notATime = await pro.gql(UPSERT_PERSONAL_EVENT, { allDay: false, startsAt: 'tomorrow', endsAt: at.toISO(), timeZone: NY });
    expect(refusalOf(notATime)).toEqual(refusedDateTime());
    expect((await upsert({ timeZone: 'Mars/Olympus' })).errors).toEqual(['Please choose a valid time zone.']);
    expect((await upsert({ name: 'x'.repeat(201) })).errors).toEqual(['The name can be at most 200 characters.']);
    expect((await upsert({ endsAt: at.plus({ days: 91 }).toISO() })).errors).toEqual(['A personal event can be at most 90 days long.']);
    expect((await upsert({ id: 'personal-event-12' })).errors).toEqual(['Event not found']);
    expect((await pro.gql(PRO_CALENDAR, { from: at.minus({ days: 1 }).toISO(), to: at.plus({ days: 1 }).toISO() })).data.personalEvents).toEqual([]);
    const badRange = await pro.gql(PRO_CALENDAR, { from: at.toISO(), to: at.minus({ days: 1 }).toISO() });
    expect(badRange.errors?.[0].message).toBe('Please ask for a range from a start to a later end, at most 100 days.');
    const notTimes = await pro.gql(PRO_CALENDAR_EVENTS, { from: 'monday', to: 'friday' });
    expect(refusalOf(notTimes)).toEqual(refusedDateTime(2));
  });

  it('needs a logged-in pro', async () => {
    const visitor = await newClient(server);
    const at = DateTime.now().setZone(NY).plus({ days: 5 });
    const res = await visitor.gql(UPSERT_PERSONAL_EVENT, { allDay: false, startsAt: at.toISO(), endsAt: at.plus({ hours: 1 }).toISO(), timeZone: NY });
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const calendar = await visitor.gql(PRO_CALENDAR, { from: at.toISO(), to: at.plus({ days: 1 }).toISO() });
    expect(calendar.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
