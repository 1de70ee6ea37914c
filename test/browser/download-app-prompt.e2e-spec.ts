// The download-app prompt in a real browser (spec 000 §2.8): the demo pro opens 'Get the mobile
// app' from the header menu at 1280 px, is texted the store links (the outbox texter), asks again,
// and finds the texts on the Texts page; at 375 px the prompt shows the two store links instead.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { MOBILE_APP_LINKS, TextMessages } from '#app/messaging';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { signUpPro } from '../support/test-server.js';
import { closeProduct, logIn, openPage, snapshot, startProductInBrowser } from './browser.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startProductInBrowser({ demo: true }));
}, 180_000);

afterAll(() => closeProduct({ server, browser }));

async function logInAsDemoPro(page: Page): Promise<void> {
  const login = server.demoLogin!;
  await logIn(page, server.url, login.email, login.password);
  await page.getByRole('button', { name: /^Notifications/ }).waitFor();
}

/**
 * Waits until the Texts list shows `count` rows to the demo pro's phone. Texts to clients (review
 * requests, and the jobs' reminders, which may go out at any minute) are on the list too.
 */
const textRows = (page: Page, count: number) =>
  page.waitForFunction((n) => [...document.querySelectorAll('tbody tr')].filter((row) => row.textContent?.includes('(212) 555-0100')).length === n, count);

async function openPrompt(page: Page) {
  const item = page.getByRole('menuitem', { name: 'Get the mobile app' });
  // A click on the header menu while the portal is still settling after log-in can be lost: open it again.
  for (let attempt = 1; ; attempt++) {
    await page.getByRole('button', { name: 'Profile' }).click();
    try {
      await item.waitFor({ timeout: 3000 });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
  await item.click();
  const dialog = page.getByRole('dialog', { name: 'Get the mobile app' });
  await dialog.waitFor();
  return dialog;
}

describe('download-app prompt', () => {
  it('texts the pro the app at 1280 px, again on request, and the Texts page lists the texts', async () => {
    const { context, page } = await openPage(browser, { width: 1280, height: 800 });
    try {
      await logInAsDemoPro(page);
      // The demo practice's two texts to Maya of two days ago.
      await page.getByRole('menuitem', { name: 'Texts' }).click();
      await page.waitForURL('**/portal/texts');
      await textRows(page, 2);

      const dialog = await openPrompt(page);
      await dialog.getByText(/a text message has been sent/i).waitFor();
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await snapshot(page, 'download-app-prompt-1280-sent');

      // Within the minute: the server says so, and nothing more is texted.
      await dialog.getByRole('button', { name: "Didn't get it? Send again." }).click();
      await dialog.getByRole('alert').filter({ hasText: TextMessages.tooSoon }).waitFor();
      await dialog.getByText(/a text message has been sent/i).waitFor();
      // The keyboard stays in the dialog.
      for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await snapshot(page, 'download-app-prompt-1280-again');

      // Escape closes it; the Texts page lists the new text first.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.reload();
      await textRows(page, 3);
      const newest = page.locator('tbody tr').first();
      await newest.getByText('(212) 555-0100').waitFor();
      await newest.getByText(MOBILE_APP_LINKS.iphone, { exact: false }).waitFor();
      await snapshot(page, 'texts-page-1280');
    } finally {
      await context.close();
    }
  });

  it('shows the store links at 375 px, and the Texts page as a list', async () => {
    const { context, page } = await openPage(browser, { width: 375, height: 740 });
    try {
      await logInAsDemoPro(page);
      const dialog = await openPrompt(page);
      expect(await dialog.getByRole('link', { name: /iPhone/ }).getAttribute('href')).toBe(MOBILE_APP_LINKS.iphone);
      expect(await dialog.getByRole('link', { name: /Android/ }).getAttribute('href')).toBe(MOBILE_APP_LINKS.android);
      expect(await dialog.getByText(/a text message has been sent/i).count()).toBe(0);
      await snapshot(page, 'download-app-prompt-375');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });

      await page.goto(`${server.url}/portal/texts`);
      await page.getByText('(212) 555-0100 · Mobile app link').first().waitFor();
      await snapshot(page, 'texts-page-375');
    } finally {
      await context.close();
    }
  });

  it('tells a pro without a phone number that it is needed, and shows an empty Texts page', async () => {
    const pro = await signUpPro(server, 'No Phone Studio');
    const { context, page } = await openPage(browser, { width: 1280, height: 800 });
    try {
      await logIn(page, server.url, pro.email, pro.password);
      await page.getByRole('button', { name: /^Notifications/ }).waitFor();
      const dialog = await openPrompt(page);
      await dialog.getByRole('alert').filter({ hasText: TextMessages.phoneNeeded }).waitFor();
      expect(await dialog.getByText(/a text message has been sent/i).count()).toBe(0);
      await snapshot(page, 'download-app-prompt-1280-no-phone');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await page.getByRole('menuitem', { name: 'Texts' }).click();
      await page.getByText('No texts sent yet.').waitFor();
      await snapshot(page, 'texts-page-empty-1280');
    } finally {
      await context.close();
    }
  });
});
