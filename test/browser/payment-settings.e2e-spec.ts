// The pro's payments page in a real browser (spec 002 §2 /portal/settings/banking, §4 provider
// states, §8 messages): Stripe connected through the simulator's page (requirements due first),
// a card required at booking, PayPal connected, its status checked until onboarding is complete,
// Venmo turned on, PayPal disconnected, the currency changed; then on a phone, Square refused and
// reconnected, and the active provider switched after the warning about clients' cards.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Locator, Page } from 'playwright-core';
import { newCommandContext } from '#app/es';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { CommandSender } from '../../apps/api/src/infrastructure/command-sender.js';
import { ChangePracticeCommand } from '../../apps/api/src/practice/commands/change-practice/change-practice.command.js';
import type { TestClient } from '../support/graphql-client.js';
import { signUpPro } from '../support/test-server.js';
import { closeProduct, logIn as logInAs, openPage as openBrowserPage, snapshot, startProductInBrowser, settledPageWidth } from './browser.js';

const SETTINGS = `{ paymentSettings { paymentProvider currency requireClientCcToBook chargeClientCcAtBooking paypalActive venmoActive acceptsTips } }`;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startProductInBrowser());
}, 180_000);

afterAll(() => closeProduct({ server, browser }));

const openPage = (width = 1280) => openBrowserPage(browser, { width, height: 900 });
/** A toast (react-admin's snackbar), not one of the page's own banners. */
const toast = (page: Page, text: string): Locator => page.locator('.MuiSnackbarContent-root').filter({ hasText: text });

/** Waits until `read` gives `expected` (a command's effect seen through the API). */
async function eventually<T>(read: () => Promise<T>, expected: T): Promise<void> {
  for (let i = 0; i < 50 && (await read()) !== expected; i++) await new Promise((r) => setTimeout(r, 100));
  expect(await read()).toBe(expected);
}
const settingsOf = async (pro: TestClient) => (await pro.gql(SETTINGS)).data.paymentSettings;

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await logInAs(page, server.url, email, password);
  await page.getByRole('button', { name: /^Notifications/ }).waitFor();
}

/** On the simulator's page (it must say it is one), answer as the provider would. */
async function answerAtSimulator(page: Page, answer: string, shot?: string): Promise<void> {
  await page.waitForURL('**/portal/settings/banking/simulator/**');
  await page.getByText('Provider simulator.').waitFor();
  if (shot) await snapshot(page, shot);
  await page.getByRole('button', { name: answer }).click();
  await page.waitForURL(/\/portal\/settings\/banking$/);
}

/** Staff turn on the practice's choice of currency (there is no call for it in the portal). */
async function enableCurrency(practiceId: string): Promise<void> {
  const staff = newCommandContext({ kind: 'system', id: 'support', name: 'Support' });
  await server.app.get(CommandSender).send(new ChangePracticeCommand(practiceId, { type: 'UpdatePaymentSettings', data: { currencyEnabled: true } }, staff));
}

describe('payment settings', () => {
  it('connects Stripe and PayPal through the simulator, requires a card, turns Venmo on, disconnects PayPal, changes the currency', async () => {
    const pro = await signUpPro(server, 'Banking Journey Studio');
    await enableCurrency(pro.practice.id);
    const { context, page } = await openPage();
    try {
      await logIn(page, pro.email, pro.password);
      await page.getByRole('menuitem', { name: 'Payment settings' }).click();
      await page.waitForURL('**/portal/settings/banking');
      await page.getByRole('heading', { name: 'Payments', level: 1 }).waitFor();
      const stripe = page.getByRole('region', { name: 'Stripe' });
      await stripe.getByText('Not connected').waitFor();
      // Without a connected provider the card requirement is off, and says why (spec 002 §5).
      expect(await page.getByLabel('Require a credit card to book').isDisabled()).toBe(true);
      await page.getByText('Connect Stripe or Square (and make it your active provider) to require a card when clients book.').waitFor();
      await page.getByText('No card provider is connected yet.', { exact: false }).waitFor();
      await snapshot(page, 'banking-empty-1280');

      // ---- Stripe: requirements due first, then onboarding completed.
      await stripe.getByRole('link', { name: 'Connect Stripe' }).click();
      await answerAtSimulator(page, 'Leave requirements due', 'banking-simulator-stripe-1280');
      await toast(page, 'Stripe is connected but needs more details before you can take cards.').waitFor();
      await stripe.getByText('Check Stripe account for missing requirements.').waitFor();
      await stripe.getByText('Onboarding incomplete').waitFor();
      expect(await page.getByLabel('Require a credit card to book').isDisabled()).toBe(true);
      await stripe.getByRole('link', { name: 'Update' }).click();
      await answerAtSimulator(page, 'Complete onboarding');
      await toast(page, 'Stripe connected.').waitFor();
      await stripe.getByRole('link', { name: 'Manage Stripe' }).waitFor();
      await stripe.getByText('Active provider').waitFor();
      expect(await stripe.getByText('Check Stripe account for missing requirements.').count()).toBe(0);

      // ---- Require a card; charge-at-booking appears only then.
      expect(await page.getByLabel('Charge the card at booking').count()).toBe(0);
      await page.getByLabel('Require a credit card to book').check();
      await page.getByLabel('Charge the card at booking').check();
      await page.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'Settings updated successfully.').waitFor();
      expect(await settingsOf(pro.client)).toMatchObject({ paymentProvider: 'stripe', requireClientCcToBook: true, chargeClientCcAtBooking: true });

      // ---- PayPal: onboarding incomplete until the second status check; then Venmo on.
      const paypal = page.getByRole('region', { name: 'PayPal / Venmo' });
      await paypal.getByText('Beta').waitFor();
      await paypal.getByRole('link', { name: 'Connect PayPal' }).click();
      await answerAtSimulator(page, 'Start onboarding', 'banking-simulator-paypal-1280');
      await toast(page, 'PayPal connected. Finish your onboarding at PayPal, then check your status.').waitFor();
      await paypal.getByText('Onboarding incomplete').waitFor();
      await paypal.getByRole('button', { name: 'Check status' }).click();
      await toast(page, 'PayPal onboarding is not complete yet.').waitFor();
      await paypal.getByRole('button', { name: 'Check status' }).click();
      await toast(page, 'Your PayPal account is ready').waitFor();
      // Pessimistic: the switch moves once the server has it.
      await paypal.getByLabel('Accept Venmo').click();
      await toast(page, 'Settings updated successfully.').last().waitFor();
      await eventually(async () => (await settingsOf(pro.client)).venmoActive, true);
      expect(await paypal.getByLabel('Accept Venmo').isChecked()).toBe(true);
      expect(await paypal.getByLabel('Accept PayPal').isChecked()).toBe(false);
      await snapshot(page, 'banking-connected-1280');

      await paypal.getByRole('button', { name: 'Disconnect PayPal' }).click();
      const confirm = page.getByRole('dialog', { name: 'Disconnect PayPal?' });
      await confirm.getByRole('button', { name: 'Disconnect' }).click();
      await toast(page, 'PayPal account disconnected successfully.').waitFor();
      await paypal.getByRole('link', { name: 'Connect PayPal' }).waitFor();
      expect(await settingsOf(pro.client)).toMatchObject({ paypalActive: false, venmoActive: false });

      // ---- Currency (shown only with currencyEnabled); tips with the keyboard.
      await page.getByRole('combobox', { name: 'Currency' }).click();
      await page.getByRole('option', { name: 'CAD - Canadian dollar' }).click();
      await toast(page, 'Currency updated successfully.').waitFor();
      expect((await settingsOf(pro.client)).currency).toBe('CAD');
      await page.getByLabel('Accept tips').focus();
      await page.keyboard.press('Space');
      await eventually(async () => (await settingsOf(pro.client)).acceptsTips, true);

      // ---- The Stripe detail page.
      await stripe.getByRole('link', { name: 'Manage Stripe' }).click();
      await page.waitForURL('**/portal/settings/banking/stripe');
      const account = page.getByRole('region', { name: 'Stripe account' });
      await account.getByText('Operational').waitFor();
      await account.getByText('Banking Journey Studio').waitFor();
      await snapshot(page, 'banking-stripe-details-1280');
    } finally {
      await context.close();
    }
  });

  it('on a phone: Square refused then reconnected, and the active provider switched after a warning', async () => {
    const pro = await signUpPro(server, 'Phone Banking Studio');
    const { context, page } = await openPage(390);
    try {
      await logIn(page, pro.email, pro.password);
      await page.goto(`${server.url}/portal/settings/banking`);
      const square = page.getByRole('region', { name: 'Square' });
      await square.getByRole('link', { name: 'Connect Square' }).click();
      await answerAtSimulator(page, 'Deny access', 'banking-simulator-square-390');
      await toast(page, 'Square authorization was denied.').waitFor();
      await square.getByText('We lost access to your Square account.', { exact: false }).waitFor();
      await square.getByRole('link', { name: 'Reconnect Square' }).click();
      await answerAtSimulator(page, 'Authorize');
      await toast(page, 'Square connected.').waitFor();
      await square.getByText('Active provider').waitFor();

      const stripe = page.getByRole('region', { name: 'Stripe' });
      await stripe.getByRole('link', { name: 'Connect Stripe' }).click();
      await answerAtSimulator(page, 'Complete onboarding');
      await page.getByRole('radio', { name: 'Stripe' }).click();
      const confirm = page.getByRole('dialog', { name: 'Switch to Stripe?' });
      await confirm.getByText('Clients will need to re-enter their card details', { exact: false }).waitFor();
      await snapshot(page, 'banking-switch-390');
      await confirm.getByRole('button', { name: 'Switch' }).click();
      await page.waitForLoadState('load');
      await toast(page, 'Settings updated successfully.').waitFor();
      await stripe.getByText('Active provider').waitFor();
      expect((await settingsOf(pro.client)).paymentProvider).toBe('stripe');
      // Nothing is wider than the phone.
      expect(await settledPageWidth(page, 390)).toBeLessThanOrEqual(390);
      await snapshot(page, 'banking-390');
    } finally {
      await context.close();
    }
  });
});
