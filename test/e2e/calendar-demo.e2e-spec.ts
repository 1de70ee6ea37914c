// The demo practice's calendar: its weekly series, yesterday's session and a personal event are there after seeding.
import { DateTime } from 'luxon';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { DEMO_LOGIN } from '../../apps/api/src/demo/seed-demo-data.js';
import { LOG_IN } from '../support/operations.js';
import { PRO_CALENDAR, PRO_CALENDAR_EVENTS } from '../support/calendar-operations.js';
import { newClient, startTestServer } from '../support/test-server.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ demo: true });
});
afterAll(async () => server?.close());

it('the demo calendar holds a weekly series and a personal event', async () => {
  const pro = await newClient(server);
  expect((await pro.gql(LOG_IN, DEMO_LOGIN)).data.logIn.result).toBe('success');
  const from = DateTime.now().setZone('America/New_York').startOf('day');
  const range = { from: from.toISO(), to: from.plus({ days: 40 }).toISO() };
  const { practiceAppointments, personalEvents } = (await pro.gql(PRO_CALENDAR, range)).data;
  const series = practiceAppointments.filter((a: { seriesId: string | null }) => a.seriesId);
  expect(series).toHaveLength(4);
  expect(series.map((a: { startsAt: string }) => DateTime.fromISO(a.startsAt, { zone: 'America/New_York' }).toFormat('ccc HH:mm'))).toEqual(Array(4).fill('Sat 10:00'));
  expect(series[0]).toMatchObject({ state: 'approved', bookedBy: 'pro', recurrenceFrequency: 'WEEKLY', recurrenceCount: 4, client: { firstName: 'Frida', lastName: 'Kahlo' } });
  expect(personalEvents).toEqual([expect.objectContaining({ name: 'Lunch with Sam', allDay: false })]);
  const titles = (await pro.gql(PRO_CALENDAR_EVENTS, range)).data.calendarEvents.map((e: { title: string }) => e.title);
  expect(titles).toEqual(expect.arrayContaining(['Frida Kahlo', 'Lunch with Sam', 'Request: Ada Lovelace']));
  // Yesterday's session, so the week the calendar opens on is never empty; past, so not draggable.
  const yesterday = { from: from.minus({ days: 1 }).toISO(), to: from.toISO() };
  const held = (await pro.gql(PRO_CALENDAR_EVENTS, yesterday)).data.calendarEvents;
  expect(held).toEqual([expect.objectContaining({ title: 'Hedy Lamarr', editable: false })]);
});
