// What pros hit in the calendar's flyout, in a real browser: the end follows the start (appointments
// and personal events) and an end before the start cannot be saved; Decline asks first, with a
// reason for the client, wherever it appears; past appointments open read-only; a series with
// conflicting dates shows them and can skip them; colours with a legend, and the flyout's links.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DateTime } from 'luxon';
import type { Browser, Locator, Page } from 'playwright-core';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import type { TestClient } from '../support/graphql-client.js';
import { freeSlots, newClient, requestAppointment, signUpPro } from '../support/test-server.js';
import { closeProduct, journeyNow, logIn, openPage, snapshot, startProductInBrowser } from './browser.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // On the journeys' clock: 'next week' and 'yesterday' never depend on today.
  ({ server, browser } = await startProductInBrowser({ fixedClock: true }));
}, 180_000);

afterAll(() => closeProduct({ server, browser }));

const CREATE_CLIENT = `mutation($client: NewClientInput!) { createClient(client: $client) { result errors client { id } } }`;
const PRO_CREATE = `mutation($services: [AppointmentServiceInput!]!, $locationId: ID!, $startsAt: DateTime!, $endsAt: DateTime!, $clientId: ID) {
  proCreateAppointment(appointmentServices: $services, locationId: $locationId, startsAt: $startsAt, endsAt: $endsAt, clientId: $clientId) {
    result errors appointment { id instantActionToken } } }`;
const PERSONAL = `mutation($name: String, $startsAt: DateTime!, $endsAt: DateTime!, $timeZone: String!) {
  upsertPersonalEvent(name: $name, allDay: false, startsAt: $startsAt, endsAt: $endsAt, timeZone: $timeZone) { result errors } }`;
const APPOINTMENTS = `query($from: DateTime!, $to: DateTime!) { practiceAppointments(from: $from, to: $to) { id state startsAt endsAt seriesId } }`;
const STATE = `query($id: ID!) { appointment(id: $id) { state } }`;
const HISTORY = `query($id: ID!) { appointmentHistory(appointmentId: $id) { type data } }`;

interface Pro {
  email: string;
  password: string;
  client: TestClient;
  zone: string;
  clientId: string;
  practice: { id: string; shortLink: string; services: { id: string }[]; locations: { id: string }[] };
}

async function proWithClient(practiceName: string, firstName: string, lastName: string): Promise<Pro> {
  const pro = await signUpPro(server, practiceName);
  const created = await pro.client.gql(CREATE_CLIENT, { client: { firstName, lastName, email: `${firstName.toLowerCase()}-${Date.now()}@example.com`, phone: '(415) 555-0134' } });
  expect(created.data.createClient).toMatchObject({ result: 'success' });
  return { email: pro.email, password: pro.password, client: pro.client, zone: pro.practice.timeZone, clientId: created.data.createClient.client.id, practice: pro.practice };
}

/** Wednesday of next week (the calendar's weeks start on Sunday), on the practice's clock. */
function nextWeekWednesday(zone: string): DateTime {
  const today = journeyNow(zone).startOf('day');
  return today.minus({ days: today.weekday % 7 }).plus({ days: 10 });
}

const at = (day: DateTime, hour: number, minute = 0) => day.set({ hour, minute }).toISO({ suppressMilliseconds: true })!;

async function book(pro: Pro, startsAt: string, endsAt: string) {
  const res = await pro.client.gql(PRO_CREATE, {
    services: [{ serviceId: pro.practice.services[0].id, amountCents: 9000 }],
    locationId: pro.practice.locations[0].id,
    startsAt,
    endsAt,
    clientId: pro.clientId,
  });
  expect(res.data.proCreateAppointment).toMatchObject({ result: 'success' });
  return res.data.proCreateAppointment.appointment as { id: string; instantActionToken: string };
}

async function appointmentsAround(pro: Pro, day: DateTime, weeks = 6) {
  const res = await pro.client.gql(APPOINTMENTS, { from: day.minus({ days: 1 }).toISO(), to: day.plus({ weeks }).toISO() });
  return res.data.practiceAppointments as { id: string; state: string; startsAt: string; endsAt: string; seriesId: string | null }[];
}

const local = (instant: string, zone: string, format = 'yyyy-MM-dd HH:mm') => DateTime.fromISO(instant).setZone(zone).toFormat(format);

async function openCalendar(page: Page, pro: Pro) {
  await logIn(page, server.url, pro.email, pro.password);
  await page.waitForURL('**/portal/calendar');
  await page.getByRole('button', { name: 'Create appointment' }).waitFor();
}

async function pickClient(page: Page, flyout: Locator, name: string) {
  await flyout.getByRole('combobox', { name: 'Client' }).fill(name.split(' ')[0]);
  await page.getByRole('option', { name: new RegExp(name) }).click();
}

async function until<T>(read: () => Promise<T>, expected: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!expected(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

const END_BEFORE_START = 'The end time must be after the start time.';

describe('calendar flyout', () => {
  it('moves the end with the start (keeping the length) when creating, editing and on personal events; an end before the start says so and cannot be saved', async () => {
    const pro = await proWithClient('Flyout Times Studio', 'Grace', 'Hopper');
    const day = nextWeekWednesday(pro.zone);
    const { context, page } = await openPage(browser);
    try {
      await openCalendar(page, pro);
      await page.getByRole('button', { name: 'Create appointment' }).click();
      const flyout = page.getByRole('dialog', { name: 'Create appointment' });
      await pickClient(page, flyout, 'Grace Hopper');
      await flyout.getByLabel('Date').fill(day.toISODate()!);
      const start = flyout.getByLabel('Start time');
      const end = flyout.getByLabel('End time');
      const save = flyout.getByRole('button', { name: 'Save' });
      // 9-10 PM, then the start moves to 10 AM: the end follows to 11 AM (the service's hour).
      await start.selectOption('21:00');
      await end.selectOption('22:00');
      await start.selectOption('10:00');
      expect(await end.inputValue()).toBe('11:00');
      // An end before the start: said beside the times, and no Save.
      await end.selectOption('09:00');
      await flyout.getByText(END_BEFORE_START).waitFor();
      expect(await save.isDisabled()).toBe(true);
      await snapshot(page, 'flyout-end-before-start');
      // A 45-minute appointment keeps its 45 minutes when the start moves.
      await end.selectOption('10:45');
      expect(await flyout.getByText(END_BEFORE_START).count()).toBe(0);
      await start.selectOption('11:00');
      expect(await end.inputValue()).toBe('11:45');
      await save.click();
      await page.getByText('Appointment created successfully.').waitFor();
      const [created] = await appointmentsAround(pro, day, 1);
      expect([local(created.startsAt, pro.zone), local(created.endsAt, pro.zone, 'HH:mm')]).toEqual([`${day.toISODate()} 11:00`, '11:45']);

      // Editing: the start moves to 2 PM, the end to 2:45 PM.
      const { instantActionToken } = (await pro.client.gql(`query($id: ID!) { appointment(id: $id) { instantActionToken } }`, { id: created.id })).data.appointment;
      await page.goto(`${server.url}/portal/calendar#${instantActionToken}`);
      const edit = page.getByRole('dialog', { name: 'Upcoming appointment' });
      await edit.getByLabel('Start time').selectOption('14:00');
      expect(await edit.getByLabel('End time').inputValue()).toBe('14:45');
      await edit.getByLabel('End time').selectOption('13:00');
      await edit.getByText(END_BEFORE_START).waitFor();
      expect(await edit.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
      await edit.getByLabel('End time').selectOption('14:45');
      await edit.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Appointment updated successfully.').waitFor();
      const [edited] = await appointmentsAround(pro, day, 1);
      expect([local(edited.startsAt, pro.zone, 'HH:mm'), local(edited.endsAt, pro.zone, 'HH:mm')]).toEqual(['14:00', '14:45']);

      // A personal event: 9-10 PM moved to a 9 AM start ends at 10 AM, not 10 PM.
      await page.getByRole('button', { name: 'Create appointment' }).click();
      await page.getByRole('button', { name: 'Personal' }).click();
      const personal = page.getByRole('dialog', { name: 'Create personal event' });
      await personal.getByLabel('Date').fill(day.plus({ days: 1 }).toISODate()!);
      await personal.getByLabel('Start time').selectOption('21:00');
      await personal.getByLabel('End time').selectOption('22:00');
      await personal.getByLabel('Start time').selectOption('09:00');
      expect(await personal.getByLabel('End time').inputValue()).toBe('10:00');
      await personal.getByLabel('End time').selectOption('08:00');
      await personal.getByText(END_BEFORE_START).waitFor();
      expect(await personal.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
      await personal.getByLabel('End time').selectOption('10:00');
      await personal.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Personal event created successfully').waitFor();
    } finally {
      await context.close();
    }
  });

  it('asks before declining, with an optional reason for the client, in the flyout, the appointments list and the inbox', async () => {
    const pro = await signUpPro(server, 'Flyout Decline Studio');
    const visitor = await newClient(server);
    let phone = 110;
    const request = async (firstName: string) => {
      const res = (await requestAppointment(visitor, pro.practice, { firstName, lastName: 'Lovelace', email: `${firstName.toLowerCase()}@example.com`, phone: `(212) 555-0${++phone}` })).data.requestAppointment;
      expect(res).toMatchObject({ result: 'success', state: 'pending' });
      return res as { appointmentId: string; instantActionToken: string };
    };
    // The API's word for a declined request is 'unavailable' (spec 001 §4); the read model's is 'declined'.
    const state = async (id: string) => ((await pro.client.gql(STATE, { id })).data.appointment.state as string).replace('unavailable', 'declined');
    const [inFlyout, inList, inInbox] = [await request('Ada'), await request('Bea'), await request('Cleo')];
    const { context, page } = await openPage(browser);
    try {
      await logIn(page, server.url, pro.email, pro.password);
      await page.waitForURL('**/portal/calendar');
      await page.goto(`${server.url}/portal/calendar#${inFlyout.instantActionToken}`);
      const flyout = page.getByRole('dialog', { name: 'New appointment request' });
      await flyout.getByRole('button', { name: 'Decline' }).click();
      const ask = page.getByRole('dialog', { name: 'Decline appointment request' });
      await ask.getByText(/Decline Ada Lovelace's request for .*\? The client will be notified\./).waitFor();
      await ask.getByRole('button', { name: 'Keep request' }).click();
      await ask.waitFor({ state: 'detached' });
      expect(await state(inFlyout.appointmentId)).toBe('pending');
      await flyout.getByRole('button', { name: 'Decline' }).click();
      await ask.getByLabel('Reason for the client (optional)').fill('  I am away that week, sorry!  ');
      await snapshot(page, 'flyout-decline-confirm');
      await ask.getByRole('button', { name: 'Decline request' }).click();
      await page.getByText('Appointment declined').waitFor();
      await flyout.waitFor({ state: 'detached' });
      expect(await state(inFlyout.appointmentId)).toBe('declined');
      const history = (await pro.client.gql(HISTORY, { id: inFlyout.appointmentId })).data.appointmentHistory;
      expect(history.find((h: { type: string }) => h.type === 'AppointmentDeclined').data).toEqual({ appointmentId: inFlyout.appointmentId, reason: 'I am away that week, sorry!' });
      // The history page shows the reason.
      await page.goto(`${server.url}/portal/appointments/${inFlyout.appointmentId}/history`);
      await page.getByRole('article', { name: 'Appointment declined' }).getByText('I am away that week, sorry!').first().waitFor();

      await page.goto(`${server.url}/portal/appointments`);
      const row = page.getByRole('row', { name: /Bea Lovelace/ });
      await row.getByRole('button', { name: 'Decline' }).click();
      await ask.getByRole('button', { name: 'Decline request' }).click();
      await page.getByText('Appointment declined').first().waitFor();
      expect(await until(() => state(inList.appointmentId), (s) => s === 'declined')).toBe('declined');

      await page.getByRole('button', { name: /^Notifications/ }).click();
      const inbox = page.getByRole('dialog', { name: 'Notifications' });
      await inbox.getByRole('listitem', { name: /Cleo Lovelace/ }).getByRole('button', { name: 'Decline' }).click();
      await ask.getByText(/Decline Cleo Lovelace's request/).waitFor();
      await ask.getByRole('button', { name: 'Decline request' }).click();
      expect(await until(() => state(inInbox.appointmentId), (s) => s === 'declined')).toBe('declined');
    } finally {
      await context.close();
    }
  });

  it('opens a past appointment read-only (no time, services or Cancel) with its notes, and links to the client and the history', async () => {
    const pro = await proWithClient('Flyout Past Studio', 'Edsger', 'Dijkstra');
    const yesterday = journeyNow(pro.zone).minus({ days: 1 });
    const past = await book(pro, at(yesterday, 10), at(yesterday, 11));
    const { context, page } = await openPage(browser);
    try {
      await openCalendar(page, pro);
      await page.goto(`${server.url}/portal/calendar#${past.instantActionToken}`);
      const flyout = page.getByRole('dialog', { name: 'Past appointment' });
      await flyout.getByText('Edsger Dijkstra').first().waitFor();
      await flyout.getByRole('list', { name: 'Services' }).getByText(/60 min/).waitFor();
      for (const field of ['Start time', 'End time', 'Date', 'Service', 'Location', 'Note to the client (optional)']) {
        expect(await flyout.getByLabel(field, { exact: true }).count()).toBe(0);
      }
      for (const button of ['Cancel', 'Save', 'Add service']) expect(await flyout.getByRole('button', { name: button, exact: true }).count()).toBe(0);
      // Notes stay.
      await flyout.getByLabel('New note').fill('Worked on the left shoulder.');
      await flyout.getByRole('button', { name: 'Add note' }).click();
      await flyout.getByRole('list', { name: 'Appointment notes' }).getByText('Worked on the left shoulder.').waitFor();
      await snapshot(page, 'flyout-past-read-only');

      // The client's profile and the appointment's history are one click away.
      expect(await flyout.getByRole('link', { name: 'History' }).getAttribute('href')).toBe(`/portal/appointments/${past.id}/history`);
      await flyout.getByRole('link', { name: 'Client profile' }).click();
      await page.waitForURL(`**/portal/clients/${pro.clientId}`);
      await page.getByRole('heading', { name: /Edsger Dijkstra/ }).first().waitFor();
    } finally {
      await context.close();
    }
  });

  it('shows which dates of a series conflict, saves only after choosing to skip them, and lists the sessions it created', async () => {
    const pro = await proWithClient('Flyout Series Studio', 'Alan', 'Turing');
    const day = nextWeekWednesday(pro.zone);
    // The third Wednesday is taken at 10:30 by a personal event.
    const blocked = day.plus({ weeks: 2 });
    expect((await pro.client.gql(PERSONAL, { name: 'Physio', startsAt: at(blocked, 10, 30), endsAt: at(blocked, 11, 30), timeZone: pro.zone })).data.upsertPersonalEvent.result).toBe('success');
    const { context, page } = await openPage(browser);
    try {
      await openCalendar(page, pro);
      await page.getByRole('button', { name: 'Create appointment' }).click();
      const flyout = page.getByRole('dialog', { name: 'Create appointment' });
      await pickClient(page, flyout, 'Alan Turing');
      await flyout.getByLabel('Date').fill(day.toISODate()!);
      await flyout.getByLabel('Start time').selectOption('10:00');
      await flyout.getByLabel('Repeat').selectOption({ label: 'Weekly on Wednesday' });
      await flyout.getByLabel('Ends on').fill(day.plus({ weeks: 4 }).toISODate()!);
      await flyout.getByText('1 of 5 dates conflicts with another appointment or personal event.').waitFor();
      await flyout.getByRole('list', { name: 'Series times' }).getByText(/Conflicts with Physio/).waitFor();
      const save = flyout.getByRole('button', { name: 'Save' });
      expect(await save.isDisabled()).toBe(true);
      await snapshot(page, 'flyout-series-conflict');
      await flyout.getByLabel('Skip the conflicting dates').check();
      await flyout.getByText('4 appointments').waitFor();
      await flyout.getByRole('list', { name: 'Series times' }).getByText('Skipped').waitFor();
      await save.click();

      const done = flyout.getByRole('region', { name: 'Your recurring series was created successfully.' });
      await done.waitFor();
      const created = done.getByRole('list', { name: 'Sessions created' }).getByRole('listitem');
      expect(await created.count()).toBe(4);
      expect(await done.getByRole('list', { name: 'Dates skipped' }).getByRole('listitem').allTextContents()).toEqual([expect.stringContaining(blocked.toFormat('LLLL d'))]);
      await snapshot(page, 'flyout-series-created');
      await done.getByRole('button', { name: 'Done' }).click();
      await flyout.waitFor({ state: 'detached' });

      const series = await appointmentsAround(pro, day);
      expect(series.map((a) => local(a.startsAt, pro.zone))).toEqual([0, 1, 3, 4].map((w) => `${day.plus({ weeks: w }).toISODate()} 10:00`));
      expect(new Set(series.map((a) => a.seriesId)).size).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('colours requests, confirmed appointments and personal events apart (past ones: test/e2e/calendar), with a legend at 1280 and 375 px', async () => {
    const pro = await proWithClient('Flyout Colour Studio', 'Katherine', 'Johnson');
    const visitor = await newClient(server);
    const [slot] = await freeSlots(visitor, pro.practice);
    const start = DateTime.fromISO(slot).setZone(pro.zone);
    expect((await requestAppointment(visitor, pro.practice, { startsAt: slot, firstName: 'Rita' })).data.requestAppointment.result).toBe('success');
    await book(pro, at(start, start.hour + 2), at(start, start.hour + 3));
    expect((await pro.client.gql(PERSONAL, { name: 'Lunch', startsAt: at(start, start.hour + 4), endsAt: at(start, start.hour + 5), timeZone: pro.zone })).data.upsertPersonalEvent.result).toBe('success');
    const { context, page } = await openPage(browser, { height: 1000 });
    try {
      await openCalendar(page, pro);
      const legend = page.getByRole('list', { name: 'Legend' });
      expect(await legend.getByRole('listitem').allTextContents()).toEqual(['Request', 'Confirmed', 'Personal event', 'Past']);
      await page.getByRole('tab', { name: 'Day view' }).click();
      while ((await page.locator(`[role="columnheader"][data-date="${start.toISODate()}"]`).count()) === 0) await page.getByRole('button', { name: 'Next Day' }).click();
      const colour = async (text: string | RegExp) => {
        const event = page.getByRole('button', { name: text }).first();
        await event.waitFor();
        return event.evaluate((el) => getComputedStyle(el).backgroundColor);
      };
      const colours = [await colour(/Request: Rita/), await colour(/Katherine Johnson/), await colour(/Lunch/)];
      expect(new Set(colours).size).toBe(3);
      await snapshot(page, 'calendar-legend-day');
    } finally {
      await context.close();
    }
    const phone = await openPage(browser, { width: 375, height: 740 });
    try {
      await openCalendar(phone.page, pro);
      await phone.page.getByRole('list', { name: 'Legend' }).waitFor();
      await snapshot(phone.page, 'calendar-legend-375');
    } finally {
      await phone.context.close();
    }
  });
});
