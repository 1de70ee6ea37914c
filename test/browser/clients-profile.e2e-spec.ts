// A client with a history, in a real browser, on the demo practice (Ada Lovelace has a past,
// accepted Swedish massage with a note on it, and an upcoming request): the details flyout shows
// her past appointments, the profile lists them with their date badge, service, location and
// time, an anchor in the URL opens an appointment's notes, and upcoming appointments lead to the
// calendar.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { formatTimeRange } from '../../apps/web/src/shared/formatTime.js';
import { TestClient } from '../support/graphql-client.js';
import { closeProduct, logIn, openPage, snapshot, startProductInBrowser } from './browser.js';

const ADA = `{ clients(search: "ada") { clients { id notes { text noteType appointmentId } } } }`;
const PAST = `query($clientId: ID!) { pastAppointments(clientId: $clientId) { id startsAt endsAt timeZone services { name } location { name } } }`;
const UPCOMING = `query($clientId: ID!) { upcomingAppointments(clientId: $clientId) { id instantActionToken } }`;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // The demo practice seeded around the journeys' fixed clock: its 'yesterday' and 'next week'
  // never cross today's midnight or a weekend.
  ({ server, browser } = await startProductInBrowser({ fixedClock: true, demo: true }));
}, 180_000);

afterAll(() => closeProduct({ server, browser }));

describe('client profile with appointments', () => {
  it('shows past appointments in the flyout and on the profile, opens notes by anchor, links upcoming ones to the calendar', async () => {
    const login = server.demoLogin!;
    const pro = await new TestClient(server.url).init();
    await pro.gql(`mutation($e: String!, $p: String!) { logIn(email: $e, password: $p) { result } }`, { e: login.email, p: login.password });
    const ada = (await pro.gql(ADA)).data.clients.clients[0];
    const past = (await pro.gql(PAST, { clientId: ada.id })).data.pastAppointments;
    const upcoming = (await pro.gql(UPCOMING, { clientId: ada.id })).data.upcomingAppointments;
    expect(past.length).toBeGreaterThanOrEqual(1);
    expect(upcoming.length).toBeGreaterThanOrEqual(1);
    const [last] = past;
    const month = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: last.timeZone }).format(new Date(last.startsAt)).toUpperCase();
    const day = new Intl.DateTimeFormat('en-US', { day: 'numeric', timeZone: last.timeZone }).format(new Date(last.startsAt));

    const { context, page } = await openPage(browser, { width: 1280, height: 900 });
    try {
      await logIn(page, server.url, login.email, login.password);
      await page.getByRole('button', { name: /^Notifications/ }).waitFor();
      await page.goto(`${server.url}/portal/clients`);
      await page.getByPlaceholder('Search clients').fill('ada');
      await page.waitForURL(/filter=.*ada/);
      // Last appt.: the day of her latest past appointment.
      const lastDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(last.startsAt));
      await page.getByRole('row', { name: /Ada Lovelace/ }).getByText(lastDay).waitFor();
      await page.getByRole('row', { name: /Ada Lovelace/ }).click();

      // The flyout: at most 2 past appointments, with the link to all of them.
      const flyout = page.getByRole('dialog', { name: 'Client Details' });
      const flyoutPast = flyout.getByRole('list', { name: 'Past appointments' });
      await flyoutPast.getByText('Swedish massage').first().waitFor();
      expect(await flyoutPast.getByRole('listitem').count()).toBe(Math.min(2, past.length));
      await snapshot(page, 'clients-flyout-history-1280');
      await flyout.getByRole('link', { name: 'View all appointments' }).click();
      await page.waitForURL(`**/portal/clients/${ada.id}`);

      // The profile: every past appointment with badge, service, location and time range.
      const list = page.getByRole('list', { name: 'Past appointments' });
      const item = page.locator(`#appointment-${last.id}`);
      await item.getByText('Swedish massage').waitFor();
      expect(await list.locator(':scope > li').count()).toBe(past.length);
      await item.getByText(last.location.name).waitFor();
      expect(await item.getByRole('img').innerText()).toBe(`${month}\n${day}`);
      await item.getByText(formatTimeRange(last.startsAt, last.endsAt, last.timeZone)).waitFor();

      // Upcoming appointments open in the calendar's flyout; '+ New appointment' preselects Ada.
      const upcomingLinks = page.getByRole('list', { name: 'Upcoming appointments' }).getByRole('link');
      expect(await upcomingLinks.count()).toBe(upcoming.length);
      expect(await upcomingLinks.first().getAttribute('href')).toBe(`/portal/calendar#${upcoming[0].instantActionToken}`);
      expect(await page.getByRole('link', { name: 'New appointment' }).getAttribute('href')).toBe(
        `/portal/calendar?clientId=${ada.id}#create-appointment`,
      );
      await snapshot(page, 'clients-profile-history-1280');

      // The appointment's notes: closed until asked for; the toggle puts its anchor in the URL.
      const toggle = item.getByRole('button', { name: /^Notes/ });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await toggle.click();
      await page.waitForURL(`**/portal/clients/${ada.id}#appointment-${last.id}`);
      await item.getByText('Focused on shoulders and neck.', { exact: false }).waitFor();
      const save = item.getByRole('button', { name: 'Save note' });
      expect(await save.isDisabled()).toBe(true);
      await item.getByLabel('Add an appointment note').fill('Follow-up: shoulders much better.');
      await save.click();
      await page.getByText('Note added').waitFor();
      await item.getByText('Follow-up: shoulders much better.').waitFor();
      await snapshot(page, 'clients-appointment-notes-1280');
      const notes = (await pro.gql(ADA)).data.clients.clients[0].notes;
      expect(notes).toContainEqual({ text: 'Follow-up: shoulders much better.', noteType: 'appointment', appointmentId: last.id });

      // A link with the anchor opens that appointment's notes straight away.
      await page.goto(`${server.url}/portal/clients/${ada.id}/notes`);
      await page.getByRole('list', { name: 'Notes' }).getByText('Follow-up: shoulders much better.').waitFor();
      await page.goto(`${server.url}/portal/clients/${ada.id}#appointment-${last.id}`);
      await page.locator(`#appointment-${last.id}`).getByText('Follow-up: shoulders much better.').waitFor();
      expect(await page.locator(`#appointment-${last.id}`).getByRole('button', { name: /^Notes/ }).getAttribute('aria-expanded')).toBe('true');

      // Into the calendar: an upcoming request opens in its flyout; '+ New appointment' starts one for Ada.
      await page.getByRole('list', { name: 'Upcoming appointments' }).getByRole('link').first().click();
      await page.waitForURL(`**/portal/calendar#${upcoming[0].instantActionToken}`);
      await page.getByRole('dialog', { name: 'New appointment request' }).getByText('Ada Lovelace').first().waitFor();
      await page.goto(`${server.url}/portal/clients/${ada.id}`);
      await page.getByRole('link', { name: 'New appointment' }).click();
      await page.getByRole('dialog', { name: 'Create appointment' }).waitFor();
      await page.waitForFunction(() => {
        const dialog = document.querySelector('[role=dialog]');
        const inputs = [...(dialog?.querySelectorAll('input') ?? [])] as HTMLInputElement[];
        return inputs.some((input) => input.value.includes('Ada Lovelace')) || Boolean(dialog?.textContent?.includes('Ada Lovelace'));
      });
      await snapshot(page, 'clients-new-appointment-from-profile-1280');
    } finally {
      await context.close();
    }
  });
});
