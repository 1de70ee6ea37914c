// The Profile area in a real browser (issue 17): the pro opens Profile from the menu, edits the
// headline on the Details tab (the others wait while it is open), types a taken short link and a
// free one and sees the spec's messages, saves; the public page at the old link lands on the new
// one and shows the headline. At 390 px the tabs are a dropdown that opens the Misc tab.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { signUpPro } from '../support/test-server.js';
import { closeProduct, logIn, openPage, settledPageWidth, snapshot, startProductInBrowser } from './browser.js';

let server: RunningServer;
let browser: Browser;
let pro: Awaited<ReturnType<typeof signUpPro>>;
let taken: string;

beforeAll(async () => {
  ({ server, browser } = await startProductInBrowser());
  pro = await signUpPro(server, 'Willow Creek Massage');
  taken = (await signUpPro(server, 'Aspen Hollow Spa')).practice.shortLink;
}, 180_000);

afterAll(() => closeProduct({ server, browser }));

describe('profile journey', () => {
  it('edits the headline and the short link; the old public link lands on the new one', async () => {
    const { context, page } = await openPage(browser);
    await logIn(page, server.url, pro.email, pro.password);
    await page.getByRole('menuitem', { name: 'Profile' }).or(page.getByRole('link', { name: 'Profile' })).first().click();
    await page.waitForURL(/\/portal\/profile$/);
    await page.getByRole('tab', { name: 'Details', selected: true }).waitFor();

    await page.getByRole('button', { name: 'Edit Headline' }).click();
    expect(await page.getByRole('button', { name: 'Edit Title' }).isDisabled()).toBe(true);
    const save = page.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Headline' }).fill('Slow, deep work for tired shoulders');
    await save.click();
    await page.getByText('Your profile details have been saved.').waitFor();
    await page.getByRole('region', { name: 'Headline' }).getByText('Slow, deep work for tired shoulders').waitFor();

    const old = pro.practice.shortLink;
    await page.getByRole('button', { name: 'Edit Short link' }).click();
    const link = page.getByRole('textbox', { name: 'Short link' });
    await link.fill(taken);
    await page.getByText('This short link is already in use.').waitFor();
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await link.fill('Willow Creek!');
    expect(await link.inputValue()).toBe('willowcreek');
    await page.getByText('This short link is available.').waitFor();
    await snapshot(page, 'profile-details-1280');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('region', { name: 'Short link' }).getByText(/\/willowcreek$/).waitFor();

    // The shared pages sit inside the shell too.
    await page.getByRole('tab', { name: 'Services' }).click();
    await page.waitForURL(/\/portal\/profile\/services$/);
    await page.getByRole('button', { name: 'Add service' }).waitFor();

    const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const publicPage = await visitor.newPage();
    await publicPage.goto(`${server.url}/${old}`);
    await publicPage.waitForURL(`${server.url}/willowcreek`);
    await publicPage.getByText('Slow, deep work for tired shoulders').waitFor();
    await visitor.close();
    await context.close();
  });

  it('at 390 px the tabs are a dropdown', async () => {
    const { context, page } = await openPage(browser, { width: 390, height: 844 });
    await logIn(page, server.url, pro.email, pro.password);
    await page.waitForURL(/\/portal\/(?!login)/);
    await page.goto(`${server.url}/portal/profile`);
    await page.getByLabel('Profile section').click();
    expect(await page.getByRole('tab', { name: 'Details' }).count()).toBe(0);
    await page.getByRole('option', { name: 'Misc' }).click();
    await page.waitForURL(/\/portal\/profile\/audience$/);
    await page.getByLabel('Languages').waitFor();
    expect(await page.getByLabel('Website').count()).toBe(0); // not on the website plan
    expect(await settledPageWidth(page, 390)).toBeLessThanOrEqual(390);
    await snapshot(page, 'profile-misc-390');
    await context.close();
  });
});
