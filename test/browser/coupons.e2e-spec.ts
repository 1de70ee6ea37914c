// Coupons end to end in real browsers (issue 17): the pro creates a 20 % coupon in the Coupons tab
// (/portal/services#coupons); a visitor on a phone (390 px) books on the public page /{shortLink},
// enters the code, sees the discounted total and books; the pro sees the discount on the
// appointment (the calendar's flyout) and in the payments directory. On the journeys' clock.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { runPracticeFlags } from '../../apps/api/src/practice/cli/run-practice-flags.js';
import { ACCEPT, UPSERT_SERVICE } from '../support/operations.js';
import { signUpPro } from '../support/test-server.js';
import { closeProduct, logIn, openPage, settledPageWidth, snapshot, startProductInBrowser } from './browser.js';

let server: RunningServer;
let browser: Browser;
let pro: Awaited<ReturnType<typeof signUpPro>>;

const FLAGS = `{ currentPractice { flags { discountCodesEnabled } } }`;
const PENDING = `{ pendingAppointments { id instantActionToken client { email } } }`;

beforeAll(async () => {
  ({ server, browser } = await startProductInBrowser({ fixedClock: true }));
  pro = await signUpPro(server, 'Coupon Wellness');
  const service = (await pro.client.gql(UPSERT_SERVICE, { input: { name: 'Swedish massage', description: 'Long, flowing strokes.', timeLength: 60, amountCents: 9000 } })).data.upsertService;
  expect(service.result).toBe('success');
  await runPracticeFlags(server.app, { practice: pro.practice.shortLink, flags: { discountCodesEnabled: true } });
  for (let i = 0; i < 50 && !(await pro.client.gql(FLAGS)).data.currentPractice.flags.discountCodesEnabled; i++) await new Promise((r) => setTimeout(r, 100));
}, 180_000);

afterAll(() => closeProduct({ server, browser }));

async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

describe('coupons journey', () => {
  it('the pro creates a 20 % coupon, a visitor books with it at the discounted price, the pro sees the discount', async () => {
    // ---- The pro creates the coupon in the Coupons tab.
    const portal = await openPage(browser, { width: 1280 });
    try {
      const page = portal.page;
      await logIn(page, server.url, pro.email, pro.password);
      await page.waitForURL('**/portal/calendar');
      await page.goto(`${server.url}/portal/services#coupons`);
      await page.getByRole('tab', { name: 'Coupons' }).waitFor();
      await page.getByText('No coupons yet').waitFor();
      await page.getByRole('button', { name: 'Create coupon' }).click();
      const flyout = page.getByRole('dialog', { name: 'Create coupon' });
      await flyout.getByLabel('Code').fill('spring-2026');
      expect(await flyout.getByLabel('Code').inputValue()).toBe('SPRING2026');
      await flyout.getByRole('textbox', { name: 'Percentage' }).fill('20');
      await settled(page);
      await snapshot(page, 'coupons-flyout-1280');
      await flyout.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Coupon saved successfully').waitFor();
      await page.getByRole('button', { name: 'Coupon SPRING2026' }).waitFor();
      await page.getByText('20% off').waitFor();
    } finally {
      await portal.context.close();
    }

    // ---- A visitor on a phone books with the code.
    const visitor = await openPage(browser, { width: 390, height: 844 });
    try {
      const page = visitor.page;
      await page.goto(`${server.url}/${pro.practice.shortLink}`);
      await page.getByRole('heading', { name: 'Coupon Wellness' }).waitFor();
      await page.getByRole('button', { name: 'Book Swedish massage' }).click();
      const firstSlot = page.locator('.slot-list').getByRole('button').first();
      await firstSlot.click();
      await page.getByRole('heading', { name: 'Your details' }).waitFor();
      await page.getByLabel('First name').fill('Grace');
      await page.getByLabel('Last name').fill('Hopper');
      await page.getByLabel('Email').fill('grace.coupon@example.com');
      await page.getByLabel('Phone').fill('(212) 555-0147');
      await page.getByLabel('Coupon code (optional)').fill('NOTACODE99');
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.getByText('This coupon code is not valid').waitFor();
      await page.getByLabel('Coupon code (optional)').fill('spring2026');
      await page.getByRole('button', { name: 'Apply' }).click();
      const applied = page.getByRole('status').filter({ hasText: 'SPRING2026' });
      await applied.waitFor();
      expect(await applied.textContent()).toContain('−$18.00. New total $72.00');
      expect(await settledPageWidth(page, 390)).toBeLessThanOrEqual(390);
      await snapshot(page, 'coupons-visitor-applied-390');
      await page.getByRole('button', { name: 'Book appointment' }).click();
      await page.getByRole('heading', { name: 'Request sent!' }).waitFor();
      await page.getByText('$72.00').first().waitFor();
    } finally {
      await visitor.context.close();
    }

    // ---- The pro accepts it and sees the discount on the appointment and in the payments directory.
    const [booked] = (await pro.client.gql(PENDING)).data.pendingAppointments.filter((a: { client: { email: string } }) => a.client.email === 'grace.coupon@example.com');
    expect((await pro.client.gql(ACCEPT, { id: booked.id })).data.acceptAppointment.result).toBe('success');
    const again = await openPage(browser, { width: 1280 });
    try {
      const page = again.page;
      await logIn(page, server.url, pro.email, pro.password);
      await page.waitForURL('**/portal/calendar');
      await page.goto(`${server.url}/portal/calendar#${encodeURIComponent(booked.instantActionToken)}`);
      await page.getByText('Coupon SPRING2026: −$18.00').waitFor();
      await settled(page);
      await snapshot(page, 'coupons-appointment-1280');
      await page.goto(`${server.url}/portal/payments`);
      await page.getByRole('row').filter({ hasText: 'Grace Hopper' }).getByText(/SPRING2026 −\$18\.00/).waitFor();
      await snapshot(page, 'coupons-payments-1280');
    } finally {
      await again.context.close();
    }
  }, 120_000);
});
