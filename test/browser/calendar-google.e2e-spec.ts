// Google Calendar in a real browser, on the journeys' fixed clock: a new pro sees the side
// navigation's notice to connect a calendar, follows it to /portal/settings/calendar, connects
// Google through the simulated consent page, and finds the account's calendars listed, their
// events read-only on the calendar week, and the notice gone. When Google later refuses the
// grant, the one-time 'Reconnect your calendar' modal shows once; a disconnect (confirmed) brings
// the notice back. Another pro's dismissal of the notice is remembered across reloads.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { CalendarFeedsRefresh } from '../../apps/api/src/calendar/calendar-feeds-refresh.job.js';
import { Clock } from '../../apps/api/src/infrastructure/clock.js';
import { signUpPro } from '../support/test-server.js';
import { closeProduct, logIn, openPage, snapshot, startProductInBrowser } from './browser.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startProductInBrowser({ fixedClock: true }));
}, 180_000);

afterAll(async () => {
  await closeProduct({ server, browser });
});

describe('Google Calendar in the portal', () => {
  it('the notice leads to the settings page, Google connects through the consent page, the calendars are listed and the notice is gone', async () => {
    const pro = await signUpPro(server, 'Google Studio');
    const account = 'sam.rivera@example.com';
    const { context, page } = await openPage(browser);
    try {
      await logIn(page, server.url, pro.email, pro.password);
      const notice = page.getByRole('region', { name: 'Connect your calendar' });
      await notice.waitFor();
      await snapshot(page, 'calendar-google-1-notice');
      // The side navigation is 200px wide and holds the whole notice, in view.
      const sidebar = (await page.locator('.RaSidebar-fixed').boundingBox())!;
      expect(Math.round(sidebar.width)).toBe(200);
      const box = (await notice.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(sidebar.x + 200);
      expect(box.y + box.height).toBeLessThanOrEqual(800);

      await notice.getByRole('link', { name: 'Connect calendar' }).click();
      await page.waitForURL('**/portal/settings/calendar');
      await page.getByText('No calendars connected yet.').waitFor();
      await page.getByRole('button', { name: 'Connect Google Calendar' }).click();

      // The simulator's consent page, outside the portal, as Google's would be.
      await page.waitForURL('**/simulated-provider/calendars/consent/**');
      await page.getByText('Provider simulator.').waitFor();
      await page.getByRole('heading', { name: 'Connect Google Calendar' }).waitFor();
      expect(await page.getByLabel('Account (e-mail)').inputValue()).toBe(pro.email);
      await page.getByLabel('Account (e-mail)').fill(account);
      await snapshot(page, 'calendar-google-2-consent');
      await page.getByRole('button', { name: 'Allow' }).click();

      // Back on the settings page: the account and its calendars, all shown; the notice is gone.
      await page.waitForURL((url) => url.pathname === '/portal/settings/calendar');
      await page.getByText('Google Calendar connected').waitFor();
      const card = page.getByTestId('calendar-connection');
      await card.getByText(account, { exact: true }).waitFor();
      await card.getByText('Google Calendar', { exact: true }).waitFor();
      expect(await card.getByRole('switch', { name: 'Show Work' }).isChecked()).toBe(true);
      expect(await card.getByRole('switch', { name: 'Show Personal' }).isChecked()).toBe(true);
      expect(new URL(page.url()).search).toBe('');
      await notice.waitFor({ state: 'detached' });
      await snapshot(page, 'calendar-google-3-connected');

      // The calendar weeks show the account's events read-only.
      await page.getByRole('menuitem', { name: 'Calendar', exact: true }).click();
      await page.waitForURL('**/portal/calendar');
      const external = page.locator('.external-event');
      for (let week = 0; week < 3 && (await external.count()) === 0; week++) {
        await page.waitForTimeout(1000);
        if ((await external.count()) === 0) await page.getByRole('button', { name: /next/i }).first().click();
      }
      await external.first().waitFor();
      await snapshot(page, 'calendar-google-4-week');

      // Google refuses the grant (the account removed our access): the next refresh errors the
      // connection, and the portal asks once to reconnect.
      // (As the signed-in pro, with the page's cookies and CSRF header: the simulator lets only them.)
      const csrf = (await page.context().cookies()).find((c) => c.name === 'csrf_token')?.value ?? '';
      const revoked = await page.request.post(`${server.url}/simulated-provider/calendars/google/revoke`, { headers: { 'x-csrf-token': csrf }, data: { accountId: account } });
      expect(await revoked.json()).toEqual({ revoked: 1 });
      await server.app.get(CalendarFeedsRefresh).refreshAll(server.app.get(Clock).now());
      await page.goto(`${server.url}/portal/settings/calendar`);
      const modal = page.getByRole('dialog', { name: 'Reconnect your calendar' });
      await modal.getByText(`Google Calendar stopped sharing ${account}`).waitFor();
      await page.waitForTimeout(400); // the modal's fade-in, for the screenshot
      await snapshot(page, 'calendar-google-5-reconnect-modal');
      await modal.getByRole('button', { name: 'Not now' }).click();
      await modal.waitFor({ state: 'detached' });
      await page.getByTestId('calendar-connection').getByText('Google Calendar stopped sharing this calendar').waitFor();
      await snapshot(page, 'calendar-google-6-errored');
      await page.reload();
      await page.getByTestId('calendar-connection').getByText('Google Calendar stopped sharing this calendar').waitFor();
      await page.waitForTimeout(1000);
      expect(await page.getByRole('dialog', { name: 'Reconnect your calendar' }).count()).toBe(0);

      // Disconnecting asks first; with no calendar left, the notice is back.
      await page.getByTestId('calendar-connection').getByRole('button', { name: 'Disconnect' }).click();
      const confirm = page.getByRole('dialog', { name: 'Disconnect calendar?' });
      await confirm.getByText(`${account} will no longer show on your calendar`).waitFor();
      await confirm.getByRole('button', { name: 'Disconnect' }).click();
      await page.getByText('Calendar removed successfully').waitFor();
      await page.getByText('No calendars connected yet.').waitFor();
      await notice.waitFor();
    } finally {
      await context.close();
    }
  });

  it('a dismissed notice stays dismissed', async () => {
    const pro = await signUpPro(server, 'Quiet Studio');
    const { context, page } = await openPage(browser);
    try {
      await logIn(page, server.url, pro.email, pro.password);
      const notice = page.getByRole('region', { name: 'Connect your calendar' });
      await notice.waitFor();
      await notice.getByRole('button', { name: 'Dismiss' }).click();
      await notice.waitFor({ state: 'detached' });
      await page.reload();
      await page.getByRole('menuitem', { name: 'Calendar', exact: true }).waitFor();
      await page.waitForTimeout(1000);
      expect(await page.getByRole('region', { name: 'Connect your calendar' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
