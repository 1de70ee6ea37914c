// Gift cards end to end in real browsers (issue 17): the pro, with gift cards on, finds 'Gift Cards'
// in the menu and creates a $75 template; a visitor on a phone (390 px) buys it on the practice's
// public page with the simulator's test card and sees the code on the thank-you; the pro's Activity
// tab shows the sale with its balance, the pro redeems $25 of it at the desk (more than the balance
// is refused), and the recipient's e-mail is in the pro's mailbox. The recipient then books a $80
// massage on the phone with the code: the card pays its $50 and $30 is left to pay; the pro sees the
// gift card on the appointment.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import type { TestClient } from '../support/graphql-client.js';
import { connectSimulated, SET_PAYMENT_PROVIDER } from '../support/payment-operations.js';
import { setPracticeFlags } from '../support/practice-flags.js';
import { PENDING, UPSERT_SERVICE } from '../support/operations.js';
import { signUpPro } from '../support/test-server.js';
import { closeProduct, logIn, openPage, settledPageWidth, snapshot, startProductInBrowser } from './browser.js';

let server: RunningServer;
let browser: Browser;
let pro: TestClient;
let proEmail: string;
let proPassword: string;
let shortLink: string;

const MAILBOX = `{ mailbox(limit: 20) { items { to subject text } } }`;

beforeAll(async () => {
  ({ server, browser } = await startProductInBrowser());
  const signedUp = await signUpPro(server, 'Willow Bodywork');
  ({ client: pro, email: proEmail, password: proPassword } = signedUp);
  shortLink = signedUp.practice.shortLink;
  await connectSimulated(pro, 'stripe');
  expect((await pro.gql(SET_PAYMENT_PROVIDER, { p: 'stripe' })).data.updatePracticePaymentProvider.result).toBe('success');
  await setPracticeFlags(server, signedUp.practice.id, { giftCardsEnabled: true });
  const service = (await pro.gql(UPSERT_SERVICE, { input: { name: 'Swedish massage', description: 'Long, flowing strokes.', timeLength: 60, amountCents: 8000 } })).data.upsertService;
  expect(service.result).toBe('success');
}, 180_000);

afterAll(() => closeProduct({ server, browser }));

describe('gift cards journey', () => {
  it('the pro creates a $75 gift card, a visitor buys it on a phone, the Activity tab shows the sale', async () => {
    // ---- The pro creates the template.
    const portal = await openPage(browser, { width: 1280 });
    const phone = await openPage(browser, { width: 390, height: 844 });
    try {
      const { page } = portal;
      await logIn(page, server.url, proEmail, proPassword);
      await page.getByRole('menuitem', { name: 'Gift Cards' }).or(page.getByRole('link', { name: 'Gift Cards' })).first().click();
      await page.waitForURL(/\/portal\/gift_card_templates$/);
      await page.getByText('No gift cards yet.', { exact: false }).waitFor();
      await page.getByRole('button', { name: 'Create gift card' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create gift card' });
      // The spec's messages before anything is sent.
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText('Amount is required').waitFor();
      await dialog.getByLabel('Amount').fill('75');
      await dialog.getByLabel('Description').fill('An hour of calm');
      await snapshot(page, 'gift-cards-1-template-dialog');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Gift card template saved successfully').waitFor();
      const row = page.getByTestId('gift-card-template').filter({ hasText: '$75 gift card' });
      await row.waitFor();
      expect(await row.getByRole('switch', { name: 'Active' }).or(row.getByLabel('Active')).first().isChecked()).toBe(true);
      expect(await row.getByLabel('Online').isChecked()).toBe(true);

      // ---- A visitor buys it on the public page, on a phone.
      const visit = phone.page;
      await visit.goto(`${server.url}/${shortLink}`);
      const section = visit.getByRole('region', { name: 'Gift cards' });
      await section.getByRole('button', { name: 'Buy a $75 gift card' }).click();
      await section.getByLabel('Your name').fill('Grace Hopper');
      await section.getByLabel('Your e-mail').fill('grace@example.com');
      await section.getByLabel("Recipient's name").fill('Ada Lovelace');
      await section.getByLabel("Recipient's e-mail").fill('ada@example.com');
      await section.getByLabel('Message (optional)').fill('Happy birthday!');
      const card = visit.getByRole('form', { name: 'Card details' });
      await card.getByLabel('Card number').fill('4242 4242 4242 4242');
      await card.getByLabel('Expiry (MM / YY)').fill('12/34');
      await card.getByLabel('CVC').fill('123');
      expect(await settledPageWidth(visit, 390)).toBeLessThanOrEqual(390);
      await snapshot(visit, 'gift-cards-2-buy-390');
      await card.getByRole('button', { name: 'Pay $75' }).click();
      await section.getByRole('heading', { name: 'Thank you!' }).waitFor();
      await section.getByText('Your $75 gift card is on its way to ada@example.com.').waitFor();
      const code = (await section.locator('.gift-card-code').textContent()) ?? '';
      expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
      await snapshot(visit, 'gift-cards-3-thank-you-390');

      // ---- The pro's Activity tab shows the sale with its (masked) code and balance.
      await page.getByRole('tab', { name: 'Activity' }).click();
      const sale = page.getByTestId('gift-card-activity-row').filter({ hasText: 'Sold' });
      await sale.waitFor();
      const text = await sale.textContent();
      expect(text).toContain(`••••-${code.slice(-4)}`);
      expect(text).toContain('Grace Hopper → Ada Lovelace');
      expect(text).toContain('$75');
      await snapshot(page, 'gift-cards-4-activity');

      // ---- The recipient spends $25 of it at the desk: the balance goes down to $50.
      await page.getByRole('button', { name: 'Redeem a gift card' }).click();
      const redeem = page.getByRole('dialog', { name: 'Redeem a gift card' });
      await redeem.getByLabel('Code').fill(code.toLowerCase());
      await redeem.getByLabel('Amount').fill('80');
      await redeem.getByRole('button', { name: 'Redeem' }).click();
      await page.getByText('The gift card balance is not enough').waitFor();
      await redeem.getByLabel('Amount').fill('25');
      await redeem.getByRole('button', { name: 'Redeem' }).click();
      await page.getByText('Gift card redeemed').waitFor();
      const spent = page.getByTestId('gift-card-activity-row').filter({ hasText: 'Redeemed' });
      await spent.waitFor();
      expect(await spent.textContent()).toContain('$50');

      // The code went to the recipient (the mailbox holds the e-mail).
      let sent: { subject: string; text: string } | undefined;
      for (let i = 0; i < 50 && !sent; i++) {
        sent = (await pro.gql(MAILBOX)).data.mailbox.items.find((m: { to: string }) => m.to === 'ada@example.com');
        if (!sent) await new Promise((r) => setTimeout(r, 100));
      }
      expect(sent?.text).toContain(code);

      // ---- The recipient books a $80 massage on the phone with the code: the card pays its $50.
      await visit.goto(`${server.url}/${shortLink}`);
      await visit.getByRole('button', { name: 'Book Swedish massage' }).click();
      await visit.locator('.slot-list').getByRole('button').first().click();
      await visit.getByRole('heading', { name: 'Your details' }).waitFor();
      await visit.getByLabel('First name').fill('Ada');
      await visit.getByLabel('Last name').fill('Lovelace');
      await visit.getByLabel('Email').fill('ada@example.com');
      await visit.getByLabel('Phone').fill('(212) 555-0148');
      await visit.getByLabel('Gift card code (optional)').fill('NOPE-NOPE-NOPE-NOPE');
      await visit.getByRole('button', { name: 'Apply' }).click();
      await visit.getByText('Gift card not found').waitFor();
      await visit.getByLabel('Gift card code (optional)').fill(code.toLowerCase());
      await visit.getByRole('button', { name: 'Apply' }).click();
      const applied = visit.getByTestId('gift-card-applied');
      await applied.waitFor();
      expect(await applied.textContent()).toContain('(balance $50.00): −$50.00. Left to pay $30.00');
      expect(await settledPageWidth(visit, 390)).toBeLessThanOrEqual(390);
      await snapshot(visit, 'gift-cards-5-booking-applied-390');
      await visit.getByRole('button', { name: 'Book appointment' }).click();
      await visit.getByRole('heading', { name: 'Request sent!' }).waitFor();
      await visit.getByText('$30.00').first().waitFor();

      // ---- The pro sees the gift card on the appointment; Activity shows the card spent.
      const [booked] = (await pro.gql(PENDING)).data.pendingAppointments.filter((a: { client: { email: string } }) => a.client.email === 'ada@example.com');
      const token = (await pro.gql(`query($id: ID!) { appointment(id: $id) { instantActionToken } }`, { id: booked.id })).data.appointment.instantActionToken;
      await page.goto(`${server.url}/portal/calendar#${encodeURIComponent(token)}`);
      await page.getByText(`Gift card ••••-${code.slice(-4)}: −$50.00`).waitFor();
      await snapshot(page, 'gift-cards-6-appointment');
    } finally {
      await portal.context.close();
      await phone.context.close();
    }
  });
});
