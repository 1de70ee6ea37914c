// Profile credentials and photos in a real browser (issue 17): a new pro adds a license in the
// Credentials tab and sees it under 'Pending review'; support staff approve it through the API;
// the approved list shows it and the status sidebar's 'Get a credential approved' step is done
// (one more step done, the completion percentage as the server computes it); in the Photos tab the
// pro uploads two images at once and deletes one after confirming.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import type { Browser, Page } from 'playwright-core';
import { newCommandContext } from '#app/es';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { RegisterSupportAccountCommand } from '../../apps/api/src/access/commands/register-support-account/register-support-account.command.js';
import type { TestClient } from '../support/graphql-client.js';
import { LOG_IN } from '../support/operations.js';
import { newClient, signUpPro } from '../support/test-server.js';
import { closeProduct, logIn, openPage, snapshot, startProductInBrowser } from './browser.js';

let server: RunningServer;
let browser: Browser;
let pro: TestClient;
let proEmail: string;
let proPassword: string;
let practiceId: string;

const STATUS = '{ profileStatusData { completionPercent completionSteps { name completed } } }';
const CREDENTIALS = '{ proCredentials { id state } }';
const APPROVE = 'mutation($practiceId: ID!, $credentialId: ID!) { approveProCredential(practiceId: $practiceId, credentialId: $credentialId) { result errors } }';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010802000000907753de0000000c4944415478da63f8cfc000000301010018dd8db00000000049454e44ae426082', 'hex');

beforeAll(async () => {
  ({ server, browser } = await startProductInBrowser());
  const signedUp = await signUpPro(server, 'Credential Studio');
  pro = signedUp.client;
  proEmail = signedUp.email;
  proPassword = signedUp.password;
  practiceId = signedUp.practice.id;
}, 180_000);

afterAll(() => closeProduct({ server, browser }));

const sidebar = (page: Page) => page.getByRole('region', { name: 'Profile status' });
const step = (page: Page, list: string, name: string) => sidebar(page).getByRole('list', { name: list }).getByRole('listitem').filter({ hasText: name });

describe('profile credentials journey', () => {
  it('adds a license (Pending review), support approves it, the status changes; photos upload and delete', async () => {
    const { page, context } = await openPage(browser, { width: 1280 });
    try {
      await logIn(page, server.url, proEmail, proPassword);
      await page.waitForURL('**/portal/calendar');
      await page.goto(`${server.url}/portal/profile/credentials`);
      await page.getByText('No approved credentials yet.').waitFor();
      await step(page, 'Get verified', 'Get a credential approved').getByRole('img', { name: 'To do' }).waitFor();

      // ---- The license form: searchable credential and issuer, number, state.
      await page.getByRole('button', { name: 'Add credential' }).click();
      await page.getByText('Please choose a credential.').waitFor(); // checked before anything is sent
      await page.getByRole('combobox', { name: 'Credential', exact: true }).fill('massage');
      await page.getByRole('option', { name: 'Licensed Massage Therapist (LMT)' }).click();
      await page.getByRole('combobox', { name: 'Issuer', exact: true }).fill('massage');
      await page.getByRole('option', { name: 'State Board of Massage Therapy' }).click();
      await page.getByLabel('License number').fill('MT-777');
      await page.getByRole('combobox', { name: /Issuing state/ }).click();
      await page.getByRole('option', { name: 'New York' }).click();
      await page.getByRole('button', { name: 'Add credential' }).click();
      await page.getByText("Nice work! We'll email you after our review.").waitFor();
      const pending = page.getByRole('list', { name: 'Pending review' });
      await pending.getByText('Licensed Massage Therapist (LMT)').waitFor();
      await pending.getByText('State Board of Massage Therapy · NY · License MT-777').waitFor();
      await snapshot(page, 'profile-credentials-pending');

      // ---- Support staff approve it (the API; support is recognised by its account).
      await server.app.get(CommandBus).execute(
        new RegisterSupportAccountCommand({ email: 'journey-help@example.com', name: 'Help Desk', password: 'support-password' }, newCommandContext({ kind: 'system', id: 'cli' })),
      );
      const support = await newClient(server);
      expect((await support.gql(LOG_IN, { email: 'journey-help@example.com', password: 'support-password' })).data.logIn.result).toBe('success');
      const [credential] = (await pro.gql(CREDENTIALS)).data.proCredentials;
      expect((await support.gql(APPROVE, { practiceId, credentialId: credential.id })).data.approveProCredential.result).toBe('success');

      // ---- The page read again: approved, and one more step done in the sidebar.
      const before = (await pro.gql(STATUS)).data.profileStatusData;
      await page.reload();
      await page.getByRole('list', { name: 'Approved credentials' }).getByText('Licensed Massage Therapist (LMT)').waitFor();
      expect(await page.getByRole('list', { name: 'Pending review' }).count()).toBe(0);
      await step(page, 'Get verified', 'Get a credential approved').getByRole('img', { name: 'Done' }).waitFor();
      expect(await page.getByTestId('profile-completion').textContent()).toBe(`${before.completionPercent}%`);
      const done = before.completionSteps.filter((s: { completed: boolean }) => s.completed).length;
      expect(await sidebar(page).getByRole('img', { name: 'Done' }).count()).toBe(done + 1);
      await snapshot(page, 'profile-credentials-approved');

      // ---- Photos: two at once, then one deleted after confirming.
      await page.goto(`${server.url}/portal/profile/photos`);
      await page.getByText('No photos yet.').waitFor();
      await page.getByLabel('Photos to upload').setInputFiles([
        { name: 'a.png', mimeType: 'image/png', buffer: PNG },
        { name: 'b.png', mimeType: 'image/png', buffer: PNG },
      ]);
      await page.getByText('Photos added.').waitFor();
      await page.getByTestId('gallery-photo').nth(1).waitFor();
      expect(await page.getByTestId('gallery-photo').count()).toBe(2);
      await page.getByRole('button', { name: 'Delete photo 1' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await page.getByText('Photo deleted.').waitFor();
      await page.getByRole('button', { name: 'Delete photo 2' }).waitFor({ state: 'detached' });
      expect(await page.getByTestId('gallery-photo').count()).toBe(1);

      // ---- The remaining photo's alt text: generated from what it shows, saved, used as its alt.
      const alt = page.getByRole('textbox', { name: 'Alt text of photo 1' });
      await alt.fill('Treatment room');
      await page.getByRole('button', { name: 'Generate alt text of photo 1' }).click();
      await page.getByText('Alt text generated successfully').waitFor();
      expect(await alt.inputValue()).toContain('Treatment room at ');
      await page.getByRole('button', { name: 'Save alt text of photo 1' }).click();
      await page.getByText('Alt text saved').waitFor();
      await page.getByRole('button', { name: 'Save alt text of photo 1' }).waitFor({ state: 'detached' });
      expect(await page.getByTestId('gallery-photo').locator('img').getAttribute('alt')).toBe(await alt.inputValue());
      await snapshot(page, 'profile-photos-alt-text');
    } finally {
      await context.close();
    }
  });
});
