// The pro configures the practice in a real browser (spec 002 §2-§9): a location with its
// weekly hours in another zone, a service with a variation, an add-on, booking settings;
// the server's validation messages show beside the fields and in the toasts; locations are
// disabled, enabled and deleted. Each step is checked against the API too.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Locator, Page } from 'playwright-core';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import type { TestClient } from '../support/graphql-client.js';
import { signUpPro } from '../support/test-server.js';
import { closeProduct, logIn as logInAs, openPage as openBrowserPage, snapshot, startProductInBrowser } from './browser.js';

const PRACTICE = `{ currentPractice {
  services { id name description timeLength amountCents addOn public locationIds variations { timeLength amountCents } }
  locations { id name kind timeZone address travelDistance availableTimes state }
  bookingSettings { appointmentBufferTime appointmentLeadTime startTimeIncrement instantClientApproval cancellationPolicy }
} }`;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startProductInBrowser({ fixedClock: true }));
}, 180_000);

afterAll(() => closeProduct({ server, browser }));

const openPage = (width = 1280) => openBrowserPage(browser, { width, height: 900 });

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await logInAs(page, server.url, email, password);
  await page.getByRole('button', { name: /^Notifications/ }).waitFor();
}

/** Waits for a flyout to finish sliding in (for screenshots). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

const practiceOf = async (pro: TestClient) => (await pro.gql(PRACTICE)).data.currentPractice;

/**
 * A toast with this text. While a flyout (a modal drawer) is open, the page behind it, toasts
 * included, is hidden from assistive technology: the flyout's forms repeat failures inside.
 */
const toast = (scope: Page | Locator, text: string): Locator => scope.getByRole('alert').filter({ hasText: text });

describe('portal settings', () => {
  it('configures locations and hours, services, add-ons and booking rules', async () => {
    const pro = await signUpPro(server, 'Settings Journey Studio');
    const { context, page } = await openPage();
    try {
      await logIn(page, pro.email, pro.password);

      // ---- Locations & Hours, from the side navigation's My Practice group.
      await page.getByRole('menuitem', { name: 'Locations & Hours' }).click();
      await page.waitForURL('**/portal/services/locations');
      const online = page.getByRole('article', { name: 'Online' });
      await online.getByText('Mon–Fri: 9:00 AM – 5:00 PM').waitFor();
      // The only location of the practice's only service cannot be disabled (spec 002 §4).
      await online.getByText('This is the only location of a service, so it cannot be disabled.').waitFor();
      expect(await online.getByRole('button', { name: 'Disable Online' }).isDisabled()).toBe(true);

      await page.getByRole('button', { name: 'Add location' }).click();
      const drawer = page.getByRole('dialog', { name: 'Add location' });
      // Spec 002 §9: a new location is an office.
      expect(await drawer.getByLabel('Office').isChecked()).toBe(true);
      await drawer.getByLabel('Location name').fill('Home visits');
      await drawer.getByLabel('In-home (you travel to clients)').check();
      await drawer.getByLabel('Street address').fill('200 Lakeshore Dr');
      await drawer.getByLabel('City').fill('Chicago');
      await drawer.getByLabel('Time zone').fill('Chicago');
      await page.getByRole('option', { name: /^Chicago \(GMT-[56]\)$/ }).click();

      // Hours: Monday gets a second block (12:00 PM-5:00 PM by default), which overlaps until
      // the first ends at noon; Wednesday loses its only block and so turns off; Saturday opens.
      await drawer.getByRole('button', { name: 'Add hours on Monday' }).click();
      const monday = drawer.getByRole('group', { name: 'Monday hours' });
      expect(await monday.getByLabel('Monday from').nth(1).inputValue()).toBe('12:00');
      expect(await monday.getByLabel('Monday until').nth(1).inputValue()).toBe('17:00');
      await monday.getByText('These hours overlap.').waitFor();
      await monday.getByLabel('Monday until').first().selectOption('12:00');
      expect(await monday.getByText('These hours overlap.').count()).toBe(0);
      await drawer.getByRole('button', { name: 'Remove Wednesday 9:00 AM to 5:00 PM' }).click();
      expect(await drawer.getByLabel('Wednesday', { exact: true }).isChecked()).toBe(false);
      await drawer.getByLabel('Saturday', { exact: true }).check();
      await drawer.getByLabel('Saturday from').selectOption('10:00');
      await drawer.getByLabel('Saturday until').selectOption('14:00');

      // No travel distance yet: the server refuses, and says why beside the field.
      await drawer.getByRole('button', { name: 'Save' }).click();
      await toast(drawer, 'There was an error saving your location: Travel distance is required').waitFor();
      await drawer.getByText('Travel distance is required', { exact: true }).waitFor();
      expect(await drawer.getByLabel('Travel distance (miles)').getAttribute('aria-invalid')).toBe('true');
      await snapshot(page, 'portal-config-location-error-1280');
      await drawer.getByLabel('Travel distance (miles)').fill('15');
      await drawer.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'Location has been saved').waitFor();
      await drawer.waitFor({ state: 'hidden' });

      const home = page.getByRole('article', { name: 'Home visits' });
      await home.getByText('Travels up to 15 mi from 200 Lakeshore Dr, Chicago').waitFor();
      await home.getByText('In-home · America/Chicago').waitFor();
      for (const line of ['Mon: 9:00 AM – 12:00 PM, 12:00 PM – 5:00 PM', 'Tue: 9:00 AM – 5:00 PM', 'Thu–Fri: 9:00 AM – 5:00 PM', 'Sat: 10:00 AM – 2:00 PM']) {
        await home.getByText(line, { exact: true }).waitFor();
      }
      await snapshot(page, 'portal-config-locations-1280');
      const saved = (await practiceOf(pro.client)).locations.find((l: { name: string }) => l.name === 'Home visits');
      expect(saved).toMatchObject({ kind: 'home', timeZone: 'America/Chicago', travelDistance: 15, address: '200 Lakeshore Dr', state: 'active' });
      expect(saved.availableTimes.monday).toEqual({ enabled: true, blocks: [{ startsAt: '09:00', endsAt: '12:00' }, { startsAt: '12:00', endsAt: '17:00' }] });
      expect(saved.availableTimes.wednesday.enabled).toBe(false);
      expect(saved.availableTimes.saturday).toEqual({ enabled: true, blocks: [{ startsAt: '10:00', endsAt: '14:00' }] });
      expect(saved.availableTimes.sunday.enabled).toBe(false);

      // Disable shows the badge and offers Delete; Enable takes both away again.
      await home.getByRole('button', { name: 'Disable Home visits' }).click();
      await toast(page, 'Location has been disabled').waitFor();
      await home.getByText('Disabled', { exact: true }).waitFor();
      await home.getByRole('button', { name: 'Delete Home visits' }).waitFor();
      await home.getByRole('button', { name: 'Enable Home visits' }).click();
      await toast(page, 'Location has been enabled').waitFor();
      await home.getByRole('button', { name: 'Disable Home visits' }).waitFor();
      expect(await home.getByText('Disabled', { exact: true }).count()).toBe(0);
      expect(await home.getByRole('button', { name: 'Delete Home visits' }).count()).toBe(0);

      // ---- Services, through the menu; the server's validation message for a bad input.
      await page.getByRole('menuitem', { name: 'Services', exact: true }).click();
      await page.waitForURL('**/portal/services');
      await page.getByRole('tab', { name: 'Services & Packages', selected: true }).waitFor();
      // The last remaining service cannot be deleted (spec 002 §5).
      expect(await page.getByRole('button', { name: 'Delete Initial consultation' }).isDisabled()).toBe(true);
      await page.getByRole('button', { name: 'Add service' }).click();
      const serviceDrawer = page.getByRole('dialog', { name: 'Add service' });
      await serviceDrawer.getByLabel('Name').fill('Reiki');
      await serviceDrawer.getByLabel('Description').fill('x');
      await serviceDrawer.getByLabel('Price', { exact: true }).fill('85');
      await serviceDrawer.getByRole('button', { name: 'Save' }).click();
      await toast(serviceDrawer, 'There was an error saving your service: Description is required').waitFor();
      await serviceDrawer.getByText('Description is required', { exact: true }).waitFor();
      expect(await serviceDrawer.getByLabel('Description').getAttribute('aria-invalid')).toBe('true');
      await snapshot(page, 'portal-config-service-error-1280');

      await serviceDrawer.getByLabel('Description').fill('Gentle energy work to calm the nervous system.');
      await serviceDrawer.getByRole('button', { name: 'Add variation' }).click();
      await serviceDrawer.getByLabel('Duration (minutes)').nth(1).fill('90');
      await serviceDrawer.getByLabel('Price', { exact: true }).nth(1).fill('120.5');
      // Both active locations are offered by default.
      expect(await serviceDrawer.getByLabel('Home visits').isChecked()).toBe(true);
      await serviceDrawer.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'Service has been saved').waitFor();
      await serviceDrawer.waitFor({ state: 'hidden' });
      const reikiRow = page.getByRole('row', { name: /Reiki/ });
      await reikiRow.getByText('60, 90 min').waitFor();
      await reikiRow.getByText('$85.00 – $120.50').waitFor();
      await reikiRow.getByText('Online, Home visits').waitFor();
      // Free first (spec 002 §5): the free consultation stays above the paid service.
      const rows = await page.getByRole('row').allTextContents();
      expect(rows.findIndex((r) => r.includes('Initial consultation'))).toBeLessThan(rows.findIndex((r) => r.includes('Reiki')));
      await snapshot(page, 'portal-config-services-1280');
      const reiki = (await practiceOf(pro.client)).services.find((s: { name: string }) => s.name === 'Reiki');
      expect(reiki).toMatchObject({ timeLength: 60, amountCents: 8500, addOn: false, public: true, variations: [{ timeLength: 90, amountCents: 12050 }] });
      expect(reiki.locationIds).toHaveLength(2);

      // ---- Add-ons tab (#addons): add one, then delete it behind a confirmation.
      await page.getByRole('tab', { name: 'Add-ons' }).click();
      await page.waitForURL('**/portal/services#addons');
      await page.getByText('No add-ons yet.').waitFor();
      await page.getByRole('button', { name: 'Add add-on' }).click();
      const addOnDrawer = page.getByRole('dialog', { name: 'Add add-on' });
      await addOnDrawer.getByLabel('Name').fill('Hot stones');
      await addOnDrawer.getByLabel('Description').fill('Warm basalt stones added to any session.');
      await addOnDrawer.getByLabel('Price', { exact: true }).fill('20');
      await addOnDrawer.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'Service has been saved').waitFor();
      await page.getByRole('row', { name: /Hot stones/ }).getByText('$20.00').waitFor();
      expect(await page.getByRole('row', { name: /Reiki/ }).count()).toBe(0);
      await snapshot(page, 'portal-config-addons-1280');
      expect((await practiceOf(pro.client)).services.find((s: { name: string }) => s.name === 'Hot stones')).toMatchObject({ addOn: true, timeLength: 15, amountCents: 2000 });

      await page.getByRole('button', { name: 'Delete Hot stones' }).click();
      await page.getByRole('dialog', { name: 'Delete service' }).getByRole('button', { name: 'Delete' }).click();
      await toast(page, 'Service has been deleted').waitFor();
      await page.getByText('No add-ons yet.').waitFor();

      // ---- A location's end of life: disable, then delete (only a disabled one can go).
      await page.goto(`${server.url}/portal/services/locations`);
      await page.getByRole('button', { name: 'Add location' }).click();
      const popUp = page.getByRole('dialog', { name: 'Add location' });
      await popUp.getByLabel('Location name').fill('Pop-up studio');
      await popUp.getByLabel('Street address').fill('9 Market St');
      await popUp.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'Location has been saved').waitFor();
      const popUpCard = page.getByRole('article', { name: 'Pop-up studio' });
      await popUpCard.getByRole('button', { name: 'Disable Pop-up studio' }).click();
      await popUpCard.getByRole('button', { name: 'Delete Pop-up studio' }).click();
      await page.getByRole('dialog', { name: 'Delete location' }).getByRole('button', { name: 'Delete' }).click();
      await toast(page, 'Location has been deleted').waitFor();
      await popUpCard.waitFor({ state: 'detached' });
      expect((await practiceOf(pro.client)).locations.map((l: { name: string }) => l.name)).toEqual(['Online', 'Home visits']);

      // ---- Settings > Booking: exactly the spec's options; Save only once something changed.
      await page.getByRole('menuitem', { name: 'Booking', exact: true }).click();
      await page.waitForURL('**/portal/settings/booking');
      const save = page.getByRole('button', { name: 'Save' });
      await page.getByLabel('Buffer time').waitFor();
      expect(await save.isDisabled()).toBe(true);
      await page.getByLabel('Buffer time').click();
      expect(await page.getByRole('option').allTextContents()).toEqual([
        'No buffer', '5 minutes', '10 minutes', '15 minutes (recommended)', '20 minutes', '30 minutes', '45 minutes',
        '60 minutes', '90 minutes', '120 minutes', '150 minutes', '180 minutes',
      ]);
      await page.getByRole('option', { name: '30 minutes', exact: true }).click();
      await page.getByLabel('Lead time').click();
      expect(await page.getByRole('option').allTextContents()).toEqual([
        'No lead time', '15 minutes', '30 minutes', '1 hour', '3 hours', '8 hours', '12 hours', '1 day (recommended)', '2 days', '3 days', '1 week',
      ]);
      await page.getByRole('option', { name: '2 days', exact: true }).click();
      await page.getByLabel('Start time increment').click();
      expect(await page.getByRole('option').allTextContents()).toEqual([
        '15 minutes', '30 minutes (recommended)', '60 minutes', '75 minutes', '90 minutes', '120 minutes', '150 minutes',
        '180 minutes', '240 minutes', '300 minutes', '360 minutes',
      ]);
      await page.getByRole('option', { name: '60 minutes', exact: true }).click();
      await page.getByLabel('Automatically accept requests (recommended)').check();
      const policy = page.getByLabel('Cancellation policy');
      expect(await policy.getAttribute('rows')).toBe('4');
      await policy.fill('x'.repeat(300));
      expect((await policy.inputValue()).length).toBe(250);
      await page.getByText('250/250 characters', { exact: false }).waitFor();
      await policy.fill('Please cancel at least 24 hours ahead.');
      await page.getByText('38/250 characters', { exact: false }).waitFor();
      await snapshot(page, 'portal-config-booking-1280');
      await save.click();
      await toast(page, 'Settings updated successfully.').waitFor();
      await page.waitForFunction(() => (document.querySelector('button[aria-label="Save"]') as HTMLButtonElement | null)?.disabled === true);
      expect((await practiceOf(pro.client)).bookingSettings).toEqual({
        appointmentBufferTime: 30,
        appointmentLeadTime: 2880,
        startTimeIncrement: 60,
        instantClientApproval: true,
        cancellationPolicy: 'Please cancel at least 24 hours ahead.',
      });

      // ---- The same pages at phone width (below the 768px breakpoint).
      await page.setViewportSize({ width: 375, height: 800 });
      await page.reload();
      await page.getByLabel('Buffer time').waitFor();
      await snapshot(page, 'portal-config-booking-375');
      await page.goto(`${server.url}/portal/services`);
      await page.getByText('Reiki').waitFor();
      expect(await page.getByRole('table').count()).toBe(0);
      await snapshot(page, 'portal-config-services-375');
      await page.getByRole('button', { name: 'Edit Reiki' }).click();
      await page.getByRole('dialog', { name: 'Edit service' }).getByLabel('Name').waitFor();
      await settled(page);
      await snapshot(page, 'portal-config-service-drawer-375');
      await page.keyboard.press('Escape');
      await page.goto(`${server.url}/portal/services/locations`);
      await page.getByRole('article', { name: 'Home visits' }).waitFor();
      await snapshot(page, 'portal-config-locations-375');
      await page.getByRole('button', { name: 'Edit Home visits' }).click();
      const saturday = page.getByRole('dialog', { name: 'Edit location' }).getByRole('group', { name: 'Saturday hours' });
      await saturday.waitFor();
      await settled(page);
      await saturday.scrollIntoViewIfNeeded();
      await snapshot(page, 'portal-config-location-drawer-375');
    } finally {
      await snapshot(page, 'portal-config-last');
      await context.close();
    }
  }, 180_000);

  it("shows the practice's public booking link: 'Preview website' in the header menu, a copy-link button on the calendar and services pages", async () => {
    const pro = await signUpPro(server, 'Link Journey Studio');
    const bookingPage = `${server.url}/${pro.practice.shortLink}`;
    const { context, page } = await openPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
    try {
      await logIn(page, pro.email, pro.password);
      await page.waitForURL('**/portal/calendar');

      // The header (user) menu opens the public page in a new tab (spec 001 §2).
      await page.getByRole('button', { name: 'Profile' }).click();
      await snapshot(page, 'portal-link-user-menu-1280');
      const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('menuitem', { name: 'Preview website' }).click()]);
      await tab.getByRole('heading', { name: 'Link Journey Studio' }).waitFor();
      expect(tab.url()).toBe(bookingPage);
      await tab.close();

      // Copy on the calendar and on the services page: 'Copied' (spec 002 §8).
      await page.getByRole('button', { name: 'Copy booking link' }).click();
      await toast(page, 'Copied').waitFor();
      expect(await clipboard()).toBe(bookingPage);
      await page.evaluate(() => navigator.clipboard.writeText(''));
      await page.goto(`${server.url}/portal/services`);
      await page.getByRole('button', { name: 'Copy booking link' }).click();
      await toast(page, 'Copied').waitFor();
      expect(await clipboard()).toBe(bookingPage);
      await snapshot(page, 'portal-link-services-1280');

      // On a phone the calendar's button is an icon with the same name.
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(`${server.url}/portal/calendar`);
      await page.evaluate(() => navigator.clipboard.writeText(''));
      await page.getByRole('button', { name: 'Copy booking link' }).click();
      await toast(page, 'Copied').waitFor();
      expect(await clipboard()).toBe(bookingPage);
      await snapshot(page, 'portal-link-calendar-375');
    } finally {
      await context.close();
    }
  });
});
