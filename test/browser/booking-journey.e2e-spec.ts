// The whole journey in real browsers: a visitor books on the practice's public page
// (/{shortLink}), the pro sees the request in the inbox and accepts it, the visitor's
// /m/c/{token} page says 'Appointment accepted!', and the pro's Mailbox shows the three
// e-mails sent on the way, each with the appointment's local time, its HTML in a sandboxed
// frame, its text and its calendar attachment. On the journeys' clock (a fixed week).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { signUpPro } from '../support/test-server.js';
import { closeProduct, logIn as logInAs, openPage as openBrowserPage, snapshot, startProductInBrowser } from './browser.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startProductInBrowser({ fixedClock: true }));
}, 180_000);

afterAll(() => closeProduct({ server, browser }));

// The visitor sits in California; the practice keeps New York time, and e-mails say so.
const openPage = (width: number, timezoneId = 'America/Los_Angeles') => openBrowserPage(browser, { width, timezoneId, acceptDownloads: true });
const logIn = (page: Page, email: string, password: string) => logInAs(page, server.url, email, password);

/** Waits for a flyout to finish sliding in (for screenshots). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/** The mailbox row of one e-mail, by recipient and subject. */
const mailRow = (page: Page, to: string, subject: string | RegExp): Locator =>
  page.getByRole('row').filter({ hasText: to }).filter({ hasText: subject });

describe('booking journey', () => {
  it('books on the public page, is accepted from the inbox, and leaves three e-mails in the mailbox', async () => {
    const pro = await signUpPro(server, 'Journey Wellness');
    const visitorEmail = `grace-${Date.now()}@example.com`;

    // ---- The visitor books the first free time on the practice's public page.
    const visitor = await openPage(1280);
    let token: string;
    let localTime: string;
    try {
      const page = visitor.page;
      await page.goto(`${server.url}/${pro.practice.shortLink}`);
      await page.getByRole('heading', { name: 'Journey Wellness' }).waitFor();
      await page.getByRole('button', { name: 'Book Initial consultation' }).click();
      const firstSlot = page.locator('.slot-list').getByRole('button').first();
      await firstSlot.waitFor();
      // "9:00 AM EST (6:00 AM PST your time)": the practice's time first.
      const label = (await firstSlot.getAttribute('aria-label')) ?? '';
      const match = /^(\d{1,2}:\d{2}\s[AP]M E[SD]T)\b/.exec(label);
      expect(match).not.toBeNull();
      localTime = match![1];
      await firstSlot.click();
      await page.getByRole('heading', { name: 'Your details' }).waitFor();
      await page.getByLabel('First name').fill('Grace');
      await page.getByLabel('Last name').fill('Hopper');
      await page.getByLabel('Email').fill(visitorEmail);
      await page.getByLabel('Phone').fill('(212) 555-0147');
      await page.getByRole('button', { name: 'Book appointment' }).click();
      await page.getByRole('heading', { name: 'Request sent!' }).waitFor();
      const href = (await page.getByRole('link', { name: 'View your appointment' }).getAttribute('href')) ?? '';
      expect(href).toMatch(/^\/m\/c\/[A-Za-z0-9_-]+$/);
      token = href.slice('/m/c/'.length);
      await snapshot(page, 'portal-config-journey-booked-1280');
    } finally {
      await visitor.context.close();
    }

    // ---- The pro sees the request in the inbox and accepts it.
    const portal = await openPage(1280, 'Europe/Berlin');
    try {
      const page = portal.page;
      await logIn(page, pro.email, pro.password);
      // The portal lands on the calendar; the appointments list is one menu entry away.
      await page.waitForURL('**/portal/calendar');
      await page.goto(`${server.url}/portal/appointments`);
      await page.getByRole('cell', { name: 'Grace Hopper' }).waitFor();
      const bell = page.getByRole('button', { name: 'Notifications: 1 item' });
      await bell.click();
      const inbox = page.getByRole('dialog', { name: 'Notifications' });
      const item = inbox.getByRole('listitem', { name: 'New client: Grace Hopper' });
      await item.getByRole('button', { name: 'Confirm' }).click();
      await page.getByText('Appointment confirmed.').waitFor();
      // What the pro sees: the request leaves the list; then the flyout closes and the badge reads 0.
      await inbox.getByText("You're all caught up.", { exact: false }).waitFor();
      await page.keyboard.press('Escape');
      await inbox.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Notifications: 0 items' }).waitFor();
      await page.getByRole('row', { name: /Grace Hopper/ }).getByText('Accepted').waitFor();

      // ---- The visitor's appointment page reads the acceptance.
      const client = await portal.context.newPage();
      await client.goto(`${server.url}/m/c/${token}`);
      await client.getByRole('heading', { name: 'Appointment accepted!' }).waitFor();
      await client.close();

      // ---- The Mailbox: newest first, the three e-mails, each with the local time.
      await page.getByRole('menuitem', { name: 'Mailbox' }).click();
      await page.waitForURL('**/portal/mailbox');
      const confirmed = mailRow(page, visitorEmail, 'Your appointment is confirmed');
      // The e-mails leave through an outbox: give it a moment, then look again.
      for (let attempt = 0; attempt < 20 && !(await confirmed.count()); attempt++) {
        await page.waitForTimeout(500);
        await page.getByRole('button', { name: 'Refresh' }).click();
      }
      await page.getByText('1-3 of 3').waitFor();
      const received = mailRow(page, visitorEmail, 'We received your appointment request');
      const newRequest = mailRow(page, pro.email, 'New appointment request from Grace Hopper');
      for (const row of [received, newRequest, confirmed]) await row.getByText(localTime, { exact: false }).first().waitFor();
      expect(await confirmed.getByText(`at ${localTime}`, { exact: false }).count()).toBeGreaterThan(0);
      const subjects = await page.getByRole('row').allTextContents();
      expect(subjects.findIndex((r) => r.includes('Your appointment is confirmed'))).toBeLessThan(
        subjects.findIndex((r) => r.includes('We received your appointment request')),
      );
      await snapshot(page, 'portal-config-mailbox-1280');

      // Opening one: the HTML in a sandboxed frame, the text, and the .ics to download.
      await confirmed.getByRole('button', { name: /Your appointment is confirmed/ }).click();
      const mail = page.getByRole('dialog', { name: /Your appointment is confirmed/ });
      await mail.getByText(`To: ${visitorEmail}`).waitFor();
      const frame = mail.locator('iframe');
      expect(await frame.getAttribute('sandbox')).toBe('allow-popups allow-popups-to-escape-sandbox');
      await page.frameLocator('iframe[title^="E-mail"]').getByText(localTime, { exact: false }).waitFor();
      await mail.getByRole('region', { name: 'Plain text version' }).getByText(`at ${localTime} is confirmed`, { exact: false }).waitFor();
      await settled(page);
      await snapshot(page, 'portal-config-mailbox-open-1280');
      const [download] = await Promise.all([page.waitForEvent('download'), mail.getByRole('link', { name: /Download appointment-.*\.ics/ }).click()]);
      expect(download.suggestedFilename()).toMatch(/^appointment-[0-9a-f]{8}\.ics$/);
      const ics = await readFile((await download.path())!, 'utf8');
      expect(ics).toContain('BEGIN:VCALENDAR');
      expect(ics).toContain('STATUS:CONFIRMED');
      await page.keyboard.press('Escape');

      // The same at phone width.
      await page.setViewportSize({ width: 375, height: 800 });
      await page.reload();
      await page.getByText('We received your appointment request').first().waitFor();
      await snapshot(page, 'portal-config-mailbox-375');
      await page.getByText('Your appointment is confirmed', { exact: false }).first().click();
      await page.getByRole('dialog', { name: /Your appointment is confirmed/ }).getByText(`To: ${visitorEmail}`).waitFor();
      await settled(page);
      await snapshot(page, 'portal-config-mailbox-open-375');
    } finally {
      await snapshot(portal.page, 'portal-config-journey-last');
      await portal.context.close();
    }
  }, 180_000);
});
