// The pro's reviews pages in a real browser (spec 002 §2 Reviews and Keywords, §4-§5, §8): keywords
// added from the search, reordered by keyboard and deleted; a client's review opens in the side
// panel after a short delay and gets a reply; the bulk form's Send waits for a complete row; an
// imported review waits on the Pending tab with its Confirmation badge; and on a 390 px phone the
// page stays within the screen, with cards instead of the grid. Screenshots when SHOTS_DIR is set.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { setPracticeFlags } from '../support/practice-flags.js';
import {
  PENDING_REVIEW_REQUESTS,
  PRACTICE_REVIEWS,
  PRACTICE_SKILLS,
  REVIEW_ADD_ENDORSEMENTS,
  REVIEW_ADD_RATING,
  REVIEW_ADD_TEXT,
  REVIEW_CREATE_CLIENT,
} from '../support/review-operations.js';
import { newClient, signUpPro } from '../support/test-server.js';
import { closeProduct, logIn, openPage, snapshot, startProductInBrowser } from './browser.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startProductInBrowser());
}, 180_000);
afterAll(() => closeProduct({ server, browser }));

const chipNames = (page: Page) => page.getByRole('list', { name: 'Keywords', exact: true }).locator('.MuiChip-label').allInnerTexts();
const toast = (page: Page, text: string) => page.locator('.MuiSnackbar-root').filter({ hasText: text }).first().waitFor();

/** A client leaves a 4-star review with text and the practice's first keyword, through the review link's calls. */
async function clientReview(practiceId: string, skillId: string): Promise<void> {
  const visitor = await newClient(server);
  const clientId = (await visitor.gql(REVIEW_CREATE_CLIENT, { practiceId, phone: '+1 212 555 0142', firstName: 'Grace' })).data.reviewCreateClient.clientId;
  const token = (await visitor.gql(REVIEW_ADD_RATING, { practiceId, clientId, rating: 4 })).data.reviewAddRating.token;
  await visitor.gql(REVIEW_ADD_ENDORSEMENTS, { reviewId: token, endorsements: [skillId] });
  await visitor.gql(REVIEW_ADD_TEXT, { reviewId: token, text: 'A wonderful deep tissue massage.' });
}

describe('the pro reviews pages', () => {
  it('edits keywords, replies to a review, asks clients and imports a review', async () => {
    const pro = await signUpPro(server, 'Review Journey Studio');
    await setPracticeFlags(server, pro.practice.id, { importReviewsEnabled: true });
    const { context, page } = await openPage(browser, { width: 1280, height: 900 });
    try {
      await logIn(page, server.url, pro.email, pro.password);
      await page.getByRole('button', { name: /^Notifications/ }).waitFor();
      await page.getByRole('menuitem', { name: 'Keywords' }).click();
      await page.waitForURL('**/portal/reviews/keywords');

      // ---- Keywords: empty, then three massages picked from the search.
      await page.getByText('No keywords yet').waitFor();
      await page.getByRole('button', { name: 'Add new' }).click();
      await page.getByLabel('Search keywords').fill('massage');
      const options = page.getByRole('list', { name: 'Keywords to add' }).getByRole('button');
      await options.nth(2).waitFor();
      for (const index of [0, 1, 2]) await options.nth(index).click();
      await page.getByRole('button', { name: 'Add 3' }).click();
      await page.getByRole('list', { name: 'Keywords', exact: true }).waitFor();
      const added = await chipNames(page);
      expect(added).toHaveLength(3);

      // Alt+ArrowRight moves the first one to second place, and the server keeps that order.
      await page.getByRole('list', { name: 'Keywords', exact: true }).locator('.MuiChip-root').first().focus();
      await page.keyboard.press('Alt+ArrowRight');
      await page.waitForFunction((first) => document.querySelectorAll('[aria-label="Keywords"] .MuiChip-label')[1]?.textContent === first, added[0]);
      const skills = (await pro.client.gql(PRACTICE_SKILLS)).data.practiceSkills;
      expect(skills.map((skill: { specialty: { name: string } }) => skill.specialty.name)).toEqual([added[1], added[0], added[2]]);

      // Delete removes the chip at once.
      await page.getByRole('list', { name: 'Keywords', exact: true }).locator('.MuiChip-root').last().focus();
      await page.keyboard.press('Delete');
      await toast(page, 'Successfully deleted keyword');
      expect(await chipNames(page)).toEqual([added[1], added[0]]);
      expect((await pro.client.gql(PRACTICE_SKILLS)).data.practiceSkills).toHaveLength(2);
      await snapshot(page, 'reviews-portal-keywords');

      // ---- Completed: the review's side panel opens after the delay, the reply is posted.
      await clientReview(pro.practice.id, skills[0].id);
      await page.goto(`${server.url}/portal/reviews`);
      await page.getByTestId('reviews-header-count').filter({ hasText: /^1 review$/ }).waitFor();
      // Under 11 reviews the page opens on Request reviews.
      expect(await page.getByRole('tab', { name: 'Request reviews' }).getAttribute('aria-selected')).toBe('true');
      await page.getByRole('tab', { name: 'Completed' }).click();
      await page.waitForURL('**/portal/reviews/completed');
      await page.getByRole('button', { name: /^Review by Grace/ }).click();
      expect(await page.getByRole('dialog', { name: 'Review' }).count()).toBe(0);
      const panel = page.getByRole('dialog', { name: 'Review' });
      await panel.getByText('A wonderful deep tissue massage.').waitFor();
      await panel.getByText(added[1], { exact: true }).waitFor();
      const post = panel.getByRole('button', { name: 'Post' });
      await panel.getByLabel('Your reply').fill('Thank');
      expect(await post.isDisabled()).toBe(true);
      await panel.getByLabel('Your reply').fill('Thank you, Grace!');
      await post.click();
      await toast(page, 'Your reply has been posted');
      await panel.getByRole('button', { name: 'Edit' }).waitFor();
      await snapshot(page, 'reviews-portal-reply');
      await panel.getByRole('button', { name: 'Close' }).click();
      await page.getByText('Replied').waitFor();
      const [review] = (await pro.client.gql(PRACTICE_REVIEWS, {})).data.practiceReviews.reviews;
      expect(review.reviewReply.message).toBe('Thank you, Grace!');

      // ---- Request reviews: Send waits for a first name and a phone over 12 characters.
      await page.getByRole('tab', { name: 'Request reviews' }).click();
      const send = page.getByRole('button', { name: 'Send' });
      await page.getByLabel('First name').fill('Lin');
      await page.getByLabel('Phone').fill('+12125550188');
      expect(await send.isDisabled()).toBe(true);
      await page.getByLabel('Phone').fill('+1 212 555 0188');
      await send.click();
      await toast(page, "Awesome stuff! We'll email you when your clients leave reviews for you.");

      // ---- Import: the client is asked to confirm; the request waits on the Pending tab.
      await page.goto(`${server.url}/portal/reviews/import`);
      await page.getByText('Import past reviews from Google, Facebook, Yelp and more.').waitFor();
      await page.getByRole('textbox', { name: 'First name' }).fill('Mary');
      await page.getByRole('textbox', { name: 'Phone' }).fill('+1 212 555 0177');
      await page.getByRole('button', { name: 'Import review' }).click();
      await toast(page, 'We sent Mary a request to confirm this review.');
      await page.getByRole('tab', { name: 'Pending' }).click();
      await page.getByRole('row').filter({ hasText: 'Mary' }).getByText('Confirmation').waitFor();
      const pending = (await pro.client.gql(PENDING_REVIEW_REQUESTS)).data.pendingReviewRequests;
      expect(pending.map((request: { firstName: string }) => request.firstName).sort()).toEqual(['Lin', 'Mary']);
    } finally {
      await context.close();
    }

    // ---- A phone: cards, nothing wider than the screen.
    const phone = await openPage(browser, { width: 390, height: 844 });
    try {
      await logIn(phone.page, server.url, pro.email, pro.password);
      await phone.page.getByRole('button', { name: /^Notifications/ }).waitFor();
      for (const path of ['completed', 'pending', 'keywords']) {
        await phone.page.goto(`${server.url}/portal/reviews/${path}`);
        await phone.page.getByRole('heading', { level: 1, name: path === 'keywords' ? 'Keywords' : 'Reviews' }).waitFor();
        await phone.page.waitForTimeout(1_000);
        expect({ path, width: await phone.page.evaluate(() => document.documentElement.scrollWidth) }).toEqual({ path, width: 390 });
      }
      await phone.page.goto(`${server.url}/portal/reviews/completed`);
      await phone.page.getByRole('list', { name: 'Completed reviews' }).waitFor();
      await snapshot(phone.page, 'reviews-portal-phone');
    } finally {
      await phone.context.close();
    }
  });
});
