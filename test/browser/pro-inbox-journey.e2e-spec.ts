// The pro's first daily loop in a real browser: a client's request arrives in the inbox
// flyout, the pro confirms it, support-style history shows both events, and the client's
// token page reads 'Appointment accepted!'. Every view that shows what a command changed reads it
// again (the calendar after the bell's Confirm, the bell after the calendar's Accept). Also the
// sign-up page and a client cancelling. On the journeys' clock (a fixed week).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { newClient, requestAppointment, signUpPro } from '../support/test-server.js';
import { closeProduct, journeyNow, logIn as logInAs, openPage as openBrowserPage, snapshot, startProductInBrowser } from './browser.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startProductInBrowser({ fixedClock: true }));
}, 180_000);

afterAll(() => closeProduct({ server, browser }));

const openPage = (width = 1280) => openBrowserPage(browser, { width });
const logIn = (page: Page, email: string, password: string) => logInAs(page, server.url, email, password);

describe('pro inbox journey', () => {
  it('confirms a new request from the inbox; history and client page show the acceptance', async () => {
    const { email, password, practice } = await signUpPro(server, 'Inbox Journey Studio');
    const visitor = await newClient(server);
    const { data } = await requestAppointment(visitor, practice, { firstName: 'Grace', lastName: 'Hopper' });
    const requested = data.requestAppointment;
    expect(requested).toMatchObject({ result: 'success', state: 'pending' });

    const { context, page } = await openPage();
    try {
      await logIn(page, email, password);
      // The portal lands on the calendar; the appointments list is one menu entry away.
      await page.waitForURL('**/portal/calendar');
      await page.goto(`${server.url}/portal/appointments`);
      await page.getByRole('cell', { name: 'Grace Hopper' }).waitFor();
      const bell = page.getByRole('button', { name: 'Notifications: 1 item' });
      await bell.waitFor();
      await snapshot(page, 'journey-list');

      await bell.click();
      const flyout = page.getByRole('dialog', { name: 'Notifications' });
      const item = flyout.getByRole('listitem', { name: 'New client: Grace Hopper' });
      await item.getByText('New client').waitFor();
      await snapshot(page, 'journey-inbox');
      await item.getByRole('button', { name: 'Confirm' }).click();
      await page.getByText('Appointment confirmed.').waitFor();
      await flyout.getByText("You're all caught up.", { exact: false }).waitFor();
      await page.keyboard.press('Escape');
      await flyout.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Notifications: 0 items' }).waitFor();
      await page.getByRole('row', { name: /Grace Hopper/ }).getByText('Accepted').waitFor();

      await page.getByRole('row', { name: /Grace Hopper/ }).getByRole('link', { name: 'History' }).click();
      await page.waitForURL(`**/portal/appointments/${requested.appointmentId}/history`);
      await page.getByRole('heading', { name: 'Appointment requested' }).waitFor();
      await page.getByRole('heading', { name: 'Appointment accepted' }).waitFor();
      await snapshot(page, 'journey-history');
      const clientLink = page.getByRole('link', { name: /client's appointment page/ });
      expect(await clientLink.getAttribute('href')).toBe(`/m/c/${requested.instantActionToken}`);

      await page.goto(`${server.url}/m/c/${requested.instantActionToken}`);
      await page.getByRole('heading', { name: 'Appointment accepted!' }).waitFor();
      await snapshot(page, 'journey-client-page');
    } finally {
      await snapshot(page, 'journey-last');
      await context.close();
    }
  });

  it("refreshes every view after a command: the bell's Confirm updates the calendar, the calendar's Accept updates the bell", async () => {
    const { email, password, practice } = await signUpPro(server, 'Fresh Views Studio');
    const visitor = await newClient(server);
    const ada = (await requestAppointment(visitor, practice, { firstName: 'Ada', lastName: 'Lovelace' })).data.requestAppointment;
    const barbara = (
      await requestAppointment(visitor, practice, { firstName: 'Barbara', lastName: 'Liskov', email: 'barbara@example.com', phone: '(212) 555-0102' })
    ).data.requestAppointment;
    expect([ada.state, barbara.state]).toEqual(['pending', 'pending']);

    const { context, page } = await openPage();
    try {
      await logIn(page, email, password);
      await page.waitForURL('**/portal/calendar');
      // Both requests fall in the week the calendar opens on (the journeys' clock is a Wednesday).
      const wednesday = journeyNow(practice.timeZone).startOf('day');
      await page.locator(`[role="columnheader"][data-date="${wednesday.toISODate()}"]`).waitFor();
      await page.getByText(/^Request: Ada Lovelace/).waitFor();
      await page.getByText(/^Request: Barbara Liskov/).waitFor();

      // Confirmed in the bell: the calendar shows it as an appointment at once, without a reload.
      await page.getByRole('button', { name: 'Notifications: 2 items' }).click();
      const flyout = page.getByRole('dialog', { name: 'Notifications' });
      await flyout.getByRole('listitem', { name: 'New client: Ada Lovelace' }).getByRole('button', { name: 'Confirm' }).click();
      await page.getByText('Appointment confirmed.').waitFor();
      await page.getByText(/^Request: Ada Lovelace/).waitFor({ state: 'detached' });
      // The bell's list drops Ada (its heading would otherwise match the calendar's event text too).
      await flyout.getByRole('listitem', { name: 'New client: Ada Lovelace' }).waitFor({ state: 'detached' });
      await page.getByText('Ada Lovelace', { exact: true }).waitFor();
      await flyout.getByRole('listitem', { name: 'New client: Barbara Liskov' }).waitFor();
      await page.keyboard.press('Escape');
      await flyout.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Notifications: 1 item' }).waitFor();
      await snapshot(page, 'fresh-views-after-bell-confirm');

      // Accepted in the calendar's flyout: the bell's count and list follow. The command's answer
      // refreshes them, well before the bell's own 30-second look for new requests.
      await page.getByText(/^Request: Barbara Liskov/).click();
      await page.getByRole('dialog', { name: 'New appointment request' }).getByRole('button', { name: 'Accept' }).click();
      await page.getByText('Appointment accepted').waitFor();
      // (The bell sits behind the open flyout, hidden from the accessibility tree meanwhile.)
      await page.getByRole('button', { name: 'Notifications: 0 items', includeHidden: true }).waitFor({ timeout: 5_000 });
      // Escape closes the flyout when focus is inside it (after Accept, focus may have gone to the page).
      await page.getByRole('dialog').focus();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Notifications: 0 items' }).click();
      await flyout.getByText("You're all caught up.", { exact: false }).waitFor({ timeout: 5_000 });
      await snapshot(page, 'fresh-views-after-flyout-accept');
    } finally {
      await context.close();
    }
  });

  it('signs up a new practice from the login page and lands on the calendar; the appointments list is empty', async () => {
    const { context, page } = await openPage(375);
    try {
      await page.goto(`${server.url}/portal/`);
      await page.getByRole('link', { name: 'Create your practice account' }).click();
      await page.getByLabel('Your name').fill('Noor Haddad');
      await page.getByLabel('Email').fill(`noor-${Date.now()}@example.com`);
      await page.getByLabel('Password').fill('a long enough password');
      await page.getByLabel('Practice name').fill('Noor Bodywork');
      await page.getByRole('button', { name: 'Sign up' }).click();
      await page.waitForURL('**/portal/calendar');
      await page.getByRole('button', { name: 'Create appointment' }).waitFor();
      await page.goto(`${server.url}/portal/appointments`);
      await page.getByText('No appointments yet.').waitFor();
      await page.getByRole('button', { name: 'Notifications: 0 items' }).waitFor();
      await snapshot(page, 'signup-landing-375');
    } finally {
      await context.close();
    }
  });

  it('lets the client cancel a pending request from the token page', async () => {
    const { practice } = await signUpPro(server, 'Token Cancel Studio');
    const visitor = await newClient(server);
    const { instantActionToken } = (await requestAppointment(visitor, practice)).data.requestAppointment;
    const { context, page } = await openPage(375);
    try {
      await page.goto(`${server.url}/m/c/${instantActionToken}`);
      await page.getByRole('heading', { name: 'Appointment pending' }).waitFor();
      await page.getByRole('button', { name: 'Cancel appointment' }).click();
      await page.getByRole('button', { name: 'Yes, cancel appointment' }).click();
      await page.getByText('Your appointment has been cancelled.').waitFor();
      await page.getByText('This appointment has been cancelled.').waitFor();
      expect(await page.getByRole('heading').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Cancel appointment' }).count()).toBe(0);
      await snapshot(page, 'client-cancelled-375');

      await page.goto(`${server.url}/m/c/not-a-real-token`);
      await page.getByRole('heading', { name: 'Appointment not found' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
