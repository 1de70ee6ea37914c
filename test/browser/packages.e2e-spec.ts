// Packages in a real browser (issue 17 item 4): the pro books a package service for a client in
// the calendar flyout, which sells the package (its first session); the next time the flyout shows
// her open package, books a weekly series capped at the sessions remaining (Save stays off with the
// spec's message until the series fits), and the client's profile shows the sessions remaining.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Locator, Page } from 'playwright-core';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { setPracticeFlags } from '../support/practice-flags.js';
import { signUpPro } from '../support/test-server.js';
import { closeProduct, journeyNow, logIn, openPage, snapshot, startProductInBrowser } from './browser.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startProductInBrowser({ fixedClock: true }));
}, 180_000);

afterAll(() => closeProduct({ server, browser }));

const CREATE_CLIENT = `mutation($client: NewClientInput!) { createClient(client: $client) { result errors client { id } } }`;
const UPSERT_SERVICE = `mutation($input: UpsertServiceInput!) { upsertService(input: $input) { result errors service { id } } }`;
const OPEN_PACKAGES = `query($id: ID!) { client(clientId: $id) { openPackages { name sessionsRemaining numberOfSessions } } }`;
const APPOINTMENTS = `query($from: DateTime!, $to: DateTime!) { practiceAppointments(from: $from, to: $to) { startsAt amountCents packageSessionNumber } }`;

async function newAppointment(page: Page, day: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Create appointment' }).click();
  const flyout = page.getByRole('dialog', { name: 'Create appointment' });
  await flyout.getByRole('combobox', { name: 'Client' }).fill('Rosalind');
  await page.getByRole('option', { name: /Rosalind Franklin/ }).click();
  await flyout.getByLabel('Date').fill(day);
  await flyout.getByLabel('Start time').selectOption('10:00');
  await flyout.getByLabel('Service').click();
  await page.getByRole('option', { name: 'Five massages', exact: true }).click();
  return flyout;
}

describe('packages', () => {
  it('sells a package in the calendar flyout, then books a weekly series capped at the sessions remaining', async () => {
    const pro = await signUpPro(server, 'Package Studio');
    await setPracticeFlags(server, pro.practice.id, { packagesEnabled: true });
    const service = await pro.client.gql(UPSERT_SERVICE, {
      input: { name: 'Five massages', description: 'Five prepaid massages', timeLength: 60, amountCents: 40000, addOn: false, public: false, locationIds: [], package: true, numberOfSessions: 5 },
    });
    expect(service.data.upsertService.result).toBe('success');
    const created = await pro.client.gql(CREATE_CLIENT, { client: { firstName: 'Rosalind', lastName: 'Franklin', email: `rosalind-${Date.now()}@example.com`, phone: '(212) 555-0107' } });
    const clientId = created.data.createClient.client.id as string;
    // Wednesdays from next week on, on the journeys' fixed clock.
    const today = journeyNow(pro.practice.timeZone).startOf('day');
    const first = today.minus({ days: today.weekday % 7 }).plus({ days: 10 });

    const { context, page } = await openPage(browser, { width: 1280, height: 1000 });
    try {
      await logIn(page, server.url, pro.email, pro.password);
      await page.waitForURL('**/portal/calendar');

      // 1. No package yet: booking the package service sells one; this is its first session.
      let flyout = await newAppointment(page, first.toISODate()!);
      await flyout.getByTestId('package-notice').getByText('Sells a new package of 5 sessions for $400.00; this appointment is its first session.').waitFor();
      await snapshot(page, 'packages-sell-1280');
      await flyout.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Appointment created successfully.').waitFor();
      await flyout.waitFor({ state: 'detached' });
      expect((await pro.client.gql(OPEN_PACKAGES, { id: clientId })).data.client.openPackages).toEqual([{ name: 'Five massages', sessionsRemaining: 4, numberOfSessions: 5 }]);

      // 2. Her open package in the flyout; a weekly series longer than its 4 sessions cannot be saved.
      flyout = await newAppointment(page, first.plus({ weeks: 1 }).toISODate()!);
      await flyout.getByRole('group', { name: 'Open packages' }).getByText('Five massages: 4 of 5 sessions remaining').waitFor();
      await flyout.getByTestId('package-notice').getByText('Uses a prepaid session of Five massages: 4 of 5 sessions remaining.').waitFor();
      expect(await flyout.getByRole('textbox', { name: 'Price' }).inputValue()).toBe('0.00'); // prepaid
      expect(await flyout.getByLabel("Save as this client's price").count()).toBe(0);
      await flyout.getByLabel('Repeat').selectOption({ label: `Weekly on ${first.toFormat('cccc')}` });
      await flyout.getByLabel('Ends on').fill(first.plus({ weeks: 6 }).toISODate()!);
      await flyout.getByText('You can create at most 4 appointments at once. You are currently attempting to create 6 appointments. Please select a different frequency or end date.').waitFor();
      const save = flyout.getByRole('button', { name: 'Save' });
      expect(await save.isDisabled()).toBe(true);
      await snapshot(page, 'packages-series-capped-1280');

      // 3. Three weeks fit: the series uses sessions 2 to 4, prepaid; one session is left.
      await flyout.getByLabel('Ends on').fill(first.plus({ weeks: 3 }).toISODate()!);
      await flyout.getByText('3 appointments').waitFor();
      await save.click();
      const done = flyout.getByRole('region', { name: 'Your recurring series was created successfully.' });
      await done.waitFor();
      await done.getByRole('button', { name: 'Done' }).click();
      const booked = (await pro.client.gql(APPOINTMENTS, { from: first.minus({ days: 1 }).toISO(), to: first.plus({ weeks: 5 }).toISO() })).data.practiceAppointments;
      expect(booked.map((a: { amountCents: number; packageSessionNumber: number }) => [a.packageSessionNumber, a.amountCents])).toEqual([[1, 40000], [2, 0], [3, 0], [4, 0]]);

      // 4. The appointment shows its session; the client's profile shows what is left.
      await page.goto(`${server.url}/portal/clients/${clientId}`);
      const packages = page.getByRole('list', { name: 'Open packages' });
      await packages.getByText('1 of 5 sessions remaining').waitFor();
      await snapshot(page, 'packages-client-profile-1280');
      await page.setViewportSize({ width: 390, height: 900 });
      await packages.getByText('Five massages').waitFor();
      await snapshot(page, 'packages-client-profile-390');
      // An upcoming session opens in the calendar's flyout with its place in the package.
      await page.getByRole('list', { name: 'Upcoming appointments' }).getByRole('link').first().click();
      await page.getByText('Package session 1 of 5').waitFor(); // the first upcoming one sold the package
    } finally {
      await context.close();
    }
  });
});
