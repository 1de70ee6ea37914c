// A client's Your Bookings, in a real browser: they book with two practices on the practices'
// public pages, sign in with the link e-mailed to them (no password), see both bookings and the
// card hold of the confirmed one, and cancel the pending request. On the journeys' clock.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { lastSignInToken } from '../support/client-sign-in.js';
import { ACCEPT } from '../support/operations.js';
import { saveCard, takeCards } from '../support/payment-operations.js';
import { newClient, signUpPro } from '../support/test-server.js';
import { closeProduct, openPage, snapshot, startProductInBrowser } from './browser.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startProductInBrowser({ fixedClock: true }));
}, 180_000);

afterAll(() => closeProduct({ server, browser }));

const EMAIL = `maria-${Date.now()}@example.com`;

/** Books the first free time of a service on a practice's public page; answers the appointment link's token. */
async function bookOnPublicPage(page: Page, shortLink: string, service: string): Promise<string> {
  await page.goto(`${server.url}/${shortLink}`);
  await page.getByRole('button', { name: `Book ${service}` }).click();
  const firstSlot = page.locator('.slot-list').getByRole('button').first();
  await firstSlot.click();
  await page.getByRole('heading', { name: 'Your details' }).waitFor();
  await page.getByLabel('First name').fill('Maria');
  await page.getByLabel('Last name').fill('Santos');
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Phone').fill('(212) 555-0188');
  await page.getByRole('button', { name: 'Book appointment' }).click();
  await page.getByRole('heading', { name: 'Request sent!' }).waitFor();
  const href = (await page.getByRole('link', { name: 'View your appointment' }).getAttribute('href')) ?? '';
  return href.slice('/m/c/'.length);
}

describe('Your Bookings', () => {
  it('signs in by the e-mailed link, shows the bookings with two practices and the hold, and cancels the pending one', async () => {
    const willow = await signUpPro(server, 'Willow Acupuncture');
    const harbor = await signUpPro(server, 'Harbor Massage');
    await takeCards(willow.client, willow.practice);

    const { context, page } = await openPage(browser, { width: 390, height: 844 });
    try {
      // ---- Booked with both practices; Willow accepts and the client's card is saved (a hold).
      const willowToken = await bookOnPublicPage(page, willow.practice.shortLink, 'Acupuncture');
      await bookOnPublicPage(page, harbor.practice.shortLink, 'Initial consultation');
      const willowId = (await (await newClient(server)).gql(`query($t: String!) { tokenAppointment(instantActionToken: $t) { id } }`, { t: willowToken })).data.tokenAppointment.id;
      expect((await willow.client.gql(ACCEPT, { id: willowId })).data.acceptAppointment.errors).toEqual([]);
      expect((await saveCard(server.url, { id: willowId, token: willowToken, visitor: await newClient(server) })).status).toBe(200);

      // ---- Your Bookings asks who they are, and e-mails a link.
      await page.goto(`${server.url}/m/bookings`);
      await page.getByRole('heading', { name: 'Sign in to see your bookings' }).waitFor();
      await page.getByLabel('Email').fill(EMAIL);
      await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
      await page.getByText('a sign-in link is on its way').waitFor();

      await page.goto(`${server.url}/m/sign_in/${lastSignInToken(server, EMAIL)}`);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL('**/m/bookings');
      await page.getByRole('heading', { name: 'Your Bookings' }).waitFor();
      await page.getByText(EMAIL).waitFor();

      // ---- Upcoming: both, each with its state label, practice and price.
      const willowCard = page.getByRole('article').filter({ hasText: 'Willow Acupuncture' });
      const harborCard = page.getByRole('article').filter({ hasText: 'Harbor Massage' });
      await willowCard.waitFor();
      await willowCard.getByText('CONFIRMED').waitFor();
      await willowCard.getByText('$90.00').waitFor();
      await harborCard.getByText('PENDING').waitFor();
      await harborCard.getByText('Free').waitFor();
      expect(await willowCard.getByRole('link').getAttribute('href')).toBe(`/m/c/${willowToken}`);
      expect(await willowCard.getByRole('button', { name: 'Cancel booking' }).count()).toBe(0);
      await snapshot(page, 'client-bookings-upcoming-390');

      // ---- Transactions: the hold.
      await page.getByRole('tab', { name: 'Transactions' }).click();
      const transaction = page.getByRole('article').filter({ hasText: 'Willow Acupuncture' });
      await transaction.getByText('Your card will be charged the day of the appointment').waitFor();
      await transaction.getByText('PENDING').waitFor();
      await page.getByRole('tab', { name: 'Expired Requests' }).click();
      await page.getByText('You do not have any expired booking requests.').waitFor();
      await snapshot(page, 'client-bookings-expired-390');

      // ---- Cancel the pending request: confirmed, then gone.
      await page.getByRole('tab', { name: 'Upcoming Bookings' }).click();
      await harborCard.getByRole('button', { name: 'Cancel booking' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel booking' });
      await dialog.getByText('Are you sure you want to cancel this booking?').waitFor();
      await snapshot(page, 'client-bookings-cancel-390');
      await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
      await page.getByText('Your appointment has been cancelled.').waitFor();
      await harborCard.waitFor({ state: 'detached' });
      await willowCard.waitFor();

      // ---- Wider: two columns; signing out leaves the sign-in form.
      await page.setViewportSize({ width: 1280, height: 800 });
      await snapshot(page, 'client-bookings-upcoming-1280');

      // ---- The mobile app: wider than 768 px, the links go by text to the phone she booked with.
      await page.getByRole('button', { name: 'Get the mobile app' }).click();
      const prompt = page.getByRole('dialog');
      await prompt.getByText('A text message has been sent to your phone').waitFor();
      await prompt.getByRole('link', { name: 'Continue to the web version' }).waitFor();
      await snapshot(page, 'client-bookings-app-prompt-1280');
      await page.keyboard.press('Escape');
      await prompt.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByRole('heading', { name: 'Sign in to see your bookings' }).waitFor();

      // ---- From an appointment's page, one click e-mails a link to the address it was booked with.
      await page.goto(`${server.url}/m/c/${willowToken}`);
      await page.getByRole('link', { name: 'All your bookings' }).click();
      await page.getByRole('button', { name: 'Send a link to the address I booked with' }).click();
      await page.getByText(`We e-mailed a sign-in link to m•••@example.com`).waitFor();
      await snapshot(page, 'client-bookings-from-appointment-1280');
    } finally {
      await context.close();
    }
  }, 180_000);
});
