// Services extras in a real browser (issue 17 item 3): the pro moves a paid service up with the
// keyboard (free ones listed first, without buttons) and the booking page lists it in that order;
// gives it a photo the booking page shows; then turns on 'Custom hours for this service' (weekday
// mornings) and the booking page offers fewer times, all inside them.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { signUpPro } from '../support/test-server.js';
import { closeProduct, logIn, openPage, snapshot, startProductInBrowser } from './browser.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startProductInBrowser({ fixedClock: true }));
}, 180_000);

afterAll(() => closeProduct({ server, browser }));

const UPSERT_SERVICE = `mutation($input: UpsertServiceInput!) { upsertService(input: $input) { result errors service { id } } }`;
// A real 1x1 PNG, so the pages can draw it.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

/** The portal's services in the order listed, by their Edit buttons. */
const portalOrder = (page: Page) =>
  page.getByRole('button', { name: /^Edit / }).evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')!.replace(/^Edit /, '')));

const waitForPortalOrder = (page: Page, names: string[]) =>
  page.waitForFunction(
    (expected) => JSON.stringify([...document.querySelectorAll('button[aria-label^="Edit "]')].map((b) => b.getAttribute('aria-label')!.slice(5))) === JSON.stringify(expected),
    names,
  );

/** The booking page's services, top to bottom. */
async function publicOrder(page: Page): Promise<string[]> {
  const names = page.getByRole('region', { name: 'Services' }).locator('.service-name');
  await names.first().waitFor();
  return names.allTextContents();
}

/** The times offered on the first day the booking page shows for a service. */
async function offeredTimes(page: Page, shortLink: string, service: string): Promise<string[]> {
  await page.goto(`${server.url}/${shortLink}`);
  await page.getByRole('button', { name: `Book ${service}` }).click();
  await page.getByRole('heading', { name: 'Choose a day and time' }).waitFor();
  const slots = page.locator('.slot-list').getByRole('button');
  await slots.first().waitFor();
  return slots.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent ?? ''));
}

describe('services extras', () => {
  it('reorders a paid service with the keyboard, gives it a photo and custom hours, and the booking page follows', async () => {
    const pro = await signUpPro(server, 'Ordered Studio');
    const free = pro.practice.services[0] as { id: string; name: string; amountCents: number };
    expect(free.amountCents).toBe(0);
    let reflexologyId = '';
    for (const [name, amountCents] of [['Hot stones', 12000], ['Reflexology', 7000]] as const) {
      const res = await pro.client.gql(UPSERT_SERVICE, { input: { name, description: `${name}, slowly.`, timeLength: 60, amountCents } });
      expect(res.data.upsertService.result).toBe('success');
      reflexologyId = res.data.upsertService.service.id;
    }

    const { context, page } = await openPage(browser, { width: 1280, height: 900 });
    try {
      const before = await offeredTimes(page, pro.practice.shortLink, 'Reflexology');
      await page.goto(`${server.url}/${pro.practice.shortLink}`);
      expect(await publicOrder(page)).toEqual([free.name, 'Hot stones', 'Reflexology']);

      await logIn(page, server.url, pro.email, pro.password);
      await page.waitForURL('**/portal/calendar');
      await page.goto(`${server.url}/portal/services`);
      await waitForPortalOrder(page, [free.name, 'Hot stones', 'Reflexology']);
      // The free service is listed first and has no order buttons; the first paid one cannot go up.
      expect(await page.getByRole('button', { name: new RegExp(`^Move ${free.name}`) }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Move Hot stones up' }).isDisabled()).toBe(true);

      // 1. With the keyboard: focus 'Move Reflexology up' and press Enter.
      await page.getByRole('button', { name: 'Move Reflexology up' }).focus();
      await page.keyboard.press('Enter');
      await page.getByText('The order of your services has been saved').waitFor();
      await waitForPortalOrder(page, [free.name, 'Reflexology', 'Hot stones']);
      expect(await portalOrder(page)).toEqual([free.name, 'Reflexology', 'Hot stones']);
      // It cannot go further up: the focus stays with it, on its other button.
      await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Move Reflexology down');
      await snapshot(page, 'service-extras-order-1280');
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: 'Move Hot stones up' }).waitFor();
      await snapshot(page, 'service-extras-order-390');
      await page.setViewportSize({ width: 1280, height: 900 });

      // 2. A photo, and custom hours: weekday mornings 09:00-11:00.
      await page.getByRole('button', { name: 'Edit Reflexology' }).click();
      const editor = page.getByRole('dialog', { name: 'Edit service' });
      await editor.getByLabel('Choose a service photo').setInputFiles({ name: 'reflexology.png', mimeType: 'image/png', buffer: PNG });
      await page.getByText('Your service photo has been saved').waitFor();
      await editor.getByRole('img', { name: 'Service photo' }).waitFor();
      await editor.getByLabel('Custom hours for this service').check();
      await editor.getByText('Service hours').waitFor();
      for (const day of WEEKDAYS) await editor.getByLabel(`${day} until`).selectOption('11:00');
      await snapshot(page, 'service-extras-hours-1280');
      await page.setViewportSize({ width: 390, height: 844 });
      await editor.getByText('Service hours').scrollIntoViewIfNeeded();
      await snapshot(page, 'service-extras-hours-390');
      await page.setViewportSize({ width: 1280, height: 900 });
      await editor.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Service has been saved').waitFor();
      await editor.waitFor({ state: 'detached' });
      await page.getByRole('row', { name: /Reflexology/ }).getByText('Custom hours').waitFor();

      // 3. The booking page: the new order, the photo, and fewer times, all in the mornings.
      await page.goto(`${server.url}/${pro.practice.shortLink}`);
      expect(await publicOrder(page)).toEqual([free.name, 'Reflexology', 'Hot stones']);
      const card = page.getByRole('region', { name: 'Services' }).getByRole('listitem').filter({ hasText: 'Reflexology' });
      expect(await card.locator('img.service-photo').getAttribute('src')).toMatch(/^\/files\/\w+$/);
      await snapshot(page, 'service-extras-public-1280');
      await page.setViewportSize({ width: 390, height: 844 });
      await snapshot(page, 'service-extras-public-390');
      await page.setViewportSize({ width: 1280, height: 900 });
      const after = await offeredTimes(page, pro.practice.shortLink, 'Reflexology');
      expect(after.length).toBeGreaterThan(0);
      expect(after.length).toBeLessThan(before.length);
      for (const time of after) expect(time).toMatch(/^(9|10):\d\d\sAM/);
      await snapshot(page, 'service-extras-times-1280');
      await page.goto(`${server.url}/${pro.practice.shortLink}/services/${encodeURIComponent(reflexologyId)}`);
      expect(await page.getByRole('img', { name: 'Reflexology' }).getAttribute('src')).toMatch(/^\/files\/\w+$/);
    } finally {
      await context.close();
    }
  });
});
