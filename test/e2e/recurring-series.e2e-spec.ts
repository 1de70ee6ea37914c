// Recurring series through the real API: recurringTimes with conflicts for every occurrence, the
// caps' messages, atomic creation (all or nothing), DST in New York, cancelling this and the
// following sessions, and rescheduling the rest of a series.
import { DateTime } from 'luxon';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { signUpPro, startTestServer } from '../support/test-server.js';
import { UPSERT_LOCATION } from '../support/operations.js';
import {
  CANCEL_APPOINTMENT, CREATE_APPOINTMENTS, PRO_CALENDAR, PRO_CREATE_APPOINTMENT, RECURRING_TIMES, UPDATE_APPOINTMENT, UPSERT_PERSONAL_EVENT,
} from '../support/calendar-operations.js';
import { calendarPractice, iso, nyAt, NY } from '../support/calendar-setup.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

type Practice = Awaited<ReturnType<typeof calendarPractice>>;

const untilDate = (at: DateTime) => at.toFormat("yyyyMMdd'T'235959");

const times = async (p: Practice, startsAt: string, recurrencePattern: string, duration = 60) =>
  p.pro.gql(RECURRING_TIMES, { practiceId: p.practice.id, startsAt, recurrencePattern, duration });

const createSeries = async (p: Practice, recurringStartTimes: string[], recurrencePattern: string, duration = 60) =>
  (await p.pro.gql(CREATE_APPOINTMENTS, {
    appointmentServices: [{ serviceId: p.serviceId, amountCents: 9000 }], locationId: p.locationId, clientId: p.clientId,
    bookedFrom: 'web', bookedBy: 'pro', recurringStartTimes, recurrencePattern, duration,
  })).data.createAppointments;

const calendarIds = async (p: Practice, from: DateTime, to: DateTime) =>
  (await p.pro.gql(PRO_CALENDAR, { from: iso(from), to: iso(to) })).data.practiceAppointments.map((a: { id: string; state: string }) => `${a.id}:${a.state}`);

/** The first day from today on which New York's UTC offset differs from the day before. */
const nextDstChange = (): DateTime => {
  let day = DateTime.now().setZone(NY).startOf('day').plus({ days: 1 });
  while (day.plus({ days: 1 }).offset === day.offset) day = day.plus({ days: 1 });
  return day.plus({ days: 1 });
};

describe('recurringTimes', () => {
  it('returns every start with its display time, and conflicts for EVERY occurrence', async () => {
    const p = await calendarPractice(server);
    const first = nyAt(7, 10);
    // Taken: an appointment on the 3rd occurrence, a personal event on the 5th (Cal.com #15997 only checked the first two).
    await p.pro.gql(PRO_CREATE_APPOINTMENT, {
      appointmentServices: [{ serviceId: p.serviceId, amountCents: 100 }], locationId: p.locationId, clientId: p.clientId,
      startsAt: iso(first.plus({ weeks: 2, minutes: 30 })), endsAt: iso(first.plus({ weeks: 2, minutes: 90 })),
    });
    await p.pro.gql(UPSERT_PERSONAL_EVENT, { name: 'Vacation', allDay: true, startsAt: iso(first.plus({ weeks: 4 }).startOf('day')), endsAt: iso(first.plus({ weeks: 4, days: 1 }).startOf('day')), timeZone: NY });
    const res = await times(p, iso(first), `FREQ=WEEKLY;INTERVAL=1;COUNT=6`);
    expect(res.errors).toBeUndefined();
    const list = res.data.recurringTimes;
    expect(list.map((t: { startsAt: string }) => t.startsAt)).toEqual([0, 1, 2, 3, 4, 5].map((w) => iso(first.plus({ weeks: w }))));
    expect(list[0].displayTime).toBe(first.toFormat('cccc, LLLL d, yyyy h:mm a ZZZZ'));
    expect(list.map((t: { conflicts: unknown[] }) => t.conflicts.length)).toEqual([0, 0, 1, 0, 1, 0]);
    expect(list[2].conflicts[0]).toMatchObject({ name: 'Grace Hopper', type: 'appointment', timeRange: expect.stringMatching(/10:30 AM - 11:30 AM$/) });
    expect(list[4].conflicts[0]).toMatchObject({ name: 'Vacation', type: 'personal' });
  });

  it('broken caps and bad input are GraphQL errors with the spec messages', async () => {
    const p = await calendarPractice(server);
    const first = nyAt(3, 9);
    expect((await times(p, iso(first), 'FREQ=DAILY;COUNT=26')).errors?.[0].message).toBe(
      'You can create at most 25 appointments at once. You are currently attempting to create 26 appointments. Please select a different frequency or end date.',
    );
    expect((await times(p, iso(first), `FREQ=MONTHLY;BYMONTHDAY=${first.day <= 28 ? first.day : 1};UNTIL=${untilDate(first.plus({ months: 13 }))}`)).errors?.[0].message).toBe(
      'You can create appointments at most one year into the future. Please select a different frequency or end date.',
    );
    expect((await times(p, iso(first), 'FREQ=HOURLY')).errors?.[0].message).toBe('Please choose a valid repeat pattern.');
    expect((await times(p, iso(first), 'FREQ=DAILY;COUNT=2', 0)).errors?.[0].message).toBe('Please choose a length from 1 minute to 24 hours.');
    const other = await signUpPro(server);
    expect((await times(p, iso(first), 'FREQ=DAILY;COUNT=2')).data.recurringTimes).toHaveLength(2);
    expect((await other.client.gql(RECURRING_TIMES, { practiceId: p.practice.id, startsAt: iso(first), recurrencePattern: 'FREQ=DAILY;COUNT=2', duration: 60 })).errors?.[0].message).toBe('Practice not found');
  });
});

describe('createAppointments', () => {
  it('creates the whole series atomically with one seriesId and its recurrence fields', async () => {
    const p = await calendarPractice(server);
    const first = nyAt(5, 9);
    const pattern = `FREQ=WEEKLY;INTERVAL=1;BYDAY=${first.toFormat('ccc').slice(0, 2).toUpperCase()};UNTIL=${untilDate(first.plus({ weeks: 3 }))}`;
    const starts = (await times(p, iso(first), pattern)).data.recurringTimes.map((t: { startsAt: string }) => t.startsAt);
    expect(starts).toHaveLength(4);
    const res = await createSeries(p, starts, pattern);
    expect(res).toMatchObject({ result: 'success', errors: [] });
    expect(res.seriesId).toBeTruthy();
    expect(res.appointments).toHaveLength(4);
    for (const a of res.appointments) {
      expect(a).toMatchObject({
        seriesId: res.seriesId, recurrencePattern: pattern, recurrenceFrequency: 'WEEKLY', recurrenceCount: 4, state: 'approved', bookedBy: 'pro',
        recurrenceUntil: first.plus({ weeks: 3 }).set({ hour: 23, minute: 59, second: 59 }).toUTC().toISO(),
      });
    }
    expect(await calendarIds(p, first.minus({ days: 1 }), first.plus({ weeks: 4 }))).toHaveLength(4);
  });

  it('refuses a series when any occurrence conflicts, naming the times, and creates none', async () => {
    const p = await calendarPractice(server);
    const first = nyAt(6, 14);
    await p.pro.gql(UPSERT_PERSONAL_EVENT, { name: 'School run', allDay: false, startsAt: iso(first.plus({ weeks: 3, minutes: 30 })), endsAt: iso(first.plus({ weeks: 3, minutes: 45 })), timeZone: NY });
    const pattern = 'FREQ=WEEKLY;COUNT=4';
    const res = await createSeries(p, [0, 1, 2, 3].map((w) => iso(first.plus({ weeks: w }))), pattern);
    expect(res.result).toBeNull();
    expect(res.errors[0]).toBe(`This time overlaps another appointment or personal event: ${first.plus({ weeks: 3 }).toFormat('ccc LLL d, yyyy h:mm a')} - 3:00 PM. Please choose another time.`);
    expect(await calendarIds(p, first.minus({ days: 1 }), first.plus({ weeks: 4 }))).toEqual([]);
  });

  it('leaves out the dates the pro skips for conflicts (the first one too): the others are created, and counted', async () => {
    const p = await calendarPractice(server);
    const first = nyAt(8, 10);
    const pattern = `FREQ=WEEKLY;INTERVAL=1;BYDAY=${first.toFormat('ccc').slice(0, 2).toUpperCase()};UNTIL=${untilDate(first.plus({ weeks: 4 }))}`;
    // Taken: the first date by an appointment, the fourth by a personal event.
    await p.pro.gql(PRO_CREATE_APPOINTMENT, {
      appointmentServices: [{ serviceId: p.serviceId, amountCents: 100 }], locationId: p.locationId, clientId: p.clientId,
      startsAt: iso(first.minus({ minutes: 30 })), endsAt: iso(first.plus({ minutes: 30 })),
    });
    await p.pro.gql(UPSERT_PERSONAL_EVENT, { name: 'Physio', allDay: false, startsAt: iso(first.plus({ weeks: 3, minutes: 15 })), endsAt: iso(first.plus({ weeks: 3, minutes: 45 })), timeZone: NY });
    const list = (await times(p, iso(first), pattern)).data.recurringTimes as Array<{ startsAt: string; conflicts: unknown[] }>;
    expect(list.map((t) => t.conflicts.length)).toEqual([1, 0, 0, 1, 0]);
    const free = list.filter((t) => t.conflicts.length === 0).map((t) => t.startsAt);
    const res = await createSeries(p, free, pattern);
    expect(res).toMatchObject({ result: 'success', errors: [] });
    expect(res.appointments.map((a: { startsAt: string }) => a.startsAt)).toEqual([1, 2, 4].map((w) => first.plus({ weeks: w }).toUTC().toISO()));
    expect(res.appointments.map((a: { recurrenceCount: number; recurrencePattern: string }) => [a.recurrenceCount, a.recurrencePattern])).toEqual(Array(3).fill([3, pattern]));
  });

  it('applies the caps to what is sent, and only the pattern\'s own times', async () => {
    const p = await calendarPractice(server);
    const first = nyAt(2, 8);
    const daily = Array.from({ length: 26 }, (_, i) => iso(first.plus({ days: i })));
    expect((await createSeries(p, daily, 'FREQ=DAILY;COUNT=26')).errors).toEqual([
      'You can create at most 25 appointments at once. You are currently attempting to create 26 appointments. Please select a different frequency or end date.',
    ]);
    expect((await createSeries(p, [iso(first), iso(first.plus({ days: 1, hours: 1 }))], 'FREQ=DAILY;COUNT=2')).errors).toEqual([
      'The start times do not match the repeat pattern. Please check the times again.',
    ]);
    expect((await createSeries(p, [], 'FREQ=DAILY;COUNT=2')).errors).toEqual(['Please choose the times of the series.']);
    expect(await calendarIds(p, first.minus({ days: 1 }), first.plus({ days: 30 }))).toEqual([]);
  });

  it('a weekly 9:00 series keeps 9:00 New York time across the next DST change', async () => {
    const p = await calendarPractice(server);
    const change = nextDstChange();
    const first = change.minus({ weeks: 1 }).set({ hour: 9 });
    const pattern = `FREQ=WEEKLY;BYDAY=${first.toFormat('ccc').slice(0, 2).toUpperCase()};COUNT=3`;
    const starts = (await times(p, iso(first), pattern)).data.recurringTimes.map((t: { startsAt: string }) => t.startsAt);
    const created = await createSeries(p, starts, pattern);
    expect(created.result).toBe('success');
    const local = created.appointments.map((a: { startsAt: string }) => DateTime.fromISO(a.startsAt, { zone: NY }).toFormat('HH:mm'));
    expect(local).toEqual(['09:00', '09:00', '09:00']);
    const offsets = created.appointments.map((a: { startsAt: string }) => DateTime.fromISO(a.startsAt, { zone: NY }).offset);
    expect(offsets[0]).not.toBe(offsets[2]);
  });
});

describe("a location in another zone", () => {
  it("expands in the location's zone when recurringTimes is given the location, as createAppointments does", async () => {
    const p = await calendarPractice(server);
    const london = (await p.pro.gql(UPSERT_LOCATION, { input: { name: 'London studio', kind: 'office', address: '1 Strand, London', timeZone: 'Europe/London' } })).data.upsertLocation.location;
    // 9:00 in London, on the Monday before the next UK clock change, weekly for three weeks.
    let change = DateTime.now().setZone('Europe/London').startOf('day').plus({ days: 1 });
    while (change.plus({ days: 1 }).offset === change.offset) change = change.plus({ days: 1 });
    const first = change.minus({ weeks: 1 }).set({ weekday: 1, hour: 9 });
    const pattern = 'FREQ=WEEKLY;BYDAY=MO;COUNT=3';
    const res = await p.pro.gql(RECURRING_TIMES, { practiceId: p.practice.id, startsAt: iso(first), recurrencePattern: pattern, duration: 60, locationId: london.id });
    const starts = res.data.recurringTimes.map((t: { startsAt: string }) => t.startsAt);
    expect(starts.map((s: string) => DateTime.fromISO(s, { zone: 'Europe/London' }).toFormat('ccc HH:mm'))).toEqual(['Mon 09:00', 'Mon 09:00', 'Mon 09:00']);
    const created = (await p.pro.gql(CREATE_APPOINTMENTS, {
      appointmentServices: [{ serviceId: p.serviceId, amountCents: 9000 }], locationId: london.id, clientId: p.clientId, recurringStartTimes: starts, recurrencePattern: pattern, duration: 60,
    })).data.createAppointments;
    expect(created.result).toBe('success');
    expect(created.appointments.map((a: { timeZone: string }) => a.timeZone)).toEqual(Array(3).fill('Europe/London'));
    const other = await calendarPractice(server);
    expect((await other.pro.gql(RECURRING_TIMES, { practiceId: other.practice.id, startsAt: iso(first), recurrencePattern: pattern, duration: 60, locationId: london.id })).errors?.[0].message).toBe('Please choose a location.');
  });
});

describe('changing a series', () => {
  const weekly = async (p: Practice, first: DateTime) => {
    const starts = [0, 1, 2, 3].map((w) => iso(first.plus({ weeks: w })));
    const res = await createSeries(p, starts, 'FREQ=WEEKLY;COUNT=4');
    expect(res.result).toBe('success');
    return res.appointments as Array<{ id: string; startsAt: string }>;
  };

  it('cancels this and all following sessions; earlier ones stay', async () => {
    const p = await calendarPractice(server);
    const first = nyAt(4, 11);
    const series = await weekly(p, first);
    const res = (await p.pro.gql(CANCEL_APPOINTMENT, { appointmentId: series[1].id, practitionerNote: 'Moving away', cancelRecurringSeries: true })).data.cancelAppointment;
    expect(res.result).toBe('success');
    expect([...res.cancelledAppointmentIds].sort()).toEqual(series.slice(1).map((a) => a.id).sort());
    expect(await calendarIds(p, first.minus({ days: 1 }), first.plus({ weeks: 4 }))).toEqual([
      `${series[0].id}:approved`, ...series.slice(1).map((a) => `${a.id}:cancelled`),
    ]);
    // Their time is free again: a new series fits where the cancelled ones were.
    expect((await createSeries(p, [1, 2, 3].map((w) => iso(first.plus({ weeks: w }))), 'FREQ=WEEKLY;COUNT=3')).result).toBe('success');
  });

  it('cancelling only this session leaves the rest', async () => {
    const p = await calendarPractice(server);
    const series = await weekly(p, nyAt(4, 15));
    const res = (await p.pro.gql(CANCEL_APPOINTMENT, { appointmentId: series[2].id })).data.cancelAppointment;
    expect(res.cancelledAppointmentIds).toEqual([series[2].id]);
  });

  it('reschedules the entire rest of the series by the same change; a clash moves nothing', async () => {
    const p = await calendarPractice(server);
    const first = nyAt(4, 9);
    const series = await weekly(p, first);
    const moved = (await p.pro.gql(UPDATE_APPOINTMENT, {
      appointmentId: series[1].id, startsAt: iso(first.plus({ weeks: 1, hours: 2 })), endsAt: iso(first.plus({ weeks: 1, hours: 3 })), rescheduleRecurringSeries: true,
    })).data.updateAppointmentV2;
    expect(moved.result).toBe('success');
    const after = (await p.pro.gql(PRO_CALENDAR, { from: iso(first.minus({ days: 1 })), to: iso(first.plus({ weeks: 4 })) })).data.practiceAppointments;
    expect(after.map((a: { startsAt: string }) => DateTime.fromISO(a.startsAt, { zone: NY }).toFormat('HH:mm'))).toEqual(['09:00', '11:00', '11:00', '11:00']);

    await p.pro.gql(UPSERT_PERSONAL_EVENT, { name: 'Blocked', allDay: false, startsAt: iso(first.plus({ weeks: 3, hours: 4 })), endsAt: iso(first.plus({ weeks: 3, hours: 5 })), timeZone: NY });
    const clash = (await p.pro.gql(UPDATE_APPOINTMENT, {
      appointmentId: series[1].id, startsAt: iso(first.plus({ weeks: 1, hours: 4 })), rescheduleRecurringSeries: true,
    })).data.updateAppointmentV2;
    expect(clash.result).toBeNull();
    expect(clash.errors[0]).toMatch(/^This time overlaps another appointment or personal event: .*1:00 PM - 2:00 PM/);
    const unchanged = (await p.pro.gql(PRO_CALENDAR, { from: iso(first.minus({ days: 1 })), to: iso(first.plus({ weeks: 4 })) })).data.practiceAppointments;
    expect(unchanged.map((a: { startsAt: string }) => a.startsAt)).toEqual(after.map((a: { startsAt: string }) => a.startsAt));
  });
});
