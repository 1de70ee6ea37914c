// The practice's flags in a real browser (spec 001 §1): the calendar flyout offers Repeat only while
// recurringBookingsEnabled is on; staff turn it off through the practice:flags CLI's command path.
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { runPracticeFlags } from '../../apps/api/src/practice/cli/run-practice-flags.js';
import { signUpPro } from '../support/test-server.js';
import { closeProduct, logIn, openPage, startProductInBrowser } from './browser.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startProductInBrowser({ fixedClock: true }));
}, 180_000);

afterAll(() => closeProduct({ server, browser }));

const FLAG = `{ currentPractice { flags { recurringBookingsEnabled } } }`;

async function openCreateFlyout(page: Page, email: string, password: string) {
  await logIn(page, server.url, email, password);
  await page.waitForURL('**/portal/calendar');
  await page.getByRole('button', { name: 'Create appointment' }).click();
  const flyout = page.getByRole('dialog', { name: 'Create appointment' });
  await flyout.getByLabel('Start time').waitFor();
  return flyout;
}

it('hides the Repeat controls while recurring bookings are off, and shows them for a practice with them on', async () => {
  const off = await signUpPro(server, 'No Repeats Studio');
  const on = await signUpPro(server, 'Repeats Studio');
  await runPracticeFlags(server.app, { practice: off.practice.shortLink, flags: { recurringBookingsEnabled: false } });
  for (let i = 0; i < 50 && (await off.client.gql(FLAG)).data.currentPractice.flags.recurringBookingsEnabled; i++) await new Promise((r) => setTimeout(r, 100));

  for (const [pro, repeats] of [[off, 0], [on, 1]] as const) {
    const { context, page } = await openPage(browser);
    try {
      const flyout = await openCreateFlyout(page, pro.email, pro.password);
      // The flags load with the portal; the Repeat control waits for them, so give it the time to appear.
      if (repeats) await flyout.getByLabel('Repeat').waitFor();
      else await page.waitForTimeout(1000);
      expect(await flyout.getByLabel('Repeat').count()).toBe(repeats);
    } finally {
      await context.close();
    }
  }
});
