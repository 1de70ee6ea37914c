// The signed-in client's payment methods page (/m/payment_methods, spec 000 §2.7) in a real
// browser: a client of two practices (one takes cards through the simulated Stripe, one takes none)
// signs in by the e-mailed link, adds a card with the keyboard through the simulator's card form,
// sees it, and deletes it after confirming. Someone with no practitioners sees the empty page.
// Screenshots at 375 and 1280 px when SHOTS_DIR is set.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { lastSignInToken } from '../support/client-sign-in.js';
import { takeCards } from '../support/payment-operations.js';
import { newClient, requestAppointment, signUpPro } from '../support/test-server.js';
import { closeProduct, openPage, snapshot, startProductInBrowser } from './browser.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startProductInBrowser({ fixedClock: true }));
}, 180_000);

afterAll(() => closeProduct({ server, browser }));

const EMAIL = `lena-${Date.now()}@example.com`;

/** Asks for a link on the page, then follows the e-mailed one; lands back on the payment methods page. */
async function signIn(page: Page, email: string) {
  await page.goto(`${server.url}/m/payment_methods`);
  await page.getByRole('heading', { name: 'Sign in to see your payment methods' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await page.getByText('a sign-in link is on its way').waitFor();
  await page.goto(`${server.url}/m/sign_in/${lastSignInToken(server, email)}`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/m/bookings');
  await page.goto(`${server.url}/m/payment_methods`);
  await page.getByRole('heading', { name: 'Payment methods' }).waitFor();
}

describe('Payment methods', () => {
  it('adds a card through the card form, shows it, and deletes it after confirming', async () => {
    const willow = await signUpPro(server, 'Willow Acupuncture');
    const harbor = await signUpPro(server, 'Harbor Massage');
    await takeCards(willow.client, willow.practice);
    for (const practice of [willow.practice, harbor.practice]) {
      const booked = (await requestAppointment(await newClient(server), practice, { email: EMAIL, firstName: 'Lena', lastName: 'Park', phone: '(212) 555-0177' })).data.requestAppointment;
      expect(booked.errors).toEqual([]);
    }

    const { context, page } = await openPage(browser, { width: 375, height: 812 });
    try {
      await signIn(page, EMAIL);
      const willowEntry = page.getByRole('listitem').filter({ hasText: 'Willow Acupuncture' });
      const harborEntry = page.getByRole('listitem').filter({ hasText: 'Harbor Massage' });
      await willowEntry.getByText('No card saved').waitFor();
      await harborEntry.getByText('Harbor Massage does not take card payments, so a card cannot be saved with them.').waitFor();
      expect(await harborEntry.getByRole('button').count()).toBe(0);
      await snapshot(page, 'payment-methods-375-none');

      // ---- Add, with the keyboard only: the button, the card form's fields, Enter to save.
      await willowEntry.getByRole('button', { name: 'Add a card for Willow Acupuncture' }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Add card' });
      await dialog.waitFor();
      const form = dialog.getByRole('form', { name: 'Card details' });
      await form.getByLabel('Card number').focus();
      await page.keyboard.type('4242424242424242');
      await page.keyboard.press('Tab');
      await page.keyboard.type('1234');
      await page.keyboard.press('Tab');
      await page.keyboard.type('123');
      await snapshot(page, 'payment-methods-375-add-dialog');
      await page.keyboard.press('Enter');
      await page.getByRole('status').filter({ hasText: 'Card saved successfully' }).waitFor();
      await dialog.waitFor({ state: 'detached' });
      await willowEntry.getByText('Visa •••• 4242').waitFor();
      await willowEntry.getByText('expires 12/2034').waitFor();
      // The notice takes the focus: the Add button it came from is gone (now Change and Delete).
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Card saved successfully');
      await willowEntry.getByRole('button', { name: 'Change the card saved with Willow Acupuncture' }).waitFor();
      await snapshot(page, 'payment-methods-375-saved');

      await page.setViewportSize({ width: 1280, height: 800 });
      await snapshot(page, 'payment-methods-1280-saved');

      // ---- Delete asks first; Keep card changes nothing; Delete card removes it.
      await willowEntry.getByRole('button', { name: 'Delete the card saved with Willow Acupuncture' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete card' });
      await confirm.getByText('Delete Visa •••• 4242 saved with Willow Acupuncture?').waitFor();
      await snapshot(page, 'payment-methods-1280-delete-dialog');
      await confirm.getByRole('button', { name: 'Keep card' }).click();
      await confirm.waitFor({ state: 'detached' });
      await willowEntry.getByText('Visa •••• 4242').waitFor();
      await willowEntry.getByRole('button', { name: 'Delete the card saved with Willow Acupuncture' }).click();
      await page.getByRole('dialog', { name: 'Delete card' }).getByRole('button', { name: 'Delete card' }).click();
      await page.getByRole('status').filter({ hasText: 'Payment method deleted successfully' }).waitFor();
      await willowEntry.getByText('No card saved').waitFor();
      expect(await willowEntry.getByText('Visa •••• 4242').count()).toBe(0);
      await snapshot(page, 'payment-methods-1280-deleted');
    } catch (error) {
      await snapshot(page, 'payment-methods-failure');
      throw error;
    } finally {
      await context.close();
    }
  }, 180_000);

  it('someone signed in with no practitioners sees that there is nothing yet; a failed read says so and can be tried again', async () => {
    const { context, page } = await openPage(browser, { width: 375, height: 812 });
    try {
      await signIn(page, `nobody-${Date.now()}@example.com`);
      await page.getByText('You have no practitioners yet. Once you book with one, you can save a card with them here.').waitFor();
      await snapshot(page, 'payment-methods-375-empty');

      // The list's query fails (the server is unreachable) until Try again: spec 000 §8's words, then
      // Try again reads it. Every read fails meanwhile: a development build (React's StrictMode) reads twice.
      let failing = true;
      await page.route('**/graphql', (route) =>
        failing && route.request().postData()?.includes('query ClientPaymentMethods') ? route.abort() : route.continue(),
      );
      await page.reload();
      await page.getByRole('alert').filter({ hasText: 'An error occurred while fetching payment methods' }).waitFor();
      await snapshot(page, 'payment-methods-375-error');
      failing = false;
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByText('You have no practitioners yet.').waitFor();
    } finally {
      await context.close();
    }
  }, 180_000);
});
