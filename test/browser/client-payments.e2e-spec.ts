// The client's money on the appointment page (/m/c/{token}) in a real browser, on the embedded
// payment simulator (issue 11): a client with a confirmed future appointment sees 'Card needed',
// adds a card through the page's card form; on the appointment's day (the test moves the server's
// clock and runs one pass of the day-of job) the page reads Paid; after the appointment the client
// adds a 15 % tip. A second client's declined card is refused with the provider's reason, and a
// card that fails when charged shows the payment error while the pro's history records
// PaymentFailed. A third pays with the simulated PayPal window and sees the Venmo browser messages.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { AdjustableClock } from '../../apps/api/src/infrastructure/clock.js';
import { DayOfCharges } from '../../apps/api/src/payments/day-of-charges.job.js';
import type { TestClient } from '../support/graphql-client.js';
import { ACCEPT, HISTORY, UPSERT_SERVICE } from '../support/operations.js';
import { connectSimulatedProviders, SET_PAYMENT_PROVIDER } from '../support/payment-operations.js';
import { freeSlots, newClient, requestAppointment, signUpPro, startTestServer, type TestPractice } from '../support/test-server.js';
import { ensureWebBuild, STEP_TIMEOUT_MS, JOURNEY_START, launchChromium, openPage, snapshot, webDist } from './browser.js';

const TIPS = `mutation { updatePracticeAcceptsTips(acceptsTips: true) { result errors } }`;
const PAYPAL_AND_VENMO = `mutation { updatePaypalSettings(paypalActive: true, venmoActive: true) { result errors } }`;
const OFFLINE = `mutation($input: OfflineOptionsInput!) { updatePracticeOfflineOptions(input: $input) { result errors } }`;

const IPHONE_CHROME = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1';
const ANDROID_FIREFOX = 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0';

const HOUR = 3_600_000;
const clock = new AdjustableClock();
let server: RunningServer;
let browser: Browser;
let pro: TestClient;

interface Booked {
  id: string;
  token: string;
  startsAt: string;
}
/** a: the card that pays on the day; b: the declined and failing cards; c: PayPal. */
let a: Booked, b: Booked, c: Booked;

beforeAll(async () => {
  clock.set(JOURNEY_START);
  ensureWebBuild();
  server = await startTestServer({ clock, webDist, publicCallsPerMinute: 100_000 });
  browser = await launchChromium();
  const signedUp = await signUpPro(server, 'Harbor Massage');
  pro = signedUp.client;
  const practice = signedUp.practice as TestPractice;
  await connectSimulatedProviders(pro);
  expect((await pro.gql(SET_PAYMENT_PROVIDER, { p: 'stripe' })).data.updatePracticePaymentProvider.result).toBe('success');
  for (const op of [TIPS, PAYPAL_AND_VENMO]) expect((await pro.gql(op)).data).toBeTruthy();
  expect((await pro.gql(OFFLINE, { input: { acceptsCash: true, acceptsZelle: true } })).data.updatePracticeOfflineOptions.result).toBe('success');
  const [service] = practice.services;
  const priced = { id: service.id, name: 'Deep tissue massage', description: 'Firm pressure.', timeLength: 60, amountCents: 9_000, locationIds: practice.locations.map((l) => l.id) };
  expect((await pro.gql(UPSERT_SERVICE, { input: priced })).data.upsertService.result).toBe('success');

  // Three confirmed appointments from tomorrow on, two hours apart, each for its own client.
  const visitor = await newClient(server);
  const slots: string[] = [];
  for (const slot of await freeSlots(visitor, practice)) {
    const after = slots.length ? Date.parse(slots[slots.length - 1]) + 2 * HOUR : JOURNEY_START.getTime() + 24 * HOUR;
    if (slots.length < 3 && Date.parse(slot) >= after) slots.push(slot);
  }
  expect(slots).toHaveLength(3);
  const book = async (i: number): Promise<Booked> => {
    const client = await newClient(server);
    const res = (await requestAppointment(client, practice, { startsAt: slots[i], email: `payer${i}@example.com`, firstName: `Payer${i}`, phone: `(212) 555-03${10 + i}` })).data.requestAppointment;
    expect(res.errors).toEqual([]);
    expect((await pro.gql(ACCEPT, { id: res.appointmentId })).data.acceptAppointment.result).toBe('success');
    return { id: res.appointmentId, token: res.instantActionToken, startsAt: slots[i] };
  };
  [a, b, c] = [await book(0), await book(1), await book(2)];
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function openAppointment(booked: Booked, width: number, userAgent?: string): Promise<{ context: BrowserContext; page: Page }> {
  const opened = userAgent
    ? await (async () => {
        const context = await browser.newContext({ viewport: { width, height: 800 }, userAgent, isMobile: true, hasTouch: true });
        const page = await context.newPage();
        page.setDefaultTimeout(STEP_TIMEOUT_MS);
        return { context, page };
      })()
    : await openPage(browser, { width, timezoneId: 'America/New_York' });
  await opened.page.goto(`${server.url}/m/c/${booked.token}`);
  await opened.page.getByRole('heading', { level: 1 }).waitFor();
  return opened;
}

const banner = (page: Page) => page.getByRole('status', { name: 'Payment status' });
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? null);

async function fillCard(page: Page, number: string) {
  const form = page.getByRole('form', { name: 'Card details' });
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry (MM / YY)').fill('12/34');
  await form.getByLabel('CVC').fill('123');
  return form;
}

const historyTypes = async (id: string): Promise<string[]> => (await pro.gql(HISTORY, { id })).data.appointmentHistory.map((e: { type: string }) => e.type);

describe('client payments on the appointment page', () => {
  it("a future appointment: 'Card needed', then a card added through the page's card form; a declined card is refused with its reason", async () => {
    const { context, page } = await openAppointment(a, 1280);
    try {
      await banner(page).getByText('Card needed', { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Pay now' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Add tip' }).count()).toBe(0);
      await page.getByRole('region', { name: 'Harbor Massage also accepts' }).getByText('Zelle').waitFor();
      await snapshot(page, 'payments-card-needed-1280');

      await page.getByRole('button', { name: 'Add credit card' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add credit card' });
      await fillCard(page, '4242 4242 4242 4242');
      expect(await dialog.getByLabel('Expiry (MM / YY)').inputValue()).toBe('12 / 34');
      await snapshot(page, 'payments-add-card-dialog-1280');
      await dialog.getByRole('button', { name: 'Save card' }).click();
      await page.getByText('Your payment method has been saved.').waitFor();
      await banner(page).getByText('Pending', { exact: true }).waitFor();
      await page.getByText('Card on file: Visa •••• 4242 · expires 12/34').waitFor();
      expect(await dialog.count()).toBe(0);
    } finally {
      await context.close();
    }

    // The second client, on a phone, by keyboard: a declined test card is refused with the provider's words.
    const phone = await openAppointment(b, 375);
    try {
      const { page } = phone;
      await banner(page).getByText('Card needed', { exact: true }).waitFor();
      await snapshot(page, 'payments-card-needed-375');
      const addCard = page.getByRole('button', { name: 'Add credit card' });
      await addCard.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Add credit card' });
      const form = await fillCard(page, '4000000000000002');
      await form.getByLabel('CVC').press('Enter');
      await dialog.getByRole('alert').getByText('Your card was declined.').waitFor();
      await snapshot(page, 'payments-declined-card-375');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      expect(await focusedText(page)).toBe('Add credit card');
      await banner(page).getByText('Card needed', { exact: true }).waitFor();
    } finally {
      await phone.context.close();
    }
  });

  it('on the appointment day the job charges the card: the page reads Paid', async () => {
    clock.set(new Date(Date.parse(a.startsAt) - 60_000));
    const report = await server.app.get(DayOfCharges).chargeDue(clock.now());
    expect(report).toMatchObject({ charged: 1, failed: 0 });
    const { context, page } = await openAppointment(a, 1280);
    try {
      await banner(page).getByText('Paid', { exact: true }).waitFor();
      await page.getByRole('list', { name: 'Transactions' }).getByText('PROCESSED').waitFor();
      // Not past yet: no tip, no Pay now.
      expect(await page.getByRole('button', { name: 'Add tip' }).count()).toBe(0);
      await snapshot(page, 'payments-paid-1280');
    } finally {
      await context.close();
    }
  });

  it("after the appointment the client adds a 15 % tip: 'Please select a tip option.' first, then 'Tip added successfully. Thank you!'", async () => {
    clock.set(new Date(Date.parse(c.startsAt) + 2 * HOUR));
    for (const width of [375, 1280]) {
      const { context, page } = await openAppointment(a, width);
      try {
        await page.getByRole('heading', { name: 'Appointment passed' }).waitFor();
        await page.getByRole('button', { name: 'Add tip' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add tip' });
        // The saved card is the default way to pay.
        expect(await dialog.getByRole('radio', { name: /^Saved card/ }).isChecked()).toBe(true);
        await dialog.getByRole('button', { name: 'Add tip', exact: true }).click();
        const required = dialog.getByRole('alert').getByText('Please select a tip option.');
        await required.waitFor();
        if (width === 1280) {
          // The message goes after 4 seconds on its own.
          await page.waitForTimeout(3_000);
          expect(await required.isVisible()).toBe(true);
          await required.waitFor({ state: 'hidden', timeout: 3_000 });
        }
        await dialog.getByRole('radio', { name: /^Custom/ }).check();
        expect(await dialog.getByLabel('Custom tip ($)').inputValue()).toBe('9.00'); // starts at 10 %
        await dialog.getByRole('radio', { name: /^15%/ }).check();
        await snapshot(page, `payments-tip-dialog-${width}`);
        if (width === 375) {
          await dialog.getByRole('button', { name: 'Close' }).click();
          await dialog.waitFor({ state: 'hidden' });
          continue;
        }
        await dialog.getByRole('button', { name: 'Add tip $13.50' }).click();
        await page.getByText('Tip added successfully. Thank you!').waitFor();
        await page.getByRole('region', { name: 'Services' }).getByText('$103.50').waitFor();
        expect(await page.getByRole('button', { name: 'Add tip' }).count()).toBe(0);
        await snapshot(page, 'payments-tip-added-1280');
      } finally {
        await context.close();
      }
    }
    expect(await historyTypes(a.id)).toEqual(expect.arrayContaining(['PaymentCharged', 'ChargeAttempted']));
  });

  it('Pay now with a card that fails when charged shows the payment error, and the pro sees PaymentFailed', async () => {
    const { context, page } = await openAppointment(b, 1280);
    try {
      await banner(page).getByText('Card needed past due', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Pay now' }).click();
      const dialog = page.getByRole('dialog', { name: 'Pay now' });
      // No saved card: that choice is disabled and a new card is the default.
      expect(await dialog.getByRole('radio', { name: /^Saved card/ }).isDisabled()).toBe(true);
      expect(await dialog.getByRole('radio', { name: /^New card/ }).isChecked()).toBe(true);
      await fillCard(page, '4000000000000341');
      await dialog.getByRole('button', { name: 'Save card and pay $90.00' }).click();
      await dialog.getByRole('alert').getByText('Please select a tip option.').waitFor();
      await dialog.getByRole('radio', { name: /^Not now/ }).check();
      await dialog.getByRole('button', { name: 'Save card and pay $90.00' }).click();
      await dialog.getByText('Card saved successfully').waitFor();
      await dialog.getByText('There was an error processing your payment: Your card was declined.').waitFor();
      await snapshot(page, 'payments-payment-error-1280');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await banner(page).getByText('Failed', { exact: true }).waitFor();
      await banner(page).getByText('Your last payment did not go through: Your card was declined.').waitFor();
      await page.getByRole('button', { name: 'Pay now' }).waitFor();
    } finally {
      await context.close();
    }
    expect(await historyTypes(b.id)).toContain('PaymentFailed');
  });

  it("PayPal through the simulator's window, and Venmo's browser messages on phones", async () => {
    const android = await openAppointment(c, 375, ANDROID_FIREFOX);
    try {
      await android.page.getByRole('button', { name: 'Pay now' }).click();
      const dialog = android.page.getByRole('dialog', { name: 'Pay now' });
      await dialog.getByText('Please use Chrome browser on Android to pay with Venmo.').waitFor();
      expect(await dialog.getByRole('radio', { name: 'Venmo' }).isDisabled()).toBe(true);
    } finally {
      await android.context.close();
    }

    const { context, page } = await openAppointment(c, 375, IPHONE_CHROME);
    try {
      await page.getByRole('button', { name: 'Pay now' }).click();
      const dialog = page.getByRole('dialog', { name: 'Pay now' });
      await dialog.getByText('Please use Safari browser on iOS to pay with Venmo.').waitFor();
      await dialog.getByRole('radio', { name: /^20%/ }).check();
      await dialog.getByRole('radio', { name: 'PayPal' }).check();
      await snapshot(page, 'payments-pay-dialog-375');
      await dialog.getByRole('button', { name: 'Continue to PayPal' }).click();
      const paypal = dialog.getByRole('region', { name: 'PayPal checkout' });
      await paypal.getByText('$108.00').waitFor();
      await snapshot(page, 'payments-paypal-window-375');
      await paypal.getByRole('button', { name: 'Approve PayPal payment' }).click();
      await page.getByText('Your payment has been processed successfully.').waitFor();
      await banner(page).getByText('Paid', { exact: true }).waitFor();
      await page.getByRole('list', { name: 'Transactions' }).getByText('Payment (PayPal)').waitFor();
    } finally {
      await context.close();
    }
  });
});
