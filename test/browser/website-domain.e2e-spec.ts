// The custom domain in a real browser (issue 17 item 7): the demo pro opens My Website > Domain, sees
// the demo's domain with its records, deletes it after the confirmation, connects a subdomain through
// the simulated provider's widget (FINISHED_SUCCESSFULLY), sees its one CNAME with TTL 300 and the
// 48-hour hint, and refreshes the status from Activating to active; at 390 px the page fits.
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

describe('custom domain', () => {
  it('the pro replaces the demo domain with a subdomain through the simulated provider and watches it become active', async () => {
    const { context, page } = await openPage(browser, { width: 1280, height: 900 });
    try {
      const login = server.demoLogin!;
      await logIn(page, server.url, login.email, login.password);
      await page.getByRole('button', { name: /^Notifications/ }).waitFor();
      await page.goto(`${server.url}/portal/website`);
      await page.getByRole('link', { name: 'Manage domain' }).click();
      await page.waitForURL('**/portal/website/domain');

      // The demo's root domain: an A record on the root and a www CNAME.
      await expect(page.getByTestId('custom-domain').textContent()).resolves.toBe('mayachenmassage.com');
      const records = page.getByRole('table', { name: 'DNS records' });
      await expect(records.getByRole('row').allInnerTexts()).resolves.toEqual([
        expect.stringMatching(/Type\s+Host\s+Value\s+TTL/),
        expect.stringMatching(/^A\s+@\s+203\.0\.113\.10\s+300$/),
        expect.stringMatching(/^CNAME\s+www\s+domains\.example\.net\s+300$/),
      ]);

      // Delete, after the confirmation.
      await page.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await page.getByText('Custom domain deleted successfully').waitFor();
      const connect = page.getByRole('button', { name: 'Connect a domain' });
      await connect.waitFor();

      // The provider's flow, closed early: nothing is saved.
      await connect.click();
      const widget = page.getByRole('dialog', { name: 'Connect your domain' });
      await widget.getByRole('textbox', { name: 'Domain' }).fill('book.maya-journey.com');
      await widget.getByRole('button', { name: 'Cancel' }).click();
      await widget.waitFor({ state: 'detached' });
      await connect.waitFor();

      // The flow to its end: a subdomain, records set automatically.
      await connect.click();
      expect(await widget.getByRole('button', { name: 'Connect', exact: true }).isDisabled()).toBe(true);
      await widget.getByRole('textbox', { name: 'Domain' }).fill('Book.Maya-Journey.com');
      await widget.getByRole('button', { name: 'Connect', exact: true }).click();
      await page.getByText('Custom domain created successfully').waitFor();
      await expect(page.getByTestId('custom-domain').textContent()).resolves.toBe('book.maya-journey.com');
      await expect(records.getByRole('row').allInnerTexts()).resolves.toEqual([
        expect.stringMatching(/Type\s+Host\s+Value\s+TTL/),
        expect.stringMatching(/^CNAME\s+book\s+domains\.example\.net\s+300$/),
      ]);
      await page.getByText('Activation may take up to 48 hours. If your domain is still not active after 48 hours, please contact support.').waitFor();
      const status = page.getByRole('status', { name: 'Domain status' });
      await status.getByText('Activating').waitFor();
      await snapshot(page, 'website-domain-1280');

      // Refresh asks the provider again: active.
      await page.getByRole('button', { name: 'Refresh status' }).click();
      await status.getByText('active').waitFor();

      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      await status.getByText('active').waitFor();
      expect(await settledPageWidth(page, 390)).toBeLessThanOrEqual(390);
      await snapshot(page, 'website-domain-390');

      // The demo's services page, with its four tabs, fits a phone too (the tabs scroll inside it).
      await page.goto(`${server.url}/portal/services`);
      await page.getByRole('tab', { name: 'Event Types' }).waitFor();
      expect(await settledPageWidth(page, 390)).toBeLessThanOrEqual(390);
    } finally {
      await context.close();
    }
  }, 120_000);
});
