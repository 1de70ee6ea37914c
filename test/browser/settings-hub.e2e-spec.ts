// The settings hub and the Account page in a real browser (spec 002 §2 /portal/settings and
// /portal/settings/personal; §4 inline edits): the side navigation leads to the hub, its cards
// lead to their pages (Calendar Integrations says Connect while nothing is connected), and the
// phone is edited inline and saved ('Your settings have been saved.'), which the API then reads.
// Screenshots at 1280 and 375 px when SHOTS_DIR is set.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { signUpPro } from '../support/test-server.js';
import { closeProduct, logIn, openPage, snapshot, startProductInBrowser } from './browser.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startProductInBrowser({ fixedClock: true }));
}, 180_000);
afterAll(() => closeProduct({ server, browser }));

describe('settings hub and Account page', () => {
  it('leads from the hub’s cards to the settings pages, and saves the phone edited inline', async () => {
    const pro = await signUpPro(server, 'Hub Journey Studio');
    const { context, page } = await openPage(browser, { width: 1280, height: 900 });
    try {
      await logIn(page, server.url, pro.email, pro.password);
      await page.getByRole('menuitem', { name: 'All settings' }).click();
      await page.waitForURL('**/portal/settings');
      const calendarCard = page.getByRole('region', { name: 'Calendar Integrations' });
      await calendarCard.getByRole('link', { name: 'Connect Calendar Integrations' }).waitFor();
      for (const title of ['Payments', 'Communications', 'Booking', 'Account']) await page.getByRole('region', { name: title }).waitFor();
      await snapshot(page, 'settings-hub-1280');

      for (const [title, path] of [['Booking', '/portal/settings/booking'], ['Payments', '/portal/settings/banking'], ['Communications', '/portal/settings/communication'], ['Calendar Integrations', '/portal/settings/calendar']]) {
        await page.getByRole('region', { name: title }).getByRole('link').click();
        await page.waitForURL(`**${path}`);
        await page.goBack();
        await page.waitForURL('**/portal/settings');
      }

      await page.getByRole('link', { name: 'Manage Account' }).click();
      await page.waitForURL('**/portal/settings/personal');
      const phone = page.getByRole('region', { name: 'Phone' });
      await phone.getByText('Not set').waitFor();
      await phone.getByRole('button', { name: 'Edit Phone' }).click();
      // One field at a time: the others cannot open meanwhile.
      expect(await page.getByRole('button', { name: 'Edit Name' }).isDisabled()).toBe(true);
      const save = phone.getByRole('button', { name: 'Save' });
      expect(await save.isDisabled()).toBe(true);
      await phone.getByLabel('Phone').fill('(212) 555-0100');
      await snapshot(page, 'settings-account-editing-1280');
      await save.click();
      await page.getByRole('alert').filter({ hasText: 'Your settings have been saved.' }).waitFor();
      await phone.getByText('(212) 555-0100').waitFor();
      expect(await page.getByRole('button', { name: 'Edit Name' }).isEnabled()).toBe(true);
      expect((await pro.client.gql(`{ personalSettings { phone } }`)).data.personalSettings.phone).toBe('+12125550100');
      await snapshot(page, 'settings-account-saved-1280');
    } finally {
      await context.close();
    }
  }, 180_000);

  it('fits a phone screen (375 px)', async () => {
    const pro = await signUpPro(server, 'Hub Phone Studio');
    const { context, page } = await openPage(browser, { width: 375, height: 812 });
    try {
      await logIn(page, server.url, pro.email, pro.password);
      await page.waitForURL(/\/portal\/(calendar|#|$)/);
      await page.goto(`${server.url}/portal/settings`);
      await page.getByRole('region', { name: 'Account' }).waitFor();
      await snapshot(page, 'settings-hub-375');
      await page.getByRole('link', { name: 'Manage Account' }).click();
      await page.getByRole('button', { name: 'Edit Gender' }).click();
      await page.getByRole('combobox', { name: 'Gender' }).click();
      await page.getByRole('option', { name: 'Custom' }).click();
      await page.getByLabel('Custom gender').fill('Non-binary');
      await page.getByRole('region', { name: 'Gender' }).getByRole('button', { name: 'Save' }).click();
      await page.getByRole('alert').filter({ hasText: 'Your settings have been saved.' }).waitFor();
      await page.getByRole('region', { name: 'Gender' }).getByText('Non-binary').waitFor();
      const noOverflow = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      expect(noOverflow).toBe(true);
      await snapshot(page, 'settings-account-375');
    } finally {
      await context.close();
    }
  }, 180_000);
});
