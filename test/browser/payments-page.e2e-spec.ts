// The Payments page and a client's Billing tab in a real browser, on the embedded card simulator
// and a clock the test moves (issue 12): four confirmed appointments whose money moved (Ada paid
// by card and tipped, Dorothy marked paid in cash, Katherine's card declined, Grace never paid),
// then eighteen upcoming ones. The pro sees the totals and the weekly chart, filters Unpaid and by
// dates, searches a client, changes the page size, exports every matching row as CSV, opens a
// payment in the calendar from the keyboard, and on Ada's Billing tab sees her card and balance
// and deletes the card. A practice with no provider and no payments is invited to start
// accepting them.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Papa from 'papaparse';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { AdjustableClock } from '../../apps/api/src/infrastructure/clock.js';
import type { TestClient } from '../support/graphql-client.js';
import { ACCEPT, UPSERT_SERVICE } from '../support/operations.js';
import { CHARGE, connectSimulated, saveCard, SET_PAYMENT_PROVIDER, UPDATE_PAYMENT_SETTINGS, type BookedAppointment } from '../support/payment-operations.js';
import { newClient, requestAppointment, signUpPro, startTestServer, type TestPractice } from '../support/test-server.js';
import { ensureWebBuild, STEP_TIMEOUT_MS, JOURNEY_START, launchChromium, logIn, snapshot, webDist, settledPageWidth } from './browser.js';

const TIPS = `mutation { updatePracticeAcceptsTips(acceptsTips: true) { result errors } }`;
const TIP_ONLY = `mutation($id: ID!, $token: String!, $tip: Int!) { chargeTipOnly(appointmentId: $id, instantActionToken: $token, tipAmount: $tip) { result errors } }`;
const MARK_PAID = `mutation($id: ID!, $paidBy: String!) { markPaid(appointmentId: $id, paidBy: $paidBy) { result errors } }`;
const ROWS = `query($stateFilter: String, $searchTerm: String) { currentPractice {
  pastAppointments(limit: null, stateFilter: $stateFilter, searchTerm: $searchTerm) { id clientId clientName startsAt timeZone amountCents feeCents platformFeeCents badge instantActionToken } } }`;

const DAY = 86_400_000;
const FILLERS = 18;
const clock = new AdjustableClock();
let server: RunningServer;
let browser: Browser;
let pro: TestClient;
let login: { email: string; password: string };
const booked: Record<'ada' | 'grace' | 'katherine' | 'dorothy', BookedAppointment> = {} as never;

interface Row {
  id: string;
  clientId: string;
  clientName: string;
  startsAt: string;
  timeZone: string;
  amountCents: number;
  feeCents: number;
  platformFeeCents: number;
  badge: string;
  instantActionToken: string;
}
const directoryRows = async (vars: Record<string, unknown> = {}): Promise<Row[]> => (await pro.gql(ROWS, vars)).data.currentPractice.pastAppointments;

beforeAll(async () => {
  clock.set(JOURNEY_START);
  ensureWebBuild();
  server = await startTestServer({ clock, webDist, publicCallsPerMinute: 100_000 });
  browser = await launchChromium();
  const signedUp = await signUpPro(server, 'Harbor Lane Massage');
  pro = signedUp.client;
  login = { email: signedUp.email, password: signedUp.password };
  const practice = signedUp.practice as TestPractice;
  await connectSimulated(pro, 'stripe');
  expect((await pro.gql(SET_PAYMENT_PROVIDER, { p: 'stripe' })).data.updatePracticePaymentProvider.result).toBe('success');
  expect((await pro.gql(TIPS)).data.updatePracticeAcceptsTips.result).toBe('success');
  const [service] = practice.services;
  const priced = { id: service.id, name: 'Swedish massage', description: 'Relaxing.', timeLength: 60, amountCents: 9_000, locationIds: practice.locations.map((l) => l.id) };
  expect((await pro.gql(UPSERT_SERVICE, { input: priced })).data.upsertService.result).toBe('success');

  const book = async (firstName: string, lastName: string, email: string, phone: string): Promise<BookedAppointment> => {
    const visitor = await newClient(server);
    const res = (await requestAppointment(visitor, practice, { firstName, lastName, email, phone })).data.requestAppointment;
    expect(res.errors).toEqual([]);
    expect((await pro.gql(ACCEPT, { id: res.appointmentId })).data.acceptAppointment.result).toBe('success');
    return { id: res.appointmentId, token: res.instantActionToken, visitor };
  };
  booked.ada = await book('Ada', 'Lovelace', 'ada@example.com', '(646) 555-0201');
  booked.grace = await book('Grace', 'Hopper', 'grace@example.com', '(646) 555-0202');
  booked.katherine = await book('Katherine', 'Johnson', 'katherine@example.com', '(646) 555-0203');
  booked.dorothy = await book('Dorothy', 'Vaughan', 'dorothy@example.com', '(646) 555-0204');

  // Ada pays by card (her card stays on file), Katherine's card fails, Dorothy pays cash.
  expect((await saveCard(server.url, booked.ada)).status).toBe(200);
  expect((await booked.ada.visitor.gql(CHARGE, { id: booked.ada.id, token: booked.ada.token })).data.chargeCard.result).toBe('success');
  expect((await saveCard(server.url, booked.katherine, '4000000000000341')).status).toBe(200);
  expect((await booked.katherine.visitor.gql(CHARGE, { id: booked.katherine.id, token: booked.katherine.token })).data.chargeCard.errors).toEqual(['Your card was declined.']);
  expect((await pro.gql(MARK_PAID, { id: booked.dorothy.id, paidBy: 'cash' })).data.markPaid.result).toBe('success');

  // A month later the four are past (Grace and Katherine owe), Ada tips, and more are booked ahead.
  clock.advance(30 * DAY);
  expect((await booked.ada.visitor.gql(TIP_ONLY, { id: booked.ada.id, token: booked.ada.token, tip: 1350 })).data.chargeTipOnly.result).toBe('success');
  for (let i = 0; i < FILLERS; i++) await book(`Guest${i}`, 'Quill', `guest${i}@example.com`, `(646) 555-03${String(i).padStart(2, '0')}`);
  expect((await pro.gql(UPDATE_PAYMENT_SETTINGS, { input: { requireClientCcToBook: true } })).data.updatePaymentSettings.result).toBe('success');
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A page on the server's clock (the debounce still runs on real timers). */
async function openAt(width: number): Promise<{ context: BrowserContext; page: Page }> {
  // Reduced motion: the chart draws its bars at once (screenshots show the real heights).
  const context = await browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true, timezoneId: 'America/New_York', reducedMotion: 'reduce' });
  await context.clock.install({ time: clock.now() });
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  return { context, page };
}

async function logInAs(page: Page, email = login.email, password = login.password) {
  await logIn(page, server.url, email, password);
  await page.getByRole('button', { name: /^Notifications/ }).waitFor();
}

const table = (page: Page) => page.getByRole('table', { name: 'Payments' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const toast = (page: Page, text: string): Locator => page.getByRole('alert').filter({ hasText: text });
/** Waits until `locator` matches `count` elements (the list settles after a fetch). */
async function countIs(locator: Locator, count: number, timeout = 15_000): Promise<void> {
  const until = Date.now() + timeout;
  let seen = await locator.count();
  while (seen !== count && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    seen = await locator.count();
  }
  expect(seen).toBe(count);
}
const displayed = (row: Row) => (row.amountCents + row.feeCents + row.platformFeeCents) / 100;

/** Picks an option of one of the page's selects (Date, Status, Rows per page). */
async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function exportCsv(page: Page): Promise<{ name: string; rows: string[][] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const [header, ...rows] = Papa.parse<string[]>(readFileSync((await download.path())!, 'utf8'), { skipEmptyLines: true }).data;
  expect(header.slice(0, 9)).toEqual(['Date', 'Time', 'Time Zone', 'Client', 'Email', 'Phone', 'Service', 'Location', 'Amount']);
  return { name: download.suggestedFilename(), rows };
}

/** What a CSV row says of a directory row: client, day and the displayed amount. */
const csvKey = (cells: string[]) => `${cells[3]}|${cells[0]}|${cells[8]}`;
const rowKey = (row: Row) => {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: row.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(row.startsAt));
  return `${row.clientName}|${day}|${displayed(row).toFixed(2)}`;
};

describe('the Payments page', () => {
  it('totals, chart, Unpaid, search, page size, CSV of every matching row, and a payment opened in the calendar', async () => {
    const all = await directoryRows();
    expect(all).toHaveLength(4 + FILLERS);
    const { context, page } = await openAt(1280);
    try {
      await logInAs(page);
      await page.getByRole('menuitem', { name: 'Payments' }).click();
      await page.waitForURL('**/portal/payments');
      await page.getByRole('heading', { name: 'Payments', level: 1 }).waitFor();

      // Totals: Ada's $90 and $13.50 tip plus Dorothy's $90 in cash; Grace and Katherine owe $90 each.
      await page.getByRole('region', { name: 'Total collected' }).getByText('$193.50').waitFor();
      await page.getByRole('region', { name: 'Total outstanding' }).getByText('$180.00').waitFor();
      expect(await page.getByRole('region', { name: 'Collected per week' }).locator('svg .MuiBarChart-element').count()).toBeGreaterThan(0);
      // The card requirement is on: the Settings button leads to the payment settings.
      expect(await page.getByRole('link', { name: 'Settings', exact: true }).getAttribute('href')).toBe('/portal/settings/banking');

      // 20 rows a page by default, newest first: the upcoming ones, then Dorothy (paid in cash).
      await countIs(bodyRows(page), 20);
      await page.getByText(`1–20 of ${all.length}`).waitFor();
      const dorothyRow = bodyRows(page).filter({ hasText: 'Dorothy Vaughan' });
      await dorothyRow.getByText('Paid', { exact: true }).waitFor();
      await dorothyRow.getByText('Paid by cash').waitFor();
      await bodyRows(page).first().getByText('Upcoming', { exact: true }).waitFor();
      await snapshot(page, 'payments-page-1280');

      // Every matching row, not only the page on screen.
      const everything = await exportCsv(page);
      expect(everything.name).toBe('payments.csv');
      expect(everything.rows.map(csvKey)).toEqual(all.map(rowKey));

      // Page size: All, then 50, then back to 20 and the second page.
      const rowsPerPage = page.getByRole('combobox', { name: /Rows per page/ });
      await choose(page, rowsPerPage, 'All');
      await countIs(bodyRows(page), all.length);
      expect(page.url()).toContain('perPage=all');
      // Ada's row, the oldest: the amount, the tip beneath it, the Paid badge.
      const adaRow = bodyRows(page).last();
      await adaRow.getByText('Ada Lovelace').waitFor();
      await adaRow.getByText('$90.00').waitFor();
      await adaRow.getByText('+ $13.50 tip').waitFor();
      await adaRow.getByText('Paid', { exact: true }).waitFor();
      await choose(page, rowsPerPage, '50');
      await page.getByText(`1–${all.length} of ${all.length}`).waitFor();
      await choose(page, rowsPerPage, '20');
      await page.getByRole('button', { name: 'Go to next page' }).click();
      await page.getByText(`21–${all.length} of ${all.length}`).waitFor();
      await countIs(bodyRows(page), all.length - 20);

      // Unpaid: Grace (past due) and Katherine (declined); the totals do not follow the state.
      await choose(page, page.getByRole('combobox', { name: 'Status' }), 'Unpaid');
      await countIs(bodyRows(page), 2);
      await bodyRows(page).filter({ hasText: 'Katherine Johnson' }).getByText('Your card was declined.').waitFor();
      await bodyRows(page).filter({ hasText: 'Grace Hopper' }).getByText('Unpaid', { exact: true }).waitFor();
      await page.getByRole('region', { name: 'Total outstanding' }).getByText('$180.00').waitFor();
      const unpaid = await exportCsv(page);
      expect(unpaid.name).toBe('payments-unpaid.csv');
      expect(unpaid.rows.map(csvKey)).toEqual((await directoryRows({ stateFilter: 'unpaid' })).map(rowKey));
      await snapshot(page, 'payments-unpaid-1280');

      // Dates: last month (June) holds the four first appointments, this month the upcoming ones.
      await choose(page, page.getByRole('combobox', { name: 'Status' }), 'All payments');
      await choose(page, page.getByRole('combobox', { name: 'Date' }), 'Last month');
      await countIs(bodyRows(page), 4);
      await page.getByRole('region', { name: 'Total collected' }).getByText('Last month').waitFor();
      await choose(page, page.getByRole('combobox', { name: 'Date' }), 'This month');
      await countIs(bodyRows(page), FILLERS);
      await choose(page, page.getByRole('combobox', { name: 'Date' }), 'All time');

      // Search (after a pause in typing): one client, any state.
      await page.getByRole('searchbox', { name: 'Search' }).fill('katherine');
      await page.waitForURL(/q=katherine/);
      await countIs(bodyRows(page), 1);
      await page.getByRole('region', { name: 'Total collected' }).getByText('$0.00').waitFor();
      await page.getByRole('searchbox', { name: 'Search' }).fill('nobody at all');
      await page.getByText('No payments match these filters').waitFor();
      await snapshot(page, 'payments-no-match-1280');
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await countIs(bodyRows(page), 20);
      expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('');

      // From the keyboard: Dorothy's date is the link to her appointment in the calendar's flyout.
      await bodyRows(page).filter({ hasText: 'Dorothy Vaughan' }).getByRole('link').focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(`**/portal/calendar#${booked.dorothy.token}`);
      await page.getByRole('dialog').first().waitFor();
    } finally {
      await context.close();
    }
  });

  it("a client's Billing tab: balance, the saved card and its deletion, the client's payments", async () => {
    const ada = (await directoryRows({ searchTerm: 'ada@example.com' }))[0];
    const { context, page } = await openAt(1280);
    try {
      await logInAs(page);
      await page.goto(`${server.url}/portal/clients/${ada.clientId}`);
      await page.getByRole('tab', { name: 'Billing' }).click();
      await page.waitForURL(`**/portal/clients/${ada.clientId}/billing`);
      const balance = page.getByRole('region', { name: 'Balance' });
      await balance.getByText('$103.50').waitFor();
      await balance.getByText('$0.00').waitFor();
      const card = page.getByRole('region', { name: 'Card on file' });
      await card.getByText('Visa •••• 4242').waitFor();
      await card.getByText('Expires 12/34').waitFor();
      const payments = page.getByRole('region', { name: 'Client payments' });
      expect(await payments.locator('tbody tr').count()).toBe(1);
      await payments.getByText('Paid', { exact: true }).waitFor();
      await snapshot(page, 'client-billing-1280');

      await card.getByRole('button', { name: 'Delete' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete payment method' });
      await confirm.getByText('Visa •••• 4242').waitFor();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await toast(page, 'Payment method deleted successfully').waitFor();
      await card.getByText('No card on file.').waitFor();
      await snapshot(page, 'client-billing-card-deleted-1280');
    } finally {
      await context.close();
    }
  });

  it('on a phone: cards instead of the table, and the Billing tab behind the section dropdown', async () => {
    const ada = (await directoryRows({ searchTerm: 'ada@example.com' }))[0];
    const { context, page } = await openAt(390);
    try {
      await logInAs(page);
      await page.goto(`${server.url}/portal/payments`);
      const cards = page.getByRole('list', { name: 'Payments' });
      await countIs(cards.getByRole('listitem'), 20);
      expect(await table(page).count()).toBe(0);
      const dorothyCard = cards.getByRole('listitem').filter({ hasText: 'Dorothy Vaughan' });
      expect(await dorothyCard.getByRole('link').getAttribute('href')).toBe(`/portal/calendar#${booked.dorothy.token}`);
      expect(await settledPageWidth(page, 390)).toBeLessThanOrEqual(390);
      await snapshot(page, 'payments-page-390');

      await page.goto(`${server.url}/portal/clients/${ada.clientId}`);
      await choose(page, page.getByRole('combobox', { name: 'Section' }), 'Billing');
      await page.waitForURL(`**/portal/clients/${ada.clientId}/billing`);
      await page.getByRole('region', { name: 'Balance' }).getByText('$103.50').waitFor();
      await page.getByRole('region', { name: 'Card on file' }).getByText('No card on file.').waitFor();
      await page.getByRole('list', { name: 'Payments' }).getByText('Paid', { exact: true }).waitFor();
      await snapshot(page, 'client-billing-390');
    } finally {
      await context.close();
    }
  });

  it('the money journey: Unpaid last month, Grace marked paid by cash and undone in the flyout, $10 of Ada refunded, the totals and the CSV follow', async () => {
    const { context, page } = await openAt(1280);
    const totals = async (collected: string, outstanding: string) => {
      await page.goto(`${server.url}/portal/payments`);
      await page.getByRole('region', { name: 'Total collected' }).getByText(collected).waitFor();
      await page.getByRole('region', { name: 'Total outstanding' }).getByText(outstanding).waitFor();
    };
    const flyout = () => page.getByRole('dialog').filter({ has: page.getByRole('region', { name: 'Payment' }) });
    // The flyout is modal: the toast outside it is hidden from the accessibility tree, so by text.
    const toastOverFlyout = (text: string) => page.getByText(text, { exact: true });
    try {
      await logInAs(page);
      await totals('$193.50', '$180.00');
      await choose(page, page.getByRole('combobox', { name: 'Status' }), 'Unpaid');
      await choose(page, page.getByRole('combobox', { name: 'Date' }), 'Last month');
      await countIs(bodyRows(page), 2);

      // Grace's payment opens in the calendar's flyout: past due, no card; mark it paid by cash.
      await bodyRows(page).filter({ hasText: 'Grace Hopper' }).getByRole('link').click();
      await page.waitForURL(`**/portal/calendar#${booked.grace.token}`);
      const payment = flyout().getByRole('region', { name: 'Payment' });
      await payment.getByText('Payment past due: no card on file.', { exact: false }).waitFor();
      await payment.getByRole('button', { name: 'Mark as paid' }).click();
      const dialog = page.getByRole('dialog', { name: 'Mark as paid' });
      await dialog.getByRole('radio', { name: 'Cash' }).check();
      await dialog.getByRole('button', { name: 'Mark as paid' }).click();
      await toastOverFlyout('Marked as paid').waitFor();
      await payment.getByText('Paid (Cash)').waitFor();
      await snapshot(page, 'flyout-marked-paid-1280');
      await totals('$283.50', '$90.00');

      // Undo: Grace owes again.
      await page.goto(`${server.url}/portal/calendar#${booked.grace.token}`);
      await flyout().getByRole('button', { name: 'Undo mark as paid' }).click();
      await toastOverFlyout('Payment status set back to Unpaid').waitFor();
      await flyout().getByRole('button', { name: 'Mark as paid' }).waitFor();
      await totals('$193.50', '$180.00');

      // Refund $10 of Ada's card payment; more than is left is refused before it is sent.
      await page.goto(`${server.url}/portal/calendar#${booked.ada.token}`);
      await flyout().getByRole('button', { name: 'Refund' }).click();
      const refund = page.getByRole('dialog', { name: 'Add adjustment' });
      await refund.getByText('Up to $103.50 can be refunded.', { exact: false }).waitFor();
      await refund.getByLabel('Amount').fill('200');
      await refund.getByText('Adjustment amount cannot exceed the refundable amount ($103.50)').waitFor();
      expect(await refund.getByRole('button', { name: 'Refund' }).isDisabled()).toBe(true);
      await refund.getByLabel('Amount').fill('10');
      await refund.getByLabel('Note (optional)').fill('Started late');
      await refund.getByRole('button', { name: 'Refund' }).click();
      await toastOverFlyout('Adjustment added').waitFor();
      await flyout().getByText('Refund −$10.00').waitFor();
      await snapshot(page, 'flyout-refunded-1280');
      await totals('$183.50', '$180.00');

      // The CSV holds every row, Ada's among them.
      const csv = await exportCsv(page);
      expect(csv.rows).toHaveLength((await directoryRows()).length);
      expect(csv.rows.some((cells) => cells[3] === 'Ada Lovelace')).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("a practice with no provider and no payments: 'Start accepting payments today'", async () => {
    const newcomer = await signUpPro(server, 'Fresh Start Massage');
    const { context, page } = await openAt(1280);
    try {
      await logInAs(page, newcomer.email, newcomer.password);
      await page.goto(`${server.url}/portal/payments`);
      await page.getByText('Start accepting payments today').waitFor();
      expect(await page.getByRole('link', { name: 'Set up payments' }).getAttribute('href')).toBe('/portal/settings/banking');
      expect(await page.getByRole('link', { name: 'Settings', exact: true }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Export CSV' }).count()).toBe(0);
      await snapshot(page, 'payments-start-1280');
    } finally {
      await context.close();
    }
  });
});
