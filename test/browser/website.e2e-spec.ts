// Website settings in a real browser (issue 17 item 7): the demo pro opens My Website > Settings,
// changes the SEO title and the head scripts (Save only once changed; Cancel restores), and the
// practice's public page then carries the title and runs the script, while the portal never does.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { closeProduct, logIn, openPage, settledPageWidth, snapshot, startProductInBrowser } from './browser.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startProductInBrowser({ demo: true }));
}, 180_000);

afterAll(() => closeProduct({ server, browser }));

const JOURNEY_SCRIPT = `<script>document.documentElement.setAttribute('data-journey', 'ran');</script>`;

describe('website settings', () => {
  it('the pro sets the SEO title and head scripts; the public page uses them and the portal never runs them', async () => {
    const { context, page } = await openPage(browser, { width: 1280, height: 900 });
    try {
      const login = server.demoLogin!;
      await logIn(page, server.url, login.email, login.password);
      await page.getByRole('button', { name: /^Notifications/ }).waitFor();
      await page.getByText('My Website').first().click();
      await page.getByRole('menuitem', { name: 'Settings' }).filter({ hasText: 'Settings' }).first().waitFor();
      await page.goto(`${server.url}/portal/website/settings`);
      await page.getByRole('heading', { name: 'Website Settings', level: 1 }).waitFor();

      // Head scripts: the demo's analytics snippet is shown as text, never run by the portal.
      const head = page.getByRole('textbox', { name: 'Head scripts' });
      await expect(head.inputValue()).resolves.toContain('data-demo-analytics');
      const scripts = page.locator('div', { has: head }).filter({ has: page.getByRole('button', { name: 'Save' }) }).last();
      const saveHead = scripts.getByRole('button', { name: 'Save' });
      expect(await saveHead.isDisabled()).toBe(true);
      await head.fill('changed');
      await scripts.getByRole('button', { name: 'Cancel' }).click();
      await expect(head.inputValue()).resolves.toContain('data-demo-analytics');
      await head.fill(JOURNEY_SCRIPT);
      await saveHead.click();
      await page.getByText('Head scripts updated successfully').waitFor();
      expect(await saveHead.isDisabled()).toBe(true);

      // SEO title, saved on its own.
      const title = page.getByRole('textbox', { name: 'Title' });
      await title.fill('Maya Chen Massage | Brooklyn');
      await page.locator('div', { has: title }).filter({ has: page.getByRole('button', { name: 'Save' }) }).last().getByRole('button', { name: 'Save' }).click();
      await page.getByText('SEO settings updated successfully').waitFor();
      await snapshot(page, 'website-settings-1280');

      // The portal ran neither the demo's script nor the new one.
      expect(await page.evaluate(() => [document.documentElement.getAttribute('data-journey'), document.documentElement.getAttribute('data-demo-analytics')])).toEqual([null, null]);
      await page.reload();
      await page.getByRole('heading', { name: 'Website Settings', level: 1 }).waitFor();
      expect(await page.evaluate(() => document.documentElement.getAttribute('data-journey'))).toBeNull();

      // The public page runs the script and carries the SEO fields.
      await page.goto(`${server.url}/maya-chen-massage`);
      await page.waitForFunction(() => document.documentElement.getAttribute('data-journey') === 'ran');
      await page.waitForFunction(() => document.title === 'Maya Chen Massage | Brooklyn');
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain('Maya Chen');
      expect(await page.locator('meta[property="og:site_name"]').getAttribute('content')).toBe('Maya Chen Massage');
    } finally {
      await context.close();
    }
  });

  it('is usable at 390 px', async () => {
    const { context, page } = await openPage(browser, { width: 390, height: 800 });
    try {
      const login = server.demoLogin!;
      await logIn(page, server.url, login.email, login.password);
      await page.getByRole('button', { name: /^Notifications/ }).waitFor();
      await page.goto(`${server.url}/portal/website/settings`);
      await page.getByRole('textbox', { name: 'Head scripts' }).waitFor();
      expect(await settledPageWidth(page, 390)).toBeLessThanOrEqual(390);
      await snapshot(page, 'website-settings-390');
      // The dashboard: the Builder is coming ('soon', disabled); Manage opens the settings.
      await page.goto(`${server.url}/portal/website`);
      await page.getByText('soon', { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Open builder' }).isDisabled()).toBe(true);
      await snapshot(page, 'website-dashboard-390');
      await page.getByRole('link', { name: 'Manage', exact: true }).click();
      await page.waitForURL('**/portal/website/settings');
      await page.getByRole('textbox', { name: 'Head scripts' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
