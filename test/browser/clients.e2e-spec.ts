// The pro's client directory in a real browser (spec 001 §2, §5, §8; issue 5): create a client
// (an invalid, then a valid phone), search, sort and page, export every match as CSV, open the
// details flyout and the profile (notes, edit, delete), and invite a pasted list with the wizard.
// Each step is checked against the API too.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Papa from 'papaparse';
import type { Browser, Locator, Page } from 'playwright-core';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import type { TestClient } from '../support/graphql-client.js';
import { signUpPro } from '../support/test-server.js';
import { closeProduct, logIn as logInAs, openPage as openBrowserPage, snapshot, startProductInBrowser, settledPageWidth } from './browser.js';

const CLIENTS = `query($search: String, $limit: Int) { clients(search: $search, limit: $limit) {
  totalCount clients { id firstName lastName name email phone phoneExtension city clientType invitedFrom notes { text noteType } }
} }`;
const CREATE = `mutation($client: NewClientInput!) { createClient(client: $client) { result errors client { id } } }`;
const INVITE = `mutation($clients: [NewClientInput!]!) { inviteClients(clients: $clients) { result errors invitedCount } }`;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startProductInBrowser({ fixedClock: true }));
}, 180_000);

afterAll(() => closeProduct({ server, browser }));

const openPage = (width = 1280, acceptDownloads = false) => openBrowserPage(browser, { width, height: 900, acceptDownloads });

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await logInAs(page, server.url, email, password);
  await page.getByRole('button', { name: /^Notifications/ }).waitFor();
}

const toast = (scope: Page | Locator, text: string): Locator => scope.getByRole('alert').filter({ hasText: text });

const clientsOf = async (pro: TestClient, search?: string) => (await pro.gql(CLIENTS, { search, limit: 500 })).data.clients;

async function createClients(pro: TestClient, people: Array<[string, string, string, string]>): Promise<void> {
  for (const [firstName, lastName, email, phone] of people) {
    const res = await pro.gql(CREATE, { client: { firstName, lastName, email, phone } });
    expect(res.data.createClient).toMatchObject({ result: 'success', errors: [] });
  }
}

/** The directory's rows, as the grid shows their Full Name cells. */
async function shownNames(page: Page): Promise<string[]> {
  return page.locator('table tbody tr td:nth-child(1)').allInnerTexts();
}

describe('client directory', () => {
  it('creates a client with an invalid then a valid phone, and offers the invite wizard once', async () => {
    const pro = await signUpPro(server, 'Directory Journey Studio');
    const { context, page } = await openPage();
    try {
      await logIn(page, pro.email, pro.password);
      await page.getByRole('menuitem', { name: 'Clients' }).click();
      await page.waitForURL('**/portal/clients');

      // An empty directory offers the wizard once, by itself.
      const offer = page.getByRole('dialog', { name: 'Invite your clients' });
      await offer.getByRole('button', { name: 'Invite clients' }).waitFor();
      await snapshot(page, 'clients-invite-offer-1280');
      await offer.getByRole('button', { name: "No thanks, I'm ready to book." }).click();
      await offer.waitFor({ state: 'hidden' });
      await page.getByText('No clients yet.').waitFor();

      await page.getByRole('button', { name: 'Create client' }).click();
      expect(new URL(page.url()).searchParams.get('show_add_client_form')).toBe('1');
      const form = page.getByRole('dialog', { name: 'Create client' });
      await form.getByLabel('First name').fill('Ada');
      await form.getByLabel('Last name').fill('Lovelace');
      await form.getByLabel('Email').fill('ada@example');
      await form.getByLabel('Phone').fill('555');
      await form.getByRole('button', { name: 'Create client' }).click();
      await form.getByText('Invalid email').waitFor();
      await form.getByText('This phone number is too short.').waitFor();
      await snapshot(page, 'clients-create-invalid-1280');
      expect((await clientsOf(pro.client)).totalCount).toBe(0);

      // The server's own rule: not the pro's own e-mail (spec 001 §5). Said once, under the e-mail.
      await form.getByLabel('Email').fill(pro.email);
      await form.getByLabel('Phone').fill('(415) 555-0134');
      await form.getByRole('button', { name: 'Create client' }).click();
      const ownEmail = 'Cannot use your email for a client. Please add phone for client or use a placeholder email.';
      const email = form.getByRole('textbox', { name: 'Email' });
      await form.locator(`#${await email.getAttribute('aria-describedby')}`).getByText(ownEmail, { exact: true }).waitFor();
      expect(await email.getAttribute('aria-invalid')).toBe('true');
      await toast(page, 'Error creating client').first().waitFor();
      expect(await page.getByText(ownEmail).count()).toBe(1);
      await snapshot(page, 'clients-create-own-email-1280');
      expect((await clientsOf(pro.client)).totalCount).toBe(0);

      await form.getByLabel('Email').fill('ada@example.com');
      await form.getByLabel('Notes').fill('Met at the wellness fair.');
      await form.getByRole('button', { name: 'Create client' }).click();
      await toast(page, 'Client added successfully').waitFor();
      await form.waitFor({ state: 'hidden' });
      expect(new URL(page.url()).searchParams.get('show_add_client_form')).toBeNull();
      const row = page.getByRole('row', { name: /Ada Lovelace/ });
      await row.getByText('(415) 555-0134').waitFor();
      await row.getByText('ada@example.com').waitFor();
      await snapshot(page, 'clients-directory-one-1280');

      const { clients } = await clientsOf(pro.client);
      expect(clients).toEqual([expect.objectContaining({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+14155550134' })]);
      expect(clients[0].notes).toEqual([expect.objectContaining({ text: 'Met at the wellness fair.', noteType: 'client' })]);

      // A direct link opens the form; the offer does not come back on the next visit.
      await page.goto(`${server.url}/portal/clients?show_add_client_form=1`);
      await page.getByRole('dialog', { name: 'Create client' }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: 'Create client' }).waitFor({ state: 'hidden' });
      expect(await page.getByRole('dialog', { name: 'Invite your clients' }).count()).toBe(0);
      // Only one client: nothing to export yet.
      expect(await page.getByRole('button', { name: 'Export CSV' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('searches, sorts and pages on the server, and exports every matching client as CSV', async () => {
    const pro = await signUpPro(server, 'Search Journey Studio');
    await createClients(pro.client, [
      ['Grace', 'Hopper', 'grace@example.com', '(212) 555-0101'],
      ['Alan', 'Turing', 'alan@example.com', '(212) 555-0102'],
      ['Katherine', 'Johnson', 'kj@example.com', '(212) 555-0103'],
    ]);
    // 27 more, so the directory has two pages of 25.
    const many = Array.from({ length: 27 }, (_, i) => ({
      email: `member${String(i).padStart(2, '0')}@example.com`,
      firstName: 'Member',
      lastName: `Zed${String(i).padStart(2, '0')}`,
      clientType: 'invited',
      invitedFrom: 'csv_upload',
    }));
    expect((await pro.client.gql(INVITE, { clients: many })).data.inviteClients).toMatchObject({ result: 'success', invitedCount: 27 });

    const { context, page } = await openPage(1280, true);
    try {
      await logIn(page, pro.email, pro.password);
      await page.goto(`${server.url}/portal/clients`);
      await page.getByRole('row', { name: /Grace Hopper/ }).waitFor();
      // Sorted by last name: Hopper, Johnson, Turing, then the Zeds; 25 on the first page.
      expect((await shownNames(page)).slice(0, 3)).toEqual(['Grace Hopper', 'Katherine Johnson', 'Alan Turing']);
      expect(await shownNames(page)).toHaveLength(25);
      await page.getByText('1-25 of 30').waitFor();
      await snapshot(page, 'clients-directory-1280');

      await page.getByRole('button', { name: 'Go to page 2' }).click();
      await page.getByText('26-30 of 30').waitFor();
      await page.getByRole('row', { name: /Member Zed26/ }).waitFor();
      expect(await shownNames(page)).toEqual(['Member Zed22', 'Member Zed23', 'Member Zed24', 'Member Zed25', 'Member Zed26']);

      // Export CSV: every client, not only the page on screen.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
      expect(download.suggestedFilename()).toBe('clients.csv');
      const exported = Papa.parse<string[]>(readFileSync((await download.path())!, 'utf8'), { skipEmptyLines: true }).data;
      expect(exported[0]).toEqual(['First Name', 'Last Name', 'Email', 'Phone', 'Last Appointment']);
      expect(exported).toHaveLength(31);
      expect(exported[1]).toEqual(['Grace', 'Hopper', 'grace@example.com', '(212) 555-0101', '']);
      expect(exported.map((r) => r[2])).toContain('member26@example.com');

      // Search on the server: a prefix of a name, then of phone digits.
      await page.getByPlaceholder('Search clients').fill('tur');
      await page.getByText('1-1 of 1').waitFor();
      expect(await shownNames(page)).toEqual(['Alan Turing']);
      expect(await page.getByRole('button', { name: 'Export CSV' }).count()).toBe(0);
      await page.getByPlaceholder('Search clients').fill('(212) 555-0103');
      await page.getByRole('row', { name: /Katherine Johnson/ }).waitFor();
      await page.getByText('1-1 of 1').waitFor();
      await page.getByPlaceholder('Search clients').fill('nobody-here');
      await page.getByText('No clients match your search.').waitFor();
      await page.getByPlaceholder('Search clients').fill('kath');
      await page.getByRole('row', { name: /Katherine Johnson/ }).waitFor();
      await snapshot(page, 'clients-search-1280');

      // Sort by e-mail, descending: the Zeds' member addresses come first.
      await page.getByPlaceholder('Search clients').fill('');
      await page.getByText('1-25 of 30').waitFor();
      const emailHeader = page.getByRole('button', { name: /^Sort by email/ });
      await emailHeader.click();
      await page.waitForFunction(() => document.querySelector('table tbody tr td:nth-child(2)')?.textContent === 'alan@example.com');
      await emailHeader.click();
      await page.waitForFunction(() => document.querySelector('table tbody tr td:nth-child(2)')?.textContent === 'member26@example.com');

      // The details flyout: contact details, past appointments (none yet), a way to the profile.
      await page.getByPlaceholder('Search clients').fill('grace');
      // From the keyboard: the name opens the flyout; Escape closes it; a click on the row opens it too.
      await page.getByRole('button', { name: 'Grace Hopper' }).focus();
      await page.keyboard.press('Enter');
      const flyout = page.getByRole('dialog', { name: 'Client Details' });
      await flyout.getByText('grace@example.com').waitFor();
      await page.keyboard.press('Escape');
      await flyout.waitFor({ state: 'hidden' });
      await page.getByRole('row', { name: /Grace Hopper/ }).click();
      await flyout.getByText('grace@example.com').waitFor();
      await flyout.getByText('(212) 555-0101').waitFor();
      await flyout.getByText('No past appointments yet.').waitFor();
      await snapshot(page, 'clients-flyout-1280');
      await flyout.getByRole('link', { name: 'View all appointments' }).click();
      await page.waitForURL(/\/portal\/clients\/[^/]+$/);
      await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Client directory' }).waitFor();
      await page.getByRole('heading', { name: 'Grace Hopper', level: 1 }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('keeps notes, edits and deletes a client on the profile', async () => {
    const pro = await signUpPro(server, 'Profile Journey Studio');
    await createClients(pro.client, [['Mary', 'Jackson', 'mary@example.com', '(212) 555-0111 ext. 12']]);
    const [mary] = (await clientsOf(pro.client)).clients;
    const { context, page } = await openPage();
    try {
      await logIn(page, pro.email, pro.password);
      await page.goto(`${server.url}/portal/clients/${mary.id}`);
      await page.getByRole('heading', { name: 'Mary Jackson', level: 1 }).waitFor();
      await page.getByText('No upcoming appointments.').waitFor();
      const newAppointment = page.getByRole('link', { name: 'New appointment' });
      expect(await newAppointment.getAttribute('href')).toBe(`/portal/calendar?clientId=${mary.id}#create-appointment`);
      await snapshot(page, 'clients-profile-1280');

      // Notes: Save needs text.
      await page.getByRole('tab', { name: 'Notes' }).click();
      await page.waitForURL(`**/portal/clients/${mary.id}/notes`);
      const save = page.getByRole('button', { name: 'Save note' });
      expect(await save.isDisabled()).toBe(true);
      await page.getByLabel('Add a note').fill('   ');
      expect(await save.isDisabled()).toBe(true);
      await page.getByLabel('Add a note').fill('Prefers firm pressure.\nAllergic to lavender oil.');
      await save.click();
      const notes = page.getByRole('list', { name: 'Notes' });
      await notes.getByText('Allergic to lavender oil.', { exact: false }).waitFor();
      expect(await page.getByLabel('Add a note').inputValue()).toBe('');
      expect((await clientsOf(pro.client)).clients[0].notes).toEqual([
        expect.objectContaining({ text: 'Prefers firm pressure.\nAllergic to lavender oil.', noteType: 'client' }),
      ]);
      await snapshot(page, 'clients-notes-1280');

      // Edit: the phone keeps its extension when only the city changes.
      await page.getByRole('tab', { name: 'Overview' }).click();
      await page.getByRole('button', { name: 'Edit' }).click();
      const form = page.getByRole('dialog', { name: 'Edit client' });
      expect(await form.getByLabel('Phone').inputValue()).toBe('(212) 555-0111 ext. 12');
      await form.getByLabel('City').fill('Hampton');
      await form.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'Client edited successfully.').waitFor();
      expect((await clientsOf(pro.client)).clients[0]).toMatchObject({ city: 'Hampton', phone: '+12125550111', phoneExtension: '12' });

      // A wrong phone is refused beside the field, a good one saved.
      await page.getByRole('button', { name: 'Edit' }).click();
      await form.getByLabel('Phone').fill('+44 20');
      await form.getByRole('button', { name: 'Save' }).click();
      await form.getByText(/phone number/i).first().waitFor();
      await form.getByLabel('Phone').fill('+44 20 7946 0958');
      await form.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'Client edited successfully.').waitFor();
      await page.getByText('+44 20 7946 0958').waitFor();
      expect((await clientsOf(pro.client)).clients[0]).toMatchObject({ phone: '+442079460958', phoneExtension: null, city: 'Hampton' });

      // Delete behind a confirmation; cancelling keeps the client.
      await page.getByRole('button', { name: 'Delete' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete client' });
      await confirm.getByText('Delete Mary Jackson?', { exact: false }).waitFor();
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'hidden' });
      expect((await clientsOf(pro.client)).totalCount).toBe(1);
      await page.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('dialog', { name: 'Delete client' }).getByRole('button', { name: 'Delete' }).click();
      await page.waitForURL('**/portal/clients');
      // The directory is empty now, and this browser has not been offered the wizard yet: the
      // offer's modal hides the page (the toast included) from assistive technology.
      await page.getByText('Client deleted successfully.').waitFor();
      await page.getByRole('dialog', { name: 'Invite your clients' }).getByRole('button', { name: "No thanks, I'm ready to book." }).click();
      expect((await clientsOf(pro.client)).totalCount).toBe(0);

      // A deleted client's profile stays readable (past appointments link to it), read-only.
      await page.goto(`${server.url}/portal/clients/${mary.id}`);
      await page.getByText('This client was deleted from your directory on', { exact: false }).waitFor();
      expect(await page.getByRole('button', { name: 'Edit' }).count()).toBe(0);

      // Another practice's client, or a made-up id: 'Client not found', nothing else.
      const other = await signUpPro(server, 'Other Practice');
      await createClients(other.client, [['Secret', 'Person', 'secret@example.com', '(212) 555-0199']]);
      const [secret] = (await clientsOf(other.client)).clients;
      for (const id of [secret.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
        await page.goto(`${server.url}/portal/clients/${id}`);
        await page.getByText('Client not found').waitFor();
        expect(await page.getByText('Secret Person').count()).toBe(0);
      }
    } finally {
      await context.close();
    }
  });
});

describe('invite wizard', () => {
  it('invites a pasted list of 3 with one invalid row, then says when all already exist', async () => {
    const pro = await signUpPro(server, 'Invite Journey Studio');
    const { context, page } = await openPage();
    try {
      await logIn(page, pro.email, pro.password);
      await page.goto(`${server.url}/portal/clients`);
      const offer = page.getByRole('dialog', { name: 'Invite your clients' });
      await offer.getByRole('button', { name: 'Invite clients' }).click();
      await page.waitForURL('**/portal/clients/invite');

      // Step 2: only a .csv file, and not an empty list.
      await page.getByRole('button', { name: 'Upload a CSV file' }).click();
      await page.getByLabel('CSV file').setInputFiles({ name: 'clients.txt', mimeType: 'text/plain', buffer: Buffer.from('a@b.co,A,B') });
      await page.getByText('Please choose a .csv file.').waitFor();
      await page.getByLabel('CSV file').setInputFiles({ name: 'clients.csv', mimeType: 'text/csv', buffer: Buffer.from('name,phone\nAda,555\n') });
      await page
        .getByText('Please make sure the file contains at least one correct email and the formatting of your file is in this order: Email | First name | Last name | Phone number')
        .waitFor();
      await page.getByRole('button', { name: 'Back' }).click();

      // Step 3: Continue is disabled while the box is empty; a list without e-mails is refused.
      await page.getByRole('button', { name: 'Copy and paste' }).click();
      const box = page.getByLabel('Your client list');
      const proceed = page.getByRole('button', { name: 'Continue' });
      expect(await proceed.isDisabled()).toBe(true);
      await box.fill('Ada, Lovelace');
      await proceed.click();
      await page
        .getByText('Please make sure you entered at least one correct email and you entered the information in this order: Email | First name | Last name | Phone number')
        .waitFor();

      await box.fill('ada@example.com, Ada, Lovelace, (415) 555-0134\nnot-an-email, Bad, Row, 555\ngrace@example.com, Grace, Hopper, (212) 555-0101');
      await proceed.click();

      // Step 4: two contacts, editable; Edit goes back to the paste box.
      const table = page.getByRole('table', { name: 'Contacts to invite' });
      await page.getByText('2 contacts found.', { exact: false }).waitFor();
      await page.getByText('1 line was skipped', { exact: false }).waitFor();
      expect(await table.getByLabel('Email, row 1').inputValue()).toBe('ada@example.com');
      expect(await table.getByLabel('First name, row 2').inputValue()).toBe('Grace');
      await snapshot(page, 'clients-invite-review-1280');
      await page.getByRole('button', { name: 'Edit' }).click();
      expect(await page.getByLabel('Your client list').inputValue()).toContain('grace@example.com');
      await page.getByRole('button', { name: 'Continue' }).click();
      // Each row is checked as it is edited, as the server would: a name, a phone number if any.
      const invite = page.getByRole('button', { name: 'Invite 2 clients' });
      await table.getByLabel('Last name, row 2').fill('');
      await table.getByText('Last name is required.').waitFor();
      expect(await invite.isDisabled()).toBe(true);
      await table.getByLabel('Phone number, row 1').fill('555');
      await table.getByText('This phone number is too short.').waitFor();
      await page.getByText('2 contacts need a correction', { exact: false }).waitFor();
      await snapshot(page, 'clients-invite-review-errors-1280');
      await table.getByLabel('Phone number, row 1').fill('(415) 555-0134');
      await table.getByLabel('Last name, row 2').fill('Brewster Hopper');
      expect(await invite.isDisabled()).toBe(false);
      await table.getByLabel('Email, row 1').fill('ada@');
      await table.getByText('Invalid email').waitFor();
      expect(await page.getByRole('button', { name: 'Invite 2 clients' }).isDisabled()).toBe(true);
      await table.getByLabel('Email, row 1').fill('ada@example.com');
      await page.getByRole('button', { name: 'Invite 2 clients' }).click();

      // Steps 6 then 5.
      await page.getByRole('heading', { name: '2 clients invited successfully' }).waitFor();
      await snapshot(page, 'clients-invite-result-1280');
      const { clients } = await clientsOf(pro.client);
      expect(clients.map((c: { email: string }) => c.email).sort()).toEqual(['ada@example.com', 'grace@example.com']);
      for (const client of clients) expect(client).toMatchObject({ clientType: 'invited', invitedFrom: 'copy_paste' });
      expect(clients.find((c: { email: string }) => c.email === 'grace@example.com')).toMatchObject({ lastName: 'Brewster Hopper' });

      await page.getByRole('link', { name: 'See Clients' }).click();
      await page.waitForURL('**/portal/clients');
      await page.getByRole('row', { name: /Ada Lovelace/ }).waitFor();
      await page.getByRole('row', { name: /Grace Brewster Hopper/ }).waitFor();

      // The same list again: everyone already exists.
      await page.getByRole('button', { name: 'Invite clients' }).click();
      await page.getByRole('dialog', { name: 'Invite your clients' }).getByRole('button', { name: 'Invite clients' }).click();
      await page.getByRole('button', { name: 'Copy and paste' }).click();
      await page.getByLabel('Your client list').fill('ada@example.com\tAda\tLovelace\ngrace@example.com\tGrace\tHopper');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('button', { name: 'Invite 2 clients' }).click();
      await page.getByRole('heading', { name: 'Uh oh!' }).waitFor();
      await page.getByText('Looks like all of the clients you tried to add already exist in your directory.').waitFor();
      await snapshot(page, 'clients-invite-uh-oh-1280');
      expect((await clientsOf(pro.client)).totalCount).toBe(2);

      // A file upload goes straight to the review, marked as a CSV upload.
      await page.getByRole('button', { name: 'Invite more clients' }).click();
      await page.getByRole('button', { name: 'Upload a CSV file' }).click();
      const csv = '\uFEFFEmail,First name,Last name,Phone number\r\n"katherine@example.com","Katherine","Johnson","(212) 555-0103"\r\nada@example.com,Ada,Lovelace,\r\n';
      await page.getByLabel('CSV file').setInputFiles({ name: 'Clients.CSV', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await page.getByText('2 contacts found.', { exact: false }).waitFor();
      await page.getByRole('button', { name: 'Invite 2 clients' }).click();
      await page.getByRole('heading', { name: '1 client invited successfully' }).waitFor();
      await page.getByText('Could not invite 1 client').waitFor();
      await page.getByRole('list', { name: 'Clients not invited' }).getByText('ada@example.com').waitFor();
      const katherine = (await clientsOf(pro.client, 'katherine')).clients[0];
      expect(katherine).toMatchObject({ clientType: 'invited', invitedFrom: 'csv_upload', phone: '+12125550103' });
    } finally {
      await context.close();
    }
  });
});

describe('invite wizard, long lists and failures', () => {
  it('pages a long file in the review, sends it in batches, and says when the import fails', async () => {
    const pro = await signUpPro(server, 'Long List Studio');
    const { context, page } = await openPage();
    try {
      await logIn(page, pro.email, pro.password);
      await page.goto(`${server.url}/portal/clients/invite`);
      await page.getByRole('button', { name: 'Upload a CSV file' }).click();
      // Too large a file is refused before it is read.
      await page.getByLabel('CSV file').setInputFiles({ name: 'huge.csv', mimeType: 'text/csv', buffer: Buffer.alloc(2 * 1024 * 1024 + 1, 'a') });
      await page.getByText('This file is too large.', { exact: false }).waitFor();

      const lines = Array.from({ length: 1002 }, (_, i) => `client${i}@example.com,First${i},Last${i},`);
      await page.getByLabel('CSV file').setInputFiles({ name: 'clients.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) });
      await page.getByText('1002 contacts found.', { exact: false }).waitFor();
      // 25 rows a page.
      expect(await page.getByRole('table', { name: 'Contacts to invite' }).locator('tbody tr').count()).toBe(25);
      await page.getByRole('button', { name: 'Go to next page' }).click();
      expect(await page.getByLabel('Email, row 26').inputValue()).toBe('client25@example.com');
      await page.getByRole('button', { name: 'Remove row 26' }).click();
      await page.getByText('1001 contacts found.', { exact: false }).waitFor();

      // The server cannot be reached: the spec's message, and the list stays for another try.
      await page.route('**/graphql', async (route) =>
        route.request().postData()?.includes('inviteClients') ? route.abort('connectionrefused') : route.continue(),
      );
      await page.getByRole('button', { name: 'Invite 1001 clients' }).click();
      await page.getByText(/^Error importing clients: .+ Please check your data and try again\.$/).waitFor();
      await page.getByText('1001 contacts found.', { exact: false }).waitFor();
      expect((await clientsOf(pro.client)).totalCount).toBe(0);

      // Batches of 500 (500, 500, 1): the progress bar moves, and every client arrives.
      await page.unroute('**/graphql');
      let calls = 0;
      page.on('request', (request) => {
        if (request.url().endsWith('/graphql') && request.postData()?.includes('inviteClients')) calls += 1;
      });
      await page.getByRole('button', { name: 'Invite 1001 clients' }).click();
      await page.getByRole('heading', { name: '1001 clients invited successfully' }).waitFor();
      expect(calls).toBe(3);
      expect((await clientsOf(pro.client)).totalCount).toBe(1001);
      expect((await clientsOf(pro.client, 'client25@')).clients).toHaveLength(0);
      expect((await clientsOf(pro.client, 'client1001@')).clients).toHaveLength(1);
    } finally {
      await context.close();
    }
  });
});

describe('clients on a phone', () => {
  it('shows the directory as a list, the flyout full width and the profile tabs as a dropdown', async () => {
    const pro = await signUpPro(server, 'Mobile Clients Studio');
    await createClients(pro.client, [
      ['Dorothy', 'Vaughan', 'dorothy@example.com', '(212) 555-0121'],
      ['Annie', 'Easley', 'annie@example.com', '(212) 555-0122'],
    ]);
    const { context, page } = await openPage(375);
    try {
      await logIn(page, pro.email, pro.password);
      await page.goto(`${server.url}/portal/clients`);
      const list = page.getByRole('list', { name: 'Clients' });
      await list.getByText('Annie Easley').waitFor();
      expect(await page.locator('table').count()).toBe(0);
      await snapshot(page, 'clients-directory-375');
      await list.getByText('Dorothy Vaughan').click();
      const flyout = page.getByRole('dialog', { name: 'Client Details' });
      await flyout.getByText('dorothy@example.com').waitFor();
      const box = await flyout.boundingBox();
      expect(box?.width).toBeCloseTo(375, 0);
      await snapshot(page, 'clients-flyout-375');
      await flyout.getByRole('link', { name: 'View profile' }).click();
      await page.getByRole('heading', { name: 'Dorothy Vaughan', level: 1 }).waitFor();
      await page.getByText('No past appointments yet.').waitFor();
      expect(await settledPageWidth(page, 375)).toBeLessThanOrEqual(375);
      await page.getByLabel('Section').click();
      await page.getByRole('option', { name: 'Notes' }).click();
      await page.waitForURL('**/notes');
      await page.getByLabel('Add a note').waitFor();
      await snapshot(page, 'clients-notes-375');

      // The wizard on a phone: the review table scrolls sideways inside its card.
      await page.goto(`${server.url}/portal/clients/invite`);
      await page.getByRole('button', { name: 'Copy and paste' }).waitFor();
      expect(await settledPageWidth(page, 375)).toBeLessThanOrEqual(375);
      await page.getByRole('button', { name: 'Copy and paste' }).click();
      await page.getByLabel('Your client list').fill('katherine@example.com\tKatherine\tJohnson\t(212) 555-0123');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('button', { name: 'Invite 1 client' }).waitFor();
      expect(await settledPageWidth(page, 375)).toBeLessThanOrEqual(375);
      await snapshot(page, 'clients-invite-review-375');
    } finally {
      await context.close();
    }
  });
});
