// Practitioner search in a real browser on the demo data (issue 18): a visitor on a phone types
// 'mass' in the homepage's search box, moves to 'Massage' under Therapies with the arrow keys and picks
// it, sees massage practitioners (verified first), opens one's page and books a service there,
// reaching the booking flow. The practitioner section's pick opens a practice page too.
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

describe('practitioner search journey', () => {
  it("types 'mass' on the homepage, picks 'Massage' from Therapies, chooses a city, sees practitioners and reaches a booking page", async () => {
    const { context, page } = await openPage(browser, { width: 390, height: 844 });
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { level: 1, name: /Book with 4000\+ holistic practitioners/ }).waitFor();
    const box = page.getByRole('combobox', { name: 'Search therapies or practitioners' });
    await box.fill('mass');
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await list.getByRole('group', { name: 'Practitioners' }).getByRole('option', { name: 'Mile High Massage' }).waitFor();
    expect(await list.getByRole('group', { name: 'Therapies' }).getByRole('option').first().innerText()).toMatch(/^Massage/);
    await snapshot(page, 'search-suggestions-390');
    await box.press('ArrowDown');
    expect(await list.getByRole('option', { selected: true }).innerText()).toMatch(/^Massage/);
    await box.press('Enter');

    await page.waitForURL(/\/practitioner-search\?query=Massage$/);
    await page.getByRole('heading', { level: 1, name: 'Massage practitioners' }).waitFor();
    const results = page.getByRole('list', { name: 'Practitioners' }).getByRole('listitem');
    await results.first().waitFor();
    expect(await results.first().innerText()).toContain('Verified');
    expect(await results.count()).toBeGreaterThanOrEqual(5);
    expect(await settledPageWidth(page, 390)).toBeLessThanOrEqual(390);
    await snapshot(page, 'search-results-390');

    // A city from place autocomplete: the results come nearest first, each with its next available time.
    const where = page.getByRole('combobox', { name: 'Location' });
    await where.fill('Denv');
    const places = page.getByRole('listbox', { name: 'Places' });
    expect(await places.getByRole('option').first().innerText()).toBe('Use my current location');
    await places.getByRole('option', { name: /^Denver/ }).first().click();
    await page.waitForURL(/searched_location=Denver%2C\+CO%2C\+US&aroundLatLng%5Blat%5D=39\.\d+&aroundLatLng%5Blng%5D=-104\.\d+/);
    await page.getByText('Near Denver, CO, US, nearest first').waitFor();
    await results.first().getByText(/mi away/).waitFor();
    const texts = await results.allInnerTexts();
    expect(texts[0]).toContain('Mile High Massage');
    const miles = texts.map((t) => /([\d.]+) mi away/.exec(t)?.[1]).filter((m): m is string => m !== undefined).map(Number);
    expect(miles.length).toBeGreaterThanOrEqual(3);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(texts.filter((t) => /Next available: \w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2}\s[AP]M/.test(t)).length).toBeGreaterThanOrEqual(3);
    await page.getByRole('figure', { name: 'Results map' }).getByLabel('1. Mile High Massage').waitFor();
    await snapshot(page, 'search-near-denver-390');

    await page.getByRole('link', { name: 'Book with Mile High Massage' }).click();
    await page.waitForURL(/\/mile-high-massage$/);
    await page.getByRole('button', { name: 'Book Deep Tissue Massage' }).click();
    // The booking flow for that service (its first step) on the practice's page.
    await page.waitForURL(/\/mile-high-massage\?service=/);
    await page.locator('#booking-step-heading').waitFor();
    expect(await page.locator('main').innerText()).toContain('Deep Tissue Massage');
    await snapshot(page, 'search-booking-390');

    // The chosen location lasts for the session: a new search starts near Denver.
    await page.goto(`${server.url}/practitioner-search?query=Reiki`);
    await page.waitForURL(/query=Reiki&searched_location=Denver/);
    expect(await page.getByRole('combobox', { name: 'Location' }).inputValue()).toBe('Denver, CO, US');

    // Back on the search, a practitioner suggestion opens that practice's page.
    await page.goto(`${server.url}/practitioner-search?virtual=true&activeFilter=virtual`);
    await page.getByRole('button', { name: 'Browse virtual services', pressed: true }).waitFor();
    const virtual = page.getByRole('list', { name: 'Practitioners' }).getByRole('listitem').first();
    await virtual.waitFor();
    expect(await virtual.innerText()).toContain('Virtual');
    await box.fill('lotus');
    await page.getByRole('option', { name: 'Lotus Acupuncture Studio' }).click();
    await page.waitForURL(/\/lotus-acupuncture-studio$/);
    await context.close();
  });
});
