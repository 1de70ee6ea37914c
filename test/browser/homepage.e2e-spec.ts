// The homepage and a practitioner's public page in a real browser on the demo data (issue 18 items
// 4 and 5): a visitor on a phone sees the hero, three recent client reviews that rotate (and stop on
// 'Pause reviews'), 13 service categories then 'Show all services'; the Find a practitioner button
// sticks once the hero's has scrolled away; a category opens /practitioner-search with it as the
// query; a practitioner's page shows their approved credential and specialties above the services.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { closeProduct, openPage, settledPageWidth, snapshot, startProductInBrowser } from './browser.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startProductInBrowser({ demo: true }));
}, 180_000);

afterAll(() => closeProduct({ server, browser }));

describe('homepage journey', () => {
  it('hero, rotating reviews, categories, sticky button; a category searches; a practitioner page shows credentials and specialties', async () => {
    const { context, page } = await openPage(browser, { width: 390, height: 844 });
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { level: 1, name: 'Book with 4000+ holistic practitioners' }).waitFor();
    await page.getByRole('combobox', { name: 'Search therapies or practitioners' }).waitFor();

    // Recent client reviews: three cards with real reviews, one slot replaced in turn.
    const reviews = page.getByRole('region', { name: 'Recent client reviews' }).getByRole('listitem');
    await reviews.first().waitFor();
    expect(await reviews.count()).toBe(3);
    const first = await reviews.allInnerTexts();
    expect(first.join('\n')).toMatch(/About /);
    await page.waitForFunction(
      (before) => [...document.querySelectorAll('.home-review-text')].map((e) => e.textContent).join('|') !== before,
      await page.locator('.home-review-text').allInnerTexts().then((t) => t.join('|')),
      { timeout: 30_000 },
    );
    expect(await reviews.count()).toBe(3);
    await page.getByRole('button', { name: 'Pause reviews' }).click();
    await page.getByRole('button', { name: 'Play reviews', pressed: true }).waitFor();
    // A visitor who prefers reduced motion gets the same three cards, standing still (no rotation to pause).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await reviews.first().waitFor();
    expect(await reviews.count()).toBe(3);
    expect(await page.getByRole('button', { name: /Pause reviews|Play reviews/ }).count()).toBe(0);
    await page.emulateMedia({ reducedMotion: 'no-preference' });

    // Explore holistic services: 13 on a phone, then all of them.
    const services = page.getByRole('region', { name: 'Explore holistic services' });
    const categories = services.getByRole('link');
    expect(await categories.count()).toBe(13);
    await services.getByRole('button', { name: 'Show all services' }).click();
    expect(await categories.count()).toBe(15);
    expect(await page.getByRole('link', { name: 'Join as a practitioner' }).getAttribute('href')).toBe('/pro');
    await page.getByRole('link', { name: 'Apply Now' }).waitFor();
    await page.getByRole('heading', { name: 'Explore over 4,000+ holistic practitioners' }).waitFor();
    expect(await settledPageWidth(page, 390)).toBeLessThanOrEqual(390);
    await snapshot(page, 'homepage-390');

    // The sticky Find a practitioner button once the hero's is above the screen.
    const sticky = page.locator('.home-sticky').getByRole('link', { name: 'Find a practitioner' });
    await page.evaluate(() => window.scrollTo(0, 0));
    await sticky.waitFor({ state: 'detached' });
    await page.evaluate(() => window.scrollTo(0, 900));
    await sticky.waitFor();

    // A category goes to the search with it as the query.
    await services.getByRole('link', { name: 'Massage', exact: true }).click();
    await page.waitForURL(/\/practitioner-search\?query=Massage$/);
    await page.getByRole('heading', { level: 1, name: 'Massage practitioners' }).waitFor();
    await page.getByRole('link', { name: 'Mile High Massage', exact: true }).click();

    // The practitioner's public page: the approved credential and the specialties, above the services.
    await page.waitForURL(/\/mile-high-massage$/);
    const facts = page.getByRole('region', { name: 'About the practitioner' });
    await facts.getByRole('list', { name: 'Credentials' }).getByText('Licensed Massage Therapist (LMT)').waitFor();
    expect(await facts.getByRole('list', { name: 'Specialties' }).getByRole('listitem').allInnerTexts()).toEqual(['Deep Tissue Massage', 'Hot Stone Massage']);
    const book = page.getByRole('button', { name: 'Book Deep Tissue Massage' });
    expect((await facts.boundingBox())!.y).toBeLessThan((await book.boundingBox())!.y);
    await snapshot(page, 'practitioner-profile-390');

    // 'Join as a practitioner' leads to /pro, whose Apply Now opens the portal's sign-up.
    await page.goto(`${server.url}/`);
    await page.getByRole('link', { name: 'Join as a practitioner' }).click();
    await page.waitForURL(/\/pro$/);
    await page.getByRole('heading', { level: 1, name: 'Join as a practitioner' }).waitFor();
    expect(await settledPageWidth(page, 390)).toBeLessThanOrEqual(390);
    await snapshot(page, 'pro-390');
    await page.getByRole('link', { name: 'Apply Now' }).click();
    await page.waitForURL(/\/portal\/sign-up/);
    await context.close();
  });
});
