// Group events end to end in real browsers (issue 15): the pro creates a paid event type in the
// Event Types tab (/portal/services#events), answers 'Schedule this event now?' with 'Yes, schedule'
// and saves a date in the calendar's Group Event flyout; a visitor (no session, on a phone) opens the
// type's public page /{shortLink}/sunrise-yoga, picks the date, registers and pays with the
// simulator's test card, and lands on the registration page; the pro sees the visitor as 'Paid' in the
// flyout's Registrants tab; the visitor cancels from the registration page and the pro's list, read
// again, no longer shows them. On the journeys' clock (a fixed week) and the embedded payment simulator.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { runPracticeFlags } from '../../apps/api/src/practice/cli/run-practice-flags.js';
import type { TestClient } from '../support/graphql-client.js';
import { connectSimulatedProviders, SET_PAYMENT_PROVIDER } from '../support/payment-operations.js';
import { signUpPro } from '../support/test-server.js';
import { closeProduct, journeyNow, logIn, openPage, snapshot, startProductInBrowser } from './browser.js';

let server: RunningServer;
let browser: Browser;
let pro: TestClient;
let proEmail: string;
let proPassword: string;
let shortLink: string;
let zone: string;

const FLAGS = `{ currentPractice { flags { bookableEventsEnabled eventsEnabled } } }`;
const UPCOMING = `{ upcomingBookableEvents { id name startsAt endsAt clientsCount clients { firstName lastName paymentLabel } } }`;

beforeAll(async () => {
  ({ server, browser } = await startProductInBrowser({ fixedClock: true }));
  const signedUp = await signUpPro(server, 'Sunrise Studio');
  pro = signedUp.client;
  proEmail = signedUp.email;
  proPassword = signedUp.password;
  shortLink = signedUp.practice.shortLink;
  zone = signedUp.practice.timeZone;
  // Cards on the embedded simulator, Stripe the active provider.
  await connectSimulatedProviders(pro);
  expect((await pro.gql(SET_PAYMENT_PROVIDER, { p: 'stripe' })).data.updatePracticePaymentProvider.result).toBe('success');
  // Staff turn group events on (the practice:flags CLI's command path); the read model follows.
  await runPracticeFlags(server.app, { practice: shortLink, flags: { bookableEventsEnabled: true, eventsEnabled: true } });
  for (let i = 0; i < 50; i++) {
    const flags = (await pro.gql(FLAGS)).data.currentPractice.flags;
    if (flags.bookableEventsEnabled && flags.eventsEnabled) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  expect((await pro.gql(FLAGS)).data.currentPractice.flags).toEqual({ bookableEventsEnabled: true, eventsEnabled: true });
}, 180_000);

afterAll(() => closeProduct({ server, browser }));

/** The visitor's registrant row in the flyout's Registrants tab. */
// A real 1x1 PNG, so the pages can draw it.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const registrantRow = (flyout: Locator, name: string): Locator => flyout.getByRole('list', { name: 'Registrants' }).getByRole('listitem').filter({ hasText: name });

/** Waits for a flyout or dialog to finish sliding in (for screenshots). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

describe('group events journey', () => {
  it("a paid event type is created and scheduled, a visitor registers and pays, the pro sees 'Paid', the visitor cancels and the list updates", async () => {
    // Saturday of the journey's week (the journey starts on a Wednesday at 10:00), 8:30 AM on the practice's clock.
    const day = journeyNow(zone).startOf('day').plus({ days: 3 });
    const startsAt = day.set({ hour: 8, minute: 30 });
    const dateLabel = startsAt.setLocale('en-US').toFormat('cccc, LLLL d, yyyy'); // "Saturday, June 14, 2031"
    const visitor = { firstName: 'Maya', lastName: 'Chen', email: `maya-${Date.now()}@example.com`, phone: '(212) 555-0188' };
    const visitorName = `${visitor.firstName} ${visitor.lastName}`;

    // ---- The pro creates the event type in the Event Types tab.
    const portal = await openPage(browser, { width: 1280, timezoneId: zone });
    let visitorContext: BrowserContext | null = null;
    try {
      const page = portal.page;
      await logIn(page, server.url, proEmail, proPassword);
      await page.waitForURL('**/portal/calendar');
      await page.goto(`${server.url}/portal/services#events`);
      await page.getByRole('tab', { name: 'Event Types', selected: true }).waitFor();
      await page.getByText('No event types yet.').waitFor();
      await page.getByRole('button', { name: 'Create event type' }).click();

      const typeFlyout = page.getByRole('dialog', { name: 'Create event type' });
      await typeFlyout.getByLabel('Name', { exact: true }).fill('Sunrise Yoga');
      await typeFlyout.getByLabel('Description', { exact: true }).fill('A gentle flow to start the weekend. Mats provided.');
      await typeFlyout.getByLabel('Capacity', { exact: true }).fill('10');
      await typeFlyout.getByLabel('Price', { exact: true }).fill('25');
      await typeFlyout.getByLabel('Location', { exact: true }).fill('12 Elm Street, Brooklyn, NY');
      await typeFlyout.getByLabel('Duration', { exact: true }).fill('60');
      // A photo chosen before the type exists is uploaded by its first save; a text file is refused first.
      await typeFlyout.getByLabel('Choose a photo').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
      const refused = page.getByText('Please choose a JPEG, PNG, WebP or GIF image of at most 5 MB.');
      await refused.waitFor();
      await refused.waitFor({ state: 'hidden' }); // its notice goes before the save's comes
      await typeFlyout.getByLabel('Choose a photo').setInputFiles({ name: 'yoga.png', mimeType: 'image/png', buffer: PNG });
      await typeFlyout.getByRole('img', { name: 'Event type photo' }).waitFor();
      // The link follows the name.
      expect(await typeFlyout.getByLabel('Link', { exact: true }).inputValue()).toBe('sunrise-yoga');
      await typeFlyout.getByText(`Clients sign up at`, { exact: false }).waitFor();
      await settled(page);
      await snapshot(page, 'group-events-1-event-type-form');
      await typeFlyout.getByRole('button', { name: 'Save' }).click();

      // ---- 'Schedule this event now?' after the first type: Yes, schedule.
      const prompt = page.getByRole('dialog', { name: 'Schedule this event now?' });
      await prompt.waitFor();
      await page.getByText('Event type has been saved').waitFor();
      await settled(page);
      await snapshot(page, 'group-events-2-schedule-now');
      await prompt.getByRole('button', { name: 'Yes, schedule' }).click();

      // ---- The calendar's Group Event flyout, the type preselected: a date and time, then Save.
      await page.waitForURL(/\/portal\/calendar\?bookableEventTypeId=.+#create-group-event$/);
      const createFlyout = page.getByRole('dialog', { name: 'Create group event' });
      const typeSelect = createFlyout.getByLabel('Event type');
      await typeSelect.locator('option:checked').filter({ hasText: /^Sunrise Yoga \(60 minutes\)$/ }).waitFor({ state: 'attached' });
      await createFlyout.getByLabel('Start date').fill(day.toFormat('yyyy-MM-dd'));
      await createFlyout.getByLabel('Start time').selectOption('08:30');
      // The type's 60 minutes propose the end.
      await createFlyout.getByLabel('End time').locator('option:checked').filter({ hasText: /^9:30 AM$/ }).waitFor({ state: 'attached' });
      expect(await createFlyout.getByLabel('End date').inputValue()).toBe(day.toFormat('yyyy-MM-dd'));
      await settled(page);
      await snapshot(page, 'group-events-3-group-event-details');
      await createFlyout.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Your event was saved successfully').waitFor();

      // The saved event opens for its registrants (?groupEventId=…).
      await page.waitForURL(/\/portal\/calendar\?groupEventId=/);
      const groupEventId = new URL(page.url()).searchParams.get('groupEventId')!;
      const upcoming = (await pro.gql(UPCOMING)).data.upcomingBookableEvents;
      expect(upcoming).toHaveLength(1);
      expect(upcoming[0]).toMatchObject({ id: groupEventId, name: 'Sunrise Yoga', clientsCount: 0 });
      expect(Date.parse(upcoming[0].startsAt)).toBe(startsAt.toMillis());
      expect(Date.parse(upcoming[0].endsAt)).toBe(startsAt.plus({ minutes: 60 }).toMillis());
      const editFlyout = page.getByRole('dialog', { name: 'Edit Scheduled Group Event' });
      await editFlyout.getByRole('tab', { name: 'Registrants', selected: true }).waitFor();
      await editFlyout.getByText('No one has registered yet.').waitFor();
      await editFlyout.getByText('0/10 registered').first().waitFor();
      await settled(page);
      await snapshot(page, 'group-events-4-registrants-empty');

      // ---- The visitor, on a phone with no session, registers and pays on the public page.
      const phone = await openPage(browser, { width: 390, height: 844, timezoneId: 'America/Los_Angeles' });
      visitorContext = phone.context;
      const visit = phone.page;
      // The practice's page lists the class; its link leads to the type's page.
      await visit.goto(`${server.url}/${shortLink}`);
      await visit.getByRole('heading', { name: 'Classes and events' }).waitFor();
      await visit.getByRole('link', { name: 'See the dates of Sunrise Yoga' }).click();
      await visit.waitForURL(`**/${shortLink}/sunrise-yoga`);
      await visit.getByRole('heading', { name: 'Sunrise Yoga' }).waitFor();
      await visit.getByRole('heading', { name: 'Upcoming dates' }).waitFor();
      // The photo chosen in the portal, served from the uploads.
      expect(await visit.locator('img.event-photo').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
      const date = visit.getByRole('button', { name: new RegExp(dateLabel) });
      // The time is the practice's, whatever the visitor's zone; all 10 seats are left.
      await date.getByText('8:30 – 9:30 AM', { exact: false }).waitFor();
      await date.getByText('10 seats left').waitFor();
      await visit.getByText('$25.00').first().waitFor();
      await snapshot(visit, 'group-events-5-public-page-390');
      await date.click();
      expect(await date.getAttribute('aria-pressed')).toBe('true');
      await visit.getByRole('heading', { name: 'Register' }).waitFor();
      const details = visit.getByRole('form', { name: 'Your details' });
      await details.getByLabel('First name').fill(visitor.firstName);
      await details.getByLabel('Last name').fill(visitor.lastName);
      await details.getByLabel('Email').fill(visitor.email);
      await details.getByLabel('Phone').fill(visitor.phone);
      const card = visit.getByRole('form', { name: 'Card details' });
      await card.getByLabel('Card number').fill('4242 4242 4242 4242');
      await card.getByLabel('Expiry (MM / YY)').fill('12/34');
      await card.getByLabel('CVC').fill('123');
      await visit.getByText('$25.00 is charged to your card when you register.').waitFor();
      await snapshot(visit, 'group-events-6-registration-form-390');
      await card.getByRole('button', { name: 'Pay $25.00 and register' }).click();

      // ---- The registration page: booked, paid.
      await visit.waitForURL(/\/manage_event_registrations\/[^/]+$/);
      await visit.getByRole('heading', { name: 'Your appointment is booked!' }).waitFor();
      await visit.getByText(`${visitor.firstName}, you are registered for Sunrise Yoga.`, { exact: false }).waitFor();
      const payment = visit.getByRole('region', { name: 'Payment' });
      await payment.getByText('Paid', { exact: true }).waitFor();
      await payment.getByText('$25.00').waitFor();
      await visit.getByText(dateLabel).first().waitFor();
      await snapshot(visit, 'group-events-7-registration-booked-390');
      const registrationUrl = visit.url();

      // ---- The pro opens the event in the calendar: the visitor is registered and 'Paid'.
      await page.goto(`${server.url}/portal/calendar?groupEventId=${encodeURIComponent(groupEventId)}`);
      await editFlyout.getByRole('tab', { name: 'Registrants', selected: true }).waitFor();
      const row = registrantRow(editFlyout, visitorName);
      await row.getByText('Paid', { exact: true }).waitFor();
      await row.getByText('$25.00').waitFor();
      await row.getByText(visitor.email, { exact: false }).waitFor();
      await editFlyout.getByText('1/10 registered').first().waitFor();
      await row.getByLabel('Loading payment information').waitFor({ state: 'detached' });
      expect(await row.getByRole('button', { name: 'Process payment' }).count()).toBe(0);
      await settled(page);
      await snapshot(page, 'group-events-8-registrant-paid');

      // ---- The visitor cancels from the registration page, through its confirm dialog.
      await visit.goto(registrationUrl);
      await visit.getByRole('heading', { name: 'Your appointment is booked!' }).waitFor();
      await visit.getByRole('button', { name: 'Cancel registration' }).click();
      const confirm = visit.getByRole('dialog', { name: 'Cancel registration' });
      await confirm.getByText('Are you sure you want to cancel your registration for Sunrise Yoga?').waitFor();
      await confirm.getByText('For a refund, please contact the practitioner.').waitFor();
      await snapshot(visit, 'group-events-9-cancel-confirm-390');
      await confirm.getByRole('button', { name: 'Yes, cancel registration' }).click();
      await visit.getByRole('heading', { name: 'Registration Cancelled' }).waitFor();
      await visit.getByText('Your registration has been cancelled.').waitFor();
      await confirm.waitFor({ state: 'detached' });
      expect(await visit.getByRole('button', { name: 'Cancel registration' }).count()).toBe(0);
      await snapshot(visit, 'group-events-10-registration-cancelled-390');
      // Read again, the page stays cancelled.
      await visit.reload();
      await visit.getByRole('heading', { name: 'Registration Cancelled' }).waitFor();

      // ---- The pro's registrant list, read again, no longer shows the visitor.
      await page.reload();
      await editFlyout.getByRole('tab', { name: 'Registrants', selected: true }).waitFor();
      await editFlyout.getByText('No one has registered yet.').waitFor();
      await editFlyout.getByText('0/10 registered').first().waitFor();
      expect(await editFlyout.getByText(visitorName).count()).toBe(0);
      await settled(page);
      await snapshot(page, 'group-events-11-registrants-after-cancel');
      const after = (await pro.gql(UPCOMING)).data.upcomingBookableEvents;
      expect(after[0]).toMatchObject({ id: groupEventId, clientsCount: 0, clients: [] });
    } finally {
      await visitorContext?.close();
      await portal.context.close();
    }
  }, 300_000);
});
