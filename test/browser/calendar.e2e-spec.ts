// The pro's calendar in a real browser (issue 4): create an appointment for an existing client,
// drag it to another time (confirmed) and back (cancelled: it reverts), a weekly series of 8
// cancelled from the 5th on, a personal event, #token links, and the day view at 375 px.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import { DateTime } from 'luxon';
import { newCommandContext } from '#app/es';
import { RegisterSupportAccountCommand } from '../../apps/api/src/access/commands/register-support-account/register-support-account.command.js';
import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import type { TestClient } from '../support/graphql-client.js';
import { newClient, requestAppointment, signUpPro } from '../support/test-server.js';
import { closeProduct, journeyNow, logIn, openPage, snapshot, startProductInBrowser } from './browser.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // On the journeys' clock: the weeks on screen and 'next week' never depend on today.
  ({ server, browser } = await startProductInBrowser({ fixedClock: true }));
}, 180_000);

afterAll(() => closeProduct({ server, browser }));

const CREATE_CLIENT = `mutation($client: NewClientInput!) { createClient(client: $client) { result errors client { id } } }`;
const PRO_CREATE = `mutation($services: [AppointmentServiceInput!]!, $locationId: ID!, $startsAt: DateTime!, $endsAt: DateTime!, $clientId: ID) {
  proCreateAppointment(appointmentServices: $services, locationId: $locationId, startsAt: $startsAt, endsAt: $endsAt, clientId: $clientId) {
    result errors appointment { id instantActionToken } } }`;
const UPSERT_SERVICE = `mutation($input: UpsertServiceInput!) { upsertService(input: $input) { result errors service { id } } }`;
const APPOINTMENTS = `query($from: DateTime!, $to: DateTime!) { practiceAppointments(from: $from, to: $to) { id state startsAt endsAt seriesId instantActionToken client { firstName } } }`;

interface Pro {
  email: string;
  password: string;
  client: TestClient;
  zone: string;
  clientId: string;
  practice: { services: { id: string; amountCents: number }[]; locations: { id: string }[] };
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
  const sunday = today.minus({ days: today.weekday % 7 });
  return sunday.plus({ days: 10 });
}

async function appointmentsAround(pro: Pro, day: DateTime, weeks = 10) {
  const res = await pro.client.gql(APPOINTMENTS, { from: day.minus({ days: 1 }).toISO(), to: day.plus({ weeks }).toISO() });
  return res.data.practiceAppointments as {
    id: string;
    state: string;
    startsAt: string;
    endsAt: string;
    seriesId: string | null;
    instantActionToken: string;
    client: { firstName: string };
  }[];
}

async function openCalendar(page: Page, pro: Pro) {
  await logIn(page, server.url, pro.email, pro.password);
  await page.waitForURL('**/portal/calendar');
  await page.getByRole('tab', { name: 'Week view' }).waitFor();
}

/** Fills the create flyout for `client` at `day` 10:00–11:00. */
async function fillNewAppointment(page: Page, client: string, day: DateTime) {
  await page.getByRole('button', { name: 'Create appointment' }).click();
  const flyout = page.getByRole('dialog', { name: 'Create appointment' });
  await flyout.getByRole('combobox', { name: 'Client' }).fill(client.split(' ')[0]);
  await page.getByRole('option', { name: new RegExp(client) }).click();
  await flyout.getByLabel('Date').fill(day.toISODate()!);
  await flyout.getByLabel('Start time').selectOption('10:00');
  await flyout.getByLabel('End time').selectOption('11:00');
  return flyout;
}

/** The centre of a slot: the day's column and the time's row in the time grid. */
async function slotPoint(page: Page, date: string, time: string) {
  const column = await page.locator(`[role="columnheader"][data-date="${date}"]`).boundingBox();
  const row = await page.locator(`[data-time="${time}"]`).last().boundingBox();
  if (!column || !row) throw new Error(`no slot ${date} ${time}`);
  return { x: column.x + column.width / 2, y: row.y + row.height / 2 };
}

/** Asks `read` until it returns `expected` (FullCalendar re-renders after the answers). */
async function until<T>(read: () => Promise<T>, expected: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!expected(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(from.x + ((to.x - from.x) * i) / 10, from.y + ((to.y - from.y) * i) / 10);
  await page.mouse.up();
}

describe('calendar', () => {
  it('creates an appointment for an existing client with her own saved price, drags it to noon after confirming, a cancelled drag reverts, and a resize moves its end', async () => {
    const pro = await proWithClient('Calendar Drag Studio', 'Grace', 'Hopper');
    const day = nextWeekWednesday(pro.zone);
    const date = day.toISODate()!;
    // The browser is in Tokyo; the calendar keeps the practice's clock.
    const { context, page } = await openPage(browser, { timezoneId: 'Asia/Tokyo', height: 1000 });
    try {
      await openCalendar(page, pro);
      const flyout = await fillNewAppointment(page, 'Grace Hopper', day);
      // A price of her own for this service, kept for next time (saveCustomPrice).
      const price = flyout.getByRole('textbox', { name: 'Price' });
      await price.fill('75');
      await flyout.getByLabel("Save as this client's price").check();
      await snapshot(page, 'calendar-create-flyout');
      await flyout.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Appointment created successfully.').waitFor();
      await flyout.waitFor({ state: 'detached' });

      const [created] = await appointmentsAround(pro, day, 1);
      expect(created).toMatchObject({ state: 'approved', seriesId: null });
      const prices = await pro.client.gql(`query($id: ID!) { client(clientId: $id) { customPrices { serviceId amountCents } } }`, { id: pro.clientId });
      expect(prices.data.client.customPrices).toEqual([{ serviceId: pro.practice.services[0].id, amountCents: 7500 }]);
      // Her next appointment starts from her own price.
      const again = await fillNewAppointment(page, 'Grace Hopper', day.plus({ days: 1 }));
      expect(await until(() => again.getByRole('textbox', { name: 'Price' }).inputValue(), (v) => v === '75.00')).toBe('75.00');
      await again.getByRole('button', { name: 'Cancel' }).click();
      await again.waitFor({ state: 'detached' });
      expect(DateTime.fromISO(created.startsAt).setZone(pro.zone).toFormat('yyyy-MM-dd HH:mm')).toBe(`${date} 10:00`);

      await page.getByRole('button', { name: 'Next Week' }).click();
      const event = page.getByText('Grace Hopper', { exact: true });
      await event.waitFor();
      await snapshot(page, 'calendar-week-with-appointment');
      const box = (await event.boundingBox())!;
      const tenOclock = await slotPoint(page, date, '10:00:00');
      expect(Math.abs(box.y - (tenOclock.y - 12))).toBeLessThan(30);

      // Drag to 12:00 and confirm.
      const noon = await slotPoint(page, date, '12:00:00');
      const grip = { x: box.x + box.width / 2, y: box.y + 6 };
      await drag(page, grip, { x: noon.x, y: grip.y + (noon.y - tenOclock.y) });
      const confirm = page.getByRole('dialog', { name: 'Reschedule appointment' });
      await confirm.waitFor();
      await snapshot(page, 'calendar-reschedule-confirm');
      await confirm.getByRole('button', { name: 'Reschedule' }).click();
      await page.getByText('Appointment rescheduled successfully.').waitFor();
      const [moved] = await appointmentsAround(pro, day, 1);
      expect(DateTime.fromISO(moved.startsAt).setZone(pro.zone).toFormat('yyyy-MM-dd HH:mm')).toBe(`${date} 12:00`);
      const movedY = await until(async () => (await event.boundingBox())!.y, (y) => y > box.y + 150);
      expect(movedY - box.y).toBeGreaterThan(150);

      // A second drag, to 9:00 on Thursday, cancelled in the modal: it goes back and nothing changes.
      const movedBox = (await event.boundingBox())!;
      const nine = await slotPoint(page, day.plus({ days: 1 }).toISODate()!, '09:00:00');
      const movedGrip = { x: movedBox.x + movedBox.width / 2, y: movedBox.y + 6 };
      await drag(page, movedGrip, { x: nine.x, y: movedGrip.y + (nine.y - noon.y) });
      await confirm.waitFor();
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'detached' });
      await snapshot(page, 'calendar-after-cancelled-drag');
      expect(await until(() => event.count(), (n) => n === 1)).toBe(1);
      const back = await until(async () => (await event.boundingBox())!, (b) => Math.abs(b.y - movedBox.y) < 2 && Math.abs(b.x - movedBox.x) < 2);
      expect(Math.round(back.y)).toBe(Math.round(movedBox.y));
      expect(Math.round(back.x)).toBe(Math.round(movedBox.x));
      const [unchanged] = await appointmentsAround(pro, day, 1);
      expect(unchanged.startsAt).toBe(moved.startsAt);
      await snapshot(page, 'calendar-after-revert');

      // Resizing asks the same way: the end moves from 1:00 to 1:30 PM.
      const eventBox = page.getByRole('button', { name: /Grace Hopper/ });
      const before = (await eventBox.boundingBox())!;
      await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
      const halfHour = (nine.y - noon.y) / -6;
      await drag(page, { x: before.x + before.width / 2, y: before.y + before.height - 2 }, { x: before.x + before.width / 2, y: before.y + before.height - 2 + halfHour });
      await confirm.getByText(/12:00 PM – 1:30 PM/).waitFor();
      await confirm.getByRole('button', { name: 'Reschedule' }).click();
      await page.getByText('Appointment rescheduled successfully.').first().waitFor();
      const resized = await until(async () => (await appointmentsAround(pro, day, 1))[0], (a) => a.endsAt !== unchanged.endsAt);
      expect(DateTime.fromISO(resized.endsAt).setZone(pro.zone).toFormat('HH:mm')).toBe('13:30');
      expect(resized.startsAt).toBe(moved.startsAt);

      // Month and day views show it too; the month view's cell for that day holds it.
      await page.getByRole('tab', { name: 'Month view' }).click();
      await page.locator(`[role="cell"][data-date="${date}"]`).getByText('Grace Hopper').waitFor();
      await page.getByRole('button', { name: 'Next Month' }).click();
      await page.getByRole('button', { name: 'Previous Month' }).click();
      await page.locator(`[role="cell"][data-date="${date}"]`).getByText('Grace Hopper').waitFor();
      await page.getByLabel('Loading appointments').waitFor({ state: 'detached' });
      expect(await page.getByText('Could not load your calendar. Please try again later.').count()).toBe(0);
      await snapshot(page, 'calendar-month');
      await page.getByRole('tab', { name: 'Day view' }).click();
      expect(await page.locator('[role="columnheader"][data-date]').count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('shows custom repeats and the cap, creates a weekly series of 8, drags it an hour later for the entire series, cancels this and all following from the 5th, and 4 remain', async () => {
    const pro = await proWithClient('Calendar Series Studio', 'Alan', 'Turing');
    const day = nextWeekWednesday(pro.zone);
    const { context, page } = await openPage(browser);
    try {
      await openCalendar(page, pro);
      const flyout = await fillNewAppointment(page, 'Alan Turing', day);
      // Custom: every week on Monday and Wednesday, for eight weeks of Wednesdays.
      await flyout.getByLabel('Repeat').selectOption({ label: 'Custom…' });
      expect(await flyout.getByRole('checkbox', { name: 'Wednesday' }).isChecked()).toBe(true);
      await flyout.getByRole('checkbox', { name: 'Monday' }).check();
      await flyout.getByLabel('Ends on').fill(day.plus({ weeks: 7 }).toISODate()!);
      await flyout.getByText('15 appointments').waitFor();
      await flyout.getByLabel('Every').fill('0');
      await flyout.getByText('At least 1').waitFor();
      expect(await flyout.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);

      // Daily for two months breaks the cap of 25: the server's message, and no Save.
      await flyout.getByLabel('Repeat').selectOption({ label: 'Daily' });
      await flyout.getByLabel('Ends on').fill(day.plus({ months: 2 }).toISODate()!);
      await flyout
        .getByRole('alert')
        .getByText(/^You can create at most 25 appointments at once\. You are currently attempting to create \d+ appointments\. Please select a different frequency or end date\.$/)
        .waitFor();
      expect(await flyout.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
      await snapshot(page, 'calendar-series-cap');
      await flyout.getByLabel('Repeat').selectOption({ label: 'Weekly on Wednesday' });
      await flyout.getByLabel('Ends on').fill(day.plus({ weeks: 7 }).toISODate()!);
      await flyout.getByText('8 appointments').waitFor();
      expect(await flyout.getByRole('list', { name: 'Series times' }).getByRole('listitem').count()).toBe(8);
      await snapshot(page, 'calendar-series-times');
      await flyout.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Your recurring series was created successfully.').waitFor();
      expect(await flyout.getByRole('list', { name: 'Sessions created' }).getByRole('listitem').count()).toBe(8);
      await flyout.getByRole('button', { name: 'Done' }).click();
      await flyout.waitFor({ state: 'detached' });

      const series = await appointmentsAround(pro, day);
      expect(series).toHaveLength(8);
      expect(new Set(series.map((a) => a.seriesId)).size).toBe(1);

      // Drag the first one an hour later, for the entire series.
      await page.getByRole('button', { name: 'Next Week' }).click();
      const first = page.getByText('Alan Turing', { exact: true });
      await first.waitFor();
      const box = (await first.boundingBox())!;
      const ten = await slotPoint(page, day.toISODate()!, '10:00:00');
      const eleven = await slotPoint(page, day.toISODate()!, '11:00:00');
      await drag(page, { x: box.x + box.width / 2, y: box.y + 6 }, { x: eleven.x, y: box.y + 6 + (eleven.y - ten.y) });
      const reschedule = page.getByRole('dialog', { name: 'Reschedule appointment' });
      await reschedule.getByLabel('Reschedule the entire series').check();
      await reschedule.getByRole('button', { name: 'Reschedule' }).click();
      await page.getByText('Appointment rescheduled successfully.').waitFor();
      const movedSeries = await appointmentsAround(pro, day);
      expect(movedSeries.map((a) => DateTime.fromISO(a.startsAt).setZone(pro.zone).toFormat('ccc HH:mm'))).toEqual(Array(8).fill('Wed 11:00'));

      // The 5th occurrence is four weeks after the first (next week).
      for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Next Week' }).click();
      const fifth = day.plus({ weeks: 4 }).toISODate()!;
      await page.locator(`[role="columnheader"][data-date="${fifth}"]`).waitFor();
      await page.getByText('Alan Turing', { exact: true }).click();
      const details = page.getByRole('dialog', { name: 'Upcoming appointment' });
      await details.getByRole('button', { name: 'Cancel' }).click();
      const cancel = page.getByRole('dialog', { name: 'Cancel appointment' });
      await cancel.getByLabel('This and all following sessions').check();
      await snapshot(page, 'calendar-cancel-series');
      await cancel.getByRole('button', { name: 'Cancel appointment' }).click();
      await page.getByText('Your recurring series was cancelled').waitFor();
      // The calendar's entries only (a div): the closing flyout's heading shows the same name.
      await page.getByText('Alan Turing', { exact: true }).and(page.locator('div')).first().waitFor({ state: 'detached' });

      const after = await appointmentsAround(pro, day);
      const remaining = after.filter((a) => a.state !== 'cancelled').map((a) => DateTime.fromISO(a.startsAt).setZone(pro.zone).toISODate());
      expect(remaining).toEqual([0, 1, 2, 3].map((w) => day.plus({ weeks: w }).toISODate()));

      // Back in the 4th week the series still shows.
      await page.getByRole('button', { name: 'Previous Week' }).click();
      await page.getByText('Alan Turing', { exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('opens appointments from #token, accepts, cancels and declines requests, adds, drags and deletes a personal event, and says when a token is unknown or the read fails', async () => {
    const pro = await signUpPro(server, 'Calendar Token Studio');
    const visitor = await newClient(server);
    const request = (await requestAppointment(visitor, pro.practice, { firstName: 'Ada', lastName: 'Lovelace' })).data.requestAppointment;
    expect(request).toMatchObject({ result: 'success', state: 'pending' });
    const { context, page } = await openPage(browser);
    try {
      await logIn(page, server.url, pro.email, pro.password);
      await page.waitForURL('**/portal/calendar');
      await page.goto(`${server.url}/portal/calendar#${request.instantActionToken}`);
      const flyout = page.getByRole('dialog', { name: 'New appointment request' });
      await flyout.getByText('Ada Lovelace').waitFor();
      await snapshot(page, 'calendar-request-flyout');
      await flyout.getByRole('button', { name: 'Accept' }).click();
      await page.getByText('Appointment accepted').waitFor();
      const accepted = page.getByRole('dialog', { name: 'Upcoming appointment' });
      await accepted.getByText('Accepted').waitFor();
      // Then cancelled with a note (not a series: no choice of sessions).
      await accepted.getByRole('button', { name: 'Cancel' }).click();
      const cancelDialog = page.getByRole('dialog', { name: 'Cancel appointment' });
      expect(await cancelDialog.getByText('This session only').count()).toBe(0);
      await cancelDialog.getByLabel('Note to the client (optional)').fill('Sorry, I am unwell.');
      await cancelDialog.getByRole('button', { name: 'Cancel appointment' }).click();
      await page.getByText('Your appointment was cancelled').waitFor();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(new URL(page.url()).hash).toBe('');
      const cancelled = (await pro.client.gql(`query($id: ID!) { appointment(id: $id) { state practitionerNote } }`, { id: request.appointmentId })).data.appointment;
      expect(cancelled).toEqual({ state: 'cancelled', practitionerNote: 'Sorry, I am unwell.' });

      // Decline removes a request from the calendar.
      const second = (await requestAppointment(visitor, pro.practice, { firstName: 'Barbara', lastName: 'Liskov', email: 'barbara@example.com' })).data.requestAppointment;
      expect(second).toMatchObject({ result: 'success', state: 'pending' });
      const secondStart = DateTime.fromISO((await pro.client.gql(`query($id: ID!) { appointment(id: $id) { startsAt } }`, { id: second.appointmentId })).data.appointment.startsAt);
      await page.goto(`${server.url}/portal/calendar#${second.instantActionToken}`);
      const requestFlyout = page.getByRole('dialog', { name: 'New appointment request' });
      await requestFlyout.getByText('Barbara Liskov').waitFor();
      await page.keyboard.press('Escape');
      // Going to a #token only changes the hash: the week on screen was read before this request
      // came in, and nothing refetches it when the request falls in the same week. Read it afresh.
      await requestFlyout.waitFor({ state: 'detached' });
      await page.reload();
      // The request shows in its week with the 'Request: ' prefix until it is declined.
      const weeksAhead = Math.round(secondStart.setZone(pro.practice.timeZone).startOf('week').diff(journeyNow(pro.practice.timeZone).startOf('week'), 'weeks').weeks);
      const sundayShift = secondStart.setZone(pro.practice.timeZone).weekday === 7 ? 1 : 0;
      for (let i = 0; i < weeksAhead + sundayShift; i++) await page.getByRole('button', { name: 'Next Week' }).click();
      const shown = page.getByText(/^Request: Barbara Liskov/);
      await shown.first().waitFor();
      await shown.first().click();
      await page.getByRole('dialog', { name: 'New appointment request' }).getByRole('button', { name: 'Decline' }).click();
      await page.getByRole('dialog', { name: 'Decline appointment request' }).getByRole('button', { name: 'Decline request' }).click();
      await page.getByText('Appointment declined').waitFor();
      await shown.first().waitFor({ state: 'detached' });

      await page.goto(`${server.url}/portal/calendar#not-a-real-token`);
      await page.getByText('Appointment not found').waitFor();
      await page.keyboard.press('Escape');

      // A failed read says so instead of "not found".
      await page.route('**/graphql', (route) => (route.request().postData()?.includes('AppointmentByToken') ? route.abort() : route.continue()));
      await page.goto(`${server.url}/portal/calendar#${request.instantActionToken}`);
      await page.getByText('Error fetching event').waitFor();
      await page.unroute('**/graphql');
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Create appointment' }).click();
      await page.getByRole('button', { name: 'Personal' }).click();
      const personal = page.getByRole('dialog', { name: 'Create personal event' });
      await personal.getByLabel('Name (optional)').fill('Dentist');
      await personal.getByLabel('Date').fill(nextWeekWednesday(pro.practice.timeZone).toISODate()!);
      await personal.getByLabel('Start time').selectOption('12:00');
      await personal.getByLabel('End time').selectOption('13:00');
      await personal.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Personal event created successfully').waitFor();
      if (await page.getByRole('button', { name: 'This Week' }).isEnabled()) await page.getByRole('button', { name: 'This Week' }).click();
      await page.getByRole('button', { name: 'Next Week' }).click();

      // Dragging a personal event asks too, then upsertPersonalEvent moves it.
      const wednesday = nextWeekWednesday(pro.practice.timeZone);
      const dentist = page.getByText('Dentist');
      // FullCalendar redraws the week after its events arrive: wait for the event to stand still on screen.
      await dentist.waitFor({ state: 'visible' });
      const box = (await until(() => dentist.boundingBox(), (b) => b !== null && b.width > 0))!;
      const noon = await slotPoint(page, wednesday.toISODate()!, '12:00:00');
      const nine = await slotPoint(page, wednesday.toISODate()!, '09:00:00');
      await drag(page, { x: box.x + box.width / 2, y: box.y + 4 }, { x: nine.x, y: box.y + 4 + (nine.y - noon.y) });
      const move = page.getByRole('dialog', { name: 'Move personal event' });
      await move.getByRole('button', { name: 'Move event' }).click();
      await page.getByText('Personal event updated successfully').waitFor();
      const stored = await pro.client.gql(`query($from: DateTime!, $to: DateTime!) { personalEvents(from: $from, to: $to) { name startsAt } }`, {
        from: wednesday.toISO(),
        to: wednesday.plus({ days: 1 }).toISO(),
      });
      expect(stored.data.personalEvents.map((e: { name: string; startsAt: string }) => [e.name, DateTime.fromISO(e.startsAt).setZone(pro.practice.timeZone).toFormat('HH:mm')])).toEqual([['Dentist', '09:00']]);

      await page.getByText('Dentist').click();
      const edit = page.getByRole('dialog', { name: 'Edit personal event' });
      expect(await until(() => edit.getByLabel('Name (optional)').inputValue(), (v) => v === 'Dentist')).toBe('Dentist');
      expect(await edit.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
      await edit.getByRole('button', { name: 'Delete event' }).click();
      await page.getByText('Your personal event has been cancelled').waitFor();
      await page.getByText('Dentist').waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });

  it('preselects ?clientId, asks before creating in the past, creates a new client inline, keeps add-on rules and the price mask, adds a note, resends, and saves an edit only after a change', async () => {
    const pro = await proWithClient('Calendar Edit Studio', 'Edsger', 'Dijkstra');
    const addOn = await pro.client.gql(UPSERT_SERVICE, {
      input: { name: 'Hot stones', description: 'Warm basalt stones', timeLength: 15, amountCents: 2000, addOn: true, public: true, locationIds: [pro.practice.locations[0].id] },
    });
    expect(addOn.data.upsertService).toMatchObject({ result: 'success' });
    const { context, page } = await openPage(browser);
    try {
      await openCalendar(page, pro);
      // ?clientId preselects the client of a new appointment.
      await page.goto(`${server.url}/portal/calendar?clientId=${pro.clientId}`);
      const preselected = page.getByRole('dialog', { name: 'Create appointment' }).getByRole('combobox', { name: 'Client' });
      expect(await until(() => preselected.inputValue(), (v) => v.startsWith('Edsger Dijkstra'))).toMatch(/^Edsger Dijkstra \(/);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(new URL(page.url()).search).toBe('');
      const yesterday = journeyNow(pro.zone).minus({ days: 1 });
      const flyout = await fillNewAppointment(page, 'Edsger Dijkstra', yesterday);
      await flyout.getByRole('button', { name: 'Save' }).click();
      const past = page.getByRole('dialog', { name: 'This appointment is in the past' });
      await past.getByRole('button', { name: 'Create appointment' }).click();
      await page.getByText('Appointment created successfully.').waitFor();
      // The pro starts the next one once this one's dialog and flyout have gone, as anyone would.
      await past.waitFor({ state: 'detached' });
      await flyout.waitFor({ state: 'detached' });
      const [inThePast] = await appointmentsAround(pro, yesterday, 1);

      // A new client typed into the flyout is created with the appointment.
      await page.getByRole('button', { name: 'Create appointment' }).click();
      const withNew = page.getByRole('dialog', { name: 'Create appointment' });
      await withNew.getByRole('button', { name: '+ New client' }).click();
      expect(await withNew.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
      await withNew.getByLabel('First name').fill('Frances');
      await withNew.getByLabel('Last name').fill('Allen');
      await withNew.getByLabel('Email').fill(`frances-${Date.now()}@example.com`);
      await withNew.getByText('Phone is required to create a client.').waitFor();
      expect(await withNew.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
      await withNew.getByLabel('Phone').fill('(415) 555-0199');
      await withNew.getByLabel('Date').fill(nextWeekWednesday(pro.zone).toISODate()!);
      await withNew.getByLabel('Start time').selectOption('08:00');
      await withNew.getByLabel('End time').selectOption('09:00');
      await withNew.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Appointment created successfully.').waitFor();
      const forNewClient = await appointmentsAround(pro, nextWeekWednesday(pro.zone), 1);
      expect(forNewClient.map((a) => a.client.firstName)).toContain('Frances');
      expect(DateTime.fromISO(inThePast.startsAt).setZone(pro.zone).toFormat('yyyy-MM-dd HH:mm')).toBe(`${yesterday.toISODate()} 10:00`);
      await page.goto(`${server.url}/portal/calendar#${inThePast.instantActionToken}`);
      const pastFlyout = page.getByRole('dialog', { name: 'Past appointment' });
      // Read-only: nothing to move, change or cancel (calendar-flyout.e2e-spec.ts has the rest).
      await pastFlyout.getByRole('list', { name: 'Services' }).waitFor();
      expect(await pastFlyout.getByLabel('Start time').count()).toBe(0);
      expect(await pastFlyout.getByRole('button', { name: 'Cancel', exact: true }).count()).toBe(0);
      await page.keyboard.press('Escape');
      await pastFlyout.waitFor({ state: 'detached' });

      // Add-ons: alone they cannot be booked; the price field takes dollars with 2 decimals, no sign.
      const fresh = await fillNewAppointment(page, 'Edsger Dijkstra', nextWeekWednesday(pro.zone));
      const price = fresh.getByRole('textbox', { name: 'Price' });
      await price.fill('');
      await price.pressSequentially('-12.345');
      expect(await price.inputValue()).toBe('12.34');
      await fresh.getByLabel('Service').click();
      await page.getByRole('option', { name: 'Hot stones (add-on)' }).click();
      await fresh.getByText("You can't create an appointment with only add-on services").waitFor();
      expect(await fresh.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
      await snapshot(page, 'calendar-add-on-only');
      await fresh.getByRole('button', { name: 'Cancel' }).click();

      // An edit: Save waits for a change, then updateAppointmentV2.
      const day = nextWeekWednesday(pro.zone).plus({ days: 1 });
      const booked = await pro.client.gql(PRO_CREATE, {
        services: [{ serviceId: pro.practice.services[0].id, amountCents: 4500 }],
        locationId: pro.practice.locations[0].id,
        startsAt: day.set({ hour: 15 }).toISO({ suppressMilliseconds: true }),
        endsAt: day.set({ hour: 16 }).toISO({ suppressMilliseconds: true }),
        clientId: pro.clientId,
      });
      expect(booked.data.proCreateAppointment).toMatchObject({ result: 'success' });
      await page.goto(`${server.url}/portal/calendar#${booked.data.proCreateAppointment.appointment.instantActionToken}`);
      const edit = page.getByRole('dialog', { name: 'Upcoming appointment' });
      const save = edit.getByRole('button', { name: 'Save' });
      await save.waitFor();
      expect(await save.isDisabled()).toBe(true);

      // Appointment notes (addNote, noteType 'appointment') and a resent confirmation.
      await edit.getByText('No notes yet.').waitFor();
      expect(await edit.getByRole('button', { name: 'Add note' }).isDisabled()).toBe(true);
      await edit.getByLabel('New note').fill('Prefers light pressure on the shoulders.');
      await edit.getByRole('button', { name: 'Add note' }).click();
      await page.getByText('Note added').waitFor();
      await edit.getByRole('list', { name: 'Appointment notes' }).getByText('Prefers light pressure on the shoulders.').waitFor();
      await edit.getByRole('button', { name: 'By email' }).click();
      await page.getByText('Confirmation resent!').waitFor();
      await snapshot(page, 'calendar-edit-flyout');
      await edit.getByLabel('End time').selectOption('16:30');
      expect(await save.isDisabled()).toBe(false);
      await save.click();
      await page.getByText('Appointment updated successfully.').waitFor();
      const updated = (await appointmentsAround(pro, day, 1)).find((a) => a.id === booked.data.proCreateAppointment.appointment.id)!;
      expect(DateTime.fromISO(updated.endsAt).setZone(pro.zone).toFormat('HH:mm')).toBe('16:30');
    } finally {
      await context.close();
    }
  });

  it('opens on the day view in a 375 px window, and switches when the window narrows', async () => {
    const pro = await proWithClient('Calendar Phone Studio', 'Katherine', 'Johnson');
    const { context, page } = await openPage(browser, { width: 375, height: 740 });
    try {
      await logIn(page, server.url, pro.email, pro.password);
      await page.waitForURL('**/portal/calendar');
      expect(await until(() => page.getByRole('tab', { name: 'Day view' }).getAttribute('aria-selected'), (v) => v === 'true')).toBe('true');
      expect(await page.locator('[role="columnheader"][data-date]').count()).toBe(1);
      // The title says which day it is.
      await page.getByRole('heading', { name: 'June 11, 2031' }).waitFor();
      expect((await page.getByRole('heading', { name: 'June 11, 2031' }).boundingBox())!.width).toBeGreaterThan(100);
      await page.getByRole('button', { name: 'Create appointment' }).click();
      const flyout = page.getByRole('dialog', { name: 'Create appointment' });
      // Focus moves into the flyout (keyboard users start inside it).
      expect(await until(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))), (inside) => inside)).toBe(true);
      const box = await until(async () => (await flyout.boundingBox())!, (b) => b.x <= 1);
      expect(box.width).toBeGreaterThanOrEqual(370);
      expect(box.x).toBeLessThanOrEqual(1);
      await snapshot(page, 'calendar-375-flyout');
      await page.keyboard.press('Escape');
      await snapshot(page, 'calendar-375-day');
    } finally {
      await context.close();
    }

    const wide = await openPage(browser, { width: 1280 });
    try {
      await openCalendar(wide.page, pro);
      expect(await wide.page.locator('[role="columnheader"][data-date]').count()).toBe(7);
      await wide.page.getByRole('heading', { name: 'Jun 8 – 14, 2031' }).waitFor();
      await wide.page.setViewportSize({ width: 375, height: 740 });
      const dayTab = wide.page.getByRole('tab', { name: 'Day view' });
      expect(await until(() => dayTab.getAttribute('aria-selected'), (v) => v === 'true')).toBe('true');
      expect(await wide.page.locator('[role="columnheader"][data-date]').count()).toBe(1);
      // Nothing invisible is left over the page: taps reach it (the menu drawer stays closed).
      await wide.page.getByRole('tab', { name: 'Week view' }).click();
      await wide.page.getByRole('heading', { name: 'Jun 8 – 14, 2031' }).waitFor();
      await wide.page.getByRole('button', { name: 'Create appointment' }).click();
      await wide.page.getByRole('dialog', { name: 'Create appointment' }).waitFor();
      await snapshot(wide.page, 'calendar-narrowed-375-flyout');
    } finally {
      await wide.context.close();
    }
  });

  it('lands pros on the calendar (first menu entry) and support staff, who have no practice, on appointments', async () => {
    const pro = await signUpPro(server, 'Calendar Landing Studio');
    const { context, page } = await openPage(browser);
    try {
      await logIn(page, server.url, pro.email, pro.password);
      await page.waitForURL('**/portal/calendar');
      expect((await page.getByRole('menuitem').first().textContent())?.trim()).toBe('Calendar');
      await page.goto(`${server.url}/portal/calendar#create-appointment`);
      await page.getByRole('dialog', { name: 'Create appointment' }).getByRole('combobox', { name: 'Client' }).waitFor();
    } finally {
      await context.close();
    }

    await server.app.get(CommandBus).execute(
      new RegisterSupportAccountCommand({ email: 'calendar-help@example.com', name: 'Help Desk', password: 'support-password' }, newCommandContext({ kind: 'system', id: 'cli' })),
    );
    const support = await openPage(browser);
    try {
      await logIn(support.page, server.url, 'calendar-help@example.com', 'support-password');
      await support.page.waitForURL('**/portal/appointments');
      expect(await support.page.getByRole('menuitem', { name: 'Calendar' }).count()).toBe(0);
    } finally {
      await support.context.close();
    }
  });
});
