// Intake forms in real browsers: a pro designs a four-question form (short text, single choice,
// signature, consent), reorders it with the keyboard, previews it with SurveyJS and saves; sends
// it from a client's Intake form tab; the client opens the e-mailed link on a 375 px phone, fills
// it in (drawing a signature), sees the thank-you and is taken to the practice's page after the
// 5-second countdown; the pro then reads the answers on the tab.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Locator, Page } from 'playwright-core';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { CREATE_CLIENT } from '../support/client-operations.js';
import { intakeLinkId } from '../support/intake-operations.js';
import { signUpPro } from '../support/test-server.js';
import { closeProduct, logIn, openPage, snapshot, startProductInBrowser, settledPageWidth } from './browser.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startProductInBrowser());
}, 180_000);

afterAll(() => closeProduct({ server, browser }));

const MAILBOX = `{ mailbox(limit: 50) { items { clientId template text } } }`;
const toast = (page: Page, text: string): Locator => page.getByRole('alert').filter({ hasText: text });

/** Adds a question of a type from the designer's menu and titles it. */
async function addQuestion(page: Page, type: string, position: number, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Add question' }).click();
  await page.getByRole('menuitem', { name: type, exact: true }).click();
  await page.getByLabel(`Question ${position} title`).fill(title);
}

describe('intake forms', () => {
  it('designs and sends a form; the client fills it on a phone; the pro reads the answers', async () => {
    const pro = await signUpPro(server, 'Intake Journey Massage');
    const created = await pro.client.gql(CREATE_CLIENT, { client: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '(415) 555-0134' } });
    const clientId: string = created.data.createClient.client.id;

    const { context, page } = await openPage(browser, { width: 1280, height: 900 });
    try {
      // ---- The designer, reached from My Practice in the navigation.
      await logIn(page, server.url, pro.email, pro.password);
      await page.getByRole('menuitem', { name: 'Intake Form' }).click();
      await page.waitForURL('**/portal/settings/intake_forms');
      await page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Intake Form').waitFor();
      await page.getByLabel('Form title').fill('Before your first massage');
      await addQuestion(page, 'Short text', 1, 'Your occupation');
      await page.getByRole('region', { name: /^Question 1/ }).getByLabel('Required').check();
      await addQuestion(page, 'Single choice', 2, 'Preferred pressure');
      await page.getByLabel('Question 2, choice 1').fill('Light');
      await page.getByLabel('Question 2, choice 2').fill('Firm');
      await addQuestion(page, 'Consent checkbox', 3, 'I agree to the treatment');
      await page.getByRole('region', { name: /^Question 3/ }).getByLabel(/^Required/).check();
      await addQuestion(page, 'Signature', 4, 'Your signature');
      // Save refuses an empty title beside the field, then the signature moves up with the keyboard.
      await page.getByLabel('Question 4 title').fill('');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Question 4 needs a title.').waitFor();
      await page.getByLabel('Question 4 title').fill('Your signature');
      await page.getByRole('button', { name: 'Move question 4 up' }).focus();
      await page.keyboard.press('Enter');
      // Focus follows the question: Enter again would move it further.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Move question 3 up');
      expect(await page.getByLabel('Question 3 title').inputValue()).toBe('Your signature');
      expect(await page.getByLabel('Question 4 title').inputValue()).toBe('I agree to the treatment');

      // The preview is SurveyJS rendering the form.
      await page.getByRole('button', { name: 'Preview' }).click();
      const preview = page.getByRole('dialog', { name: 'Preview: what your client sees' });
      await preview.getByText('Preferred pressure').waitFor();
      await preview.locator('canvas').first().waitFor();
      await snapshot(page, 'intake-designer-preview-1280');
      await preview.getByRole('button', { name: 'Close preview' }).click();
      await page.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'Changes saved').waitFor();
      await snapshot(page, 'intake-designer-1280');
      await page.setViewportSize({ width: 375, height: 740 });
      expect(await settledPageWidth(page, 375)).toBeLessThanOrEqual(375);
      await snapshot(page, 'intake-designer-375');
      await page.setViewportSize({ width: 1280, height: 900 });

      // ---- The client's Intake form tab: empty, then sent.
      await page.goto(`${server.url}/portal/clients/${clientId}`);
      await page.getByRole('tab', { name: 'Intake form' }).click();
      await page.waitForURL(`**/portal/clients/${clientId}/intake_form`);
      await page.getByText('No intake form yet.').waitFor();
      await page.getByRole('button', { name: 'Send intake form' }).click();
      await toast(page, 'Intake form sent').waitFor();
      await page.getByText('Ada has not filled in the intake form yet.').waitFor();
      await snapshot(page, 'intake-tab-sent-1280');
    } catch (error) {
      await snapshot(page, 'intake-failure-pro');
      throw error;
    } finally {
      await context.close();
    }

    // ---- The e-mail's link, as the mailbox holds it.
    const mail = (await pro.client.gql(MAILBOX)).data.mailbox.items.find((m: { template: string; clientId: string }) => m.template === 'intake_form' && m.clientId === clientId);
    const uniqueId = intakeLinkId(mail.text);

    // ---- The client on a phone.
    const phone = await openPage(browser, { width: 375, height: 740 });
    try {
      const p = phone.page;
      await p.goto(`${server.url}/m/intake/${uniqueId}`);
      await p.getByText('Before your first massage').first().waitFor();
      expect(await settledPageWidth(p, 375)).toBeLessThanOrEqual(375);
      await snapshot(p, 'intake-fill-375');
      // Submitting without the required answers keeps the client on the form.
      await p.getByRole('button', { name: 'Submit' }).click();
      await p.getByText('Response required.').first().waitFor();
      await p.getByRole('textbox', { name: /Your occupation/ }).fill('Engineer');
      await p.getByText('Firm', { exact: true }).click();
      const canvas = p.locator('canvas').first();
      await canvas.scrollIntoViewIfNeeded();
      const box = (await canvas.boundingBox())!;
      await p.mouse.move(box.x + 20, box.y + box.height / 2);
      await p.mouse.down();
      for (let i = 1; i <= 10; i++) await p.mouse.move(box.x + 20 + i * 20, box.y + box.height / 2 + (i % 2 ? 15 : -15), { steps: 3 });
      await p.mouse.up();
      await p.getByText('I agree to the treatment').click();
      await snapshot(p, 'intake-fill-answered-375');
      await p.getByRole('button', { name: 'Submit' }).click();
      await p.getByRole('heading', { name: 'Thank you!' }).waitFor();
      await p.getByText(/in 5 seconds/).waitFor();
      await snapshot(p, 'intake-thanks-375');
      const thanksAt = Date.now();
      await p.waitForURL(`${server.url}/${pro.practice.shortLink}`, { timeout: 10_000 });
      expect(Date.now() - thanksAt).toBeGreaterThanOrEqual(3_500);
      // The link again: already completed.
      await p.goto(`${server.url}/m/intake/${uniqueId}`);
      await p.getByRole('heading', { name: 'Intake form already completed' }).waitFor();
    } catch (error) {
      await snapshot(phone.page, 'intake-failure-client');
      throw error;
    } finally {
      await phone.context.close();
    }

    // ---- The pro reads the answers.
    const again = await openPage(browser, { width: 1280, height: 900 });
    try {
      const page = again.page;
      await logIn(page, server.url, pro.email, pro.password);
      await page.getByRole('button', { name: /^Notifications/ }).waitFor();
      await page.goto(`${server.url}/portal/clients/${clientId}/intake_form`);
      const answers = page.getByRole('definition');
      await page.getByText(/^Submitted /).waitFor();
      const titles = await page.getByRole('term').allInnerTexts();
      expect(titles).toEqual(['Your occupation', 'Preferred pressure', 'Your signature', 'I agree to the treatment']);
      expect(await answers.allInnerTexts()).toEqual(['Engineer', 'Firm', '', 'Yes']);
      await page.getByRole('img', { name: 'Signature: Your signature' }).waitFor();
      expect(await page.getByRole('img', { name: 'Signature: Your signature' }).getAttribute('src')).toMatch(/^data:image\/png;base64,/);
      await snapshot(page, 'intake-tab-answers-1280');
      await page.setViewportSize({ width: 375, height: 740 });
      await snapshot(page, 'intake-tab-answers-375');
    } finally {
      await again.context.close();
    }
  });
});
