// Calendar Integrations in a real browser, on the journeys' fixed clock: the pro connects an iCal
// feed (served by a local HTTP server) on /portal/settings/calendar, a bad URL shows the spec's
// message in the modal, the feed's event shows read-only on the calendar week and opens the
// flyout's 'calendar' mode (title and time, no actions), and a disconnect asks first.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { signUpPro } from '../support/test-server.js';
import { closeProduct, journeyNow, logIn, openPage, snapshot, startProductInBrowser } from './browser.js';

const FEED_ERROR = 'There was an error adding your feed. Likely the URL you used in not a valid iCal feed URL.';
let server: RunningServer;
let browser: Browser;
let feeds: Server;
let feedBase: string;
let feedBody = '';

beforeAll(async () => {
  ({ server, browser } = await startProductInBrowser({ fixedClock: true }));
  feeds = createServer((req, res) => {
    if (req.url === '/pilates.ics') return void res.writeHead(200, { 'content-type': 'text/calendar' }).end(feedBody);
    res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Sign in</body></html>');
  });
  await new Promise<void>((resolve) => feeds.listen(0, '127.0.0.1', resolve));
  feedBase = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`;
}, 180_000);

afterAll(async () => {
  await new Promise((resolve) => feeds?.close(resolve));
  await closeProduct({ server, browser });
});

describe('calendar feeds in the portal', () => {
  it('the pro adds a feed on the settings page and its event shows read-only on the calendar week', async () => {
    const pro = await signUpPro(server, 'Feed Studio');
    const zone = pro.practice.timeZone;
    // Tomorrow (Thursday of the journey week) 14:00-15:00 in the practice's zone.
    const start = journeyNow(zone).plus({ days: 1 }).set({ hour: 14, minute: 0, second: 0, millisecond: 0 });
    const stamp = (d: typeof start) => d.toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'");
    feedBody = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', 'X-WR-CALNAME:Personal Google', 'BEGIN:VEVENT', 'UID:pilates-1',
      `DTSTAMP:${stamp(start)}`, `DTSTART:${stamp(start)}`, `DTEND:${stamp(start.plus({ hours: 1 }))}`, 'SUMMARY:Pilates class', 'END:VEVENT', 'END:VCALENDAR', ''].join('\r\n');

    const { context, page } = await openPage(browser);
    try {
      await logIn(page, server.url, pro.email, pro.password);
      await page.getByRole('menuitem', { name: 'Calendar Integrations' }).click();
      await page.waitForURL('**/portal/settings/calendar');
      await page.getByText('No calendars connected yet.').waitFor();

      // A URL that is not an iCal feed: the modal stays open with the spec's message.
      await page.getByRole('button', { name: 'Connect an iCal feed' }).click();
      const modal = page.getByRole('dialog', { name: 'Connect an iCal feed' });
      await modal.getByLabel('iCal feed URL').fill(`${feedBase}/login`);
      await modal.getByRole('button', { name: 'Add feed' }).click();
      await modal.getByText(FEED_ERROR).waitFor();
      await snapshot(page, 'calendar-feeds-1-invalid-feed');

      await modal.getByLabel('iCal feed URL').fill(`${feedBase}/pilates.ics`);
      await modal.getByRole('button', { name: 'Add feed' }).click();
      await page.getByText('Calendar feed added successfully').waitFor();
      await modal.waitFor({ state: 'detached' });
      const card = page.getByTestId('calendar-connection');
      await card.getByText('Personal Google', { exact: true }).waitFor();
      expect(await card.getByRole('switch', { name: 'Show Personal Google' }).isChecked()).toBe(true);
      expect(await page.getByRole('switch', { name: 'Check my calendars for conflicts' }).isChecked()).toBe(true);
      await snapshot(page, 'calendar-feeds-2-connected');

      // Beyond the spec: a private link to the appointments as iCalendar.
      await page.getByRole('button', { name: 'Create calendar link' }).click();
      await page.getByText('Calendar link created').waitFor();
      const link = await page.getByLabel('Your private calendar link').inputValue();
      expect(link).toMatch(new RegExp(`^${server.url}/calendar-feeds/[A-Za-z0-9_-]{43}\\.ics$`));
      expect((await fetch(link)).status).toBe(200);
      await snapshot(page, 'calendar-feeds-2b-link');

      // The calendar week shows the event; clicking it opens the read-only 'calendar' flyout.
      await page.getByRole('menuitem', { name: 'Calendar', exact: true }).click();
      await page.waitForURL('**/portal/calendar');
      const event = page.locator('.external-event', { hasText: 'Pilates class' });
      await event.waitFor();
      await event.scrollIntoViewIfNeeded();
      expect(await event.evaluate((el) => getComputedStyle(el).borderStyle)).toBe('dashed');
      await snapshot(page, 'calendar-feeds-3-week');
      await event.click();
      const flyout = page.getByRole('dialog', { name: 'Pilates class' });
      await flyout.getByTestId('external-event').waitFor();
      await flyout.getByText('From Personal Google').waitFor();
      await flyout.getByText(/2:00\s*–\s*3:00\s*PM/).waitFor();
      for (const action of ['Save', 'Delete event', 'Cancel appointment', 'Decline']) {
        expect(await flyout.getByRole('button', { name: action }).count()).toBe(0);
      }
      await snapshot(page, 'calendar-feeds-4-flyout');
      await page.keyboard.press('Escape');

      // On a phone (375 px) the page stacks: the card, its switch and Disconnect stay reachable.
      const phone = await openPage(browser, { width: 375, height: 740 });
      try {
        await logIn(phone.page, server.url, pro.email, pro.password);
        await phone.page.waitForURL((u) => !u.pathname.includes('login'));
        await phone.page.goto(`${server.url}/portal/settings/calendar`);
        await phone.page.getByTestId('calendar-connection').getByRole('button', { name: 'Disconnect' }).waitFor();
        const box = (await phone.page.getByTestId('calendar-connection').boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(375);
        await snapshot(phone.page, 'calendar-feeds-6-phone');
      } finally {
        await phone.context.close();
      }

      // Disconnect asks first; then the feed and its event are gone.
      await page.goto(`${server.url}/portal/settings/calendar`);
      await page.getByTestId('calendar-connection').getByRole('button', { name: 'Disconnect' }).click();
      const confirm = page.getByRole('dialog', { name: 'Disconnect calendar?' });
      await confirm.getByText('will no longer show on your calendar').waitFor();
      await page.waitForTimeout(400); // the modal's fade-in, for the screenshot
      await snapshot(page, 'calendar-feeds-5-disconnect');
      await confirm.getByRole('button', { name: 'Disconnect' }).click();
      await page.getByText('Calendar removed successfully').waitFor();
      await page.getByText('No calendars connected yet.').waitFor();
    } finally {
      await context.close();
    }
  });
});
