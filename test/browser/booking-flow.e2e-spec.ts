// A visitor books through the public pages in a real browser: the practice page at
// /{shortLink}, a service with lengths and an add-on, a day and a time, the contact form and
// the confirmation with the link to /m/c/{token}; the pro's pending list then holds the request.
// Also the 'time just taken' race, an auto-accepting practice, phone checks and unknown links,
// 'Add to calendar' on the confirmation, lengths shortest first, and an add-on that adds no time
// read as the portal reads it.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import type { TestClient } from '../support/graphql-client.js';
import { PENDING } from '../support/operations.js';
import { connectSimulated, SET_PAYMENT_PROVIDER, UPDATE_PAYMENT_SETTINGS } from '../support/payment-operations.js';
import { freeSlots, newClient, requestAppointment, signUpPro, type TestPractice } from '../support/test-server.js';
import { closeProduct, logIn, openPage as openBrowserPage, snapshot, startProductInBrowser } from './browser.js';

const UPSERT_SERVICE = `mutation($input: UpsertServiceInput!) { upsertService(input: $input) { result errors service { id } } }`;
const UPDATE_SETTINGS = `mutation($input: BookingSettingsInput!) { updateBookingSettings(input: $input) { result errors } }`;
const TAKEN_MESSAGE = 'Sorry, that time was just taken. Please choose another time.';

/** The start time the booking flow keeps in its URL (?time=). */
const slotOf = (url: string): string => new URL(url).searchParams.get('time') ?? '';

/** The pro's pending request from this e-mail address (the inbox projection may trail by a moment). */
async function pendingFor(pro: TestClient, email: string): Promise<any> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const res = await pro.gql(PENDING);
    const found = res.data?.pendingAppointments?.find((a: { client: { email: string } }) => a.client.email === email);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no pending request from ${email}`);
}

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startProductInBrowser());
}, 180_000);

afterAll(() => closeProduct({ server, browser }));

// The visitor sits in California; the practice keeps New York time.
const openPage = (width: number) => openBrowserPage(browser, { width, timezoneId: 'America/Los_Angeles' });

const LONG_DESCRIPTION =
  'Slow, deliberate bodywork for people who sit all day: we start with the neck and shoulders, work through the upper back and finish ' +
  'with the hips, with breathing cues throughout. The full description continues well past the preview, so the page must cut it.';

async function fillContact(page: Page, firstName: string, lastName: string, email: string): Promise<void> {
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('(212) 555-0147');
}

describe('booking flow', () => {
  let pro: Awaited<ReturnType<typeof signUpPro>>;
  let focusServiceId: string;

  beforeAll(async () => {
    pro = await signUpPro(server, 'Booking Flow Studio');
    const focus = await pro.client.gql(UPSERT_SERVICE, {
      // The variations are entered longest first: the page lists them shortest first.
      input: {
        name: 'Deep focus session', description: LONG_DESCRIPTION, timeLength: 60, amountCents: 9500,
        variationsArray: [{ timeLength: 90, amountCents: 13500 }, { timeLength: 45, amountCents: 7500 }],
      },
    });
    expect(focus.data.upsertService.result).toBe('success');
    focusServiceId = focus.data.upsertService.service.id;
    const addOn = await pro.client.gql(UPSERT_SERVICE, {
      input: { name: 'Aromatherapy', description: 'Essential oils of your choice.', timeLength: 15, amountCents: 1500, addOn: true },
    });
    expect(addOn.data.upsertService.result).toBe('success');
    const noTime = await pro.client.gql(UPSERT_SERVICE, {
      input: { name: 'Warm towels', description: 'Heated towels at the end.', timeLength: 0, amountCents: 500, addOn: true },
    });
    expect(noTime.data.upsertService.result).toBe('success');
    const settings = await pro.client.gql(UPDATE_SETTINGS, { input: { cancellationPolicy: 'Cancel at least 24 hours ahead, please.' } });
    expect(settings.data.updateBookingSettings.result).toBe('success');
  });

  it('books a service with a length and an add-on from the practice page and shows the request to the pro', async () => {
    const { context, page } = await openPage(1280);
    try {
      await page.goto(`${server.url}/${pro.practice.shortLink}`);
      await page.getByRole('heading', { name: 'Booking Flow Studio' }).waitFor();
      await page.getByText('Sam Rivera').waitFor();
      const services = page.getByRole('region', { name: 'Services' });
      await services.getByText('1 hr · Free').waitFor();
      const preview = await services.getByText(/^Slow, deliberate bodywork/).textContent();
      expect(preview).toContain(`${LONG_DESCRIPTION.slice(0, 150)}`);
      expect(preview).toContain('…');
      expect(preview).not.toContain('well past the preview');
      await page.getByRole('region', { name: 'Add-ons' }).getByText('Aromatherapy').waitFor();
      // An add-on that adds no time reads as in the portal's list of add-ons.
      await page.getByRole('region', { name: 'Add-ons' }).getByText('No extra time · $5.00').waitFor();
      await page.getByRole('region', { name: 'Locations' }).getByText('(Video)').waitFor();
      await page.getByText('Cancel at least 24 hours ahead, please.').waitFor();
      await snapshot(page, 'booking-practice-1280');

      await page.getByRole('link', { name: 'Read more about Deep focus session' }).click();
      await page.waitForURL(`**/${pro.practice.shortLink}/services/${focusServiceId}`);
      await page.getByText('well past the preview, so the page must cut it.', { exact: false }).waitFor();
      await page.getByRole('list', { name: 'Lengths and prices' }).getByText('1 hr 30 min · $135.00').waitFor();
      expect(await page.getByRole('list', { name: 'Lengths and prices' }).getByRole('listitem').allTextContents()).toEqual([
        '45 min · $75.00', '1 hr · $95.00', '1 hr 30 min · $135.00',
      ]);
      await snapshot(page, 'booking-service-1280');
      await page.getByRole('link', { name: '← All services' }).click();

      await page.getByRole('button', { name: 'Book Deep focus session' }).click();
      await page.getByRole('heading', { name: 'Choose a length' }).waitFor();
      expect(await page.locator('.choices .choice-name').allTextContents()).toEqual(['45 min', '1 hr', '1 hr 30 min']);
      await page.getByRole('button', { name: /1 hr 30 min/ }).click();
      await page.getByRole('heading', { name: 'Add-ons' }).waitFor();
      await page.locator('label').filter({ hasText: 'Warm towels' }).getByText('No extra time · $5.00').waitFor();
      await page.getByLabel(/Aromatherapy/).check();
      await page.getByRole('button', { name: 'Continue', exact: true }).click();

      await page.getByRole('heading', { name: 'Choose a day and time' }).waitFor();
      await page.getByText('1 hr 45 min · $150.00').waitFor();
      const firstSlot = page.locator('.slot-list').getByRole('button').first();
      await firstSlot.waitFor();
      // Eastern time on the button, the visitor's Pacific time beneath it.
      expect(await firstSlot.getAttribute('aria-label')).toMatch(/^\d{1,2}:\d{2}\s[AP]M E[SD]T \(\d{1,2}:\d{2}\s[AP]M P[SD]T your time\)$/);
      await snapshot(page, 'booking-time-1280');
      await firstSlot.click();

      await page.getByRole('heading', { name: 'Your details' }).waitFor();
      const startsAt = slotOf(page.url());
      // The step is in the URL: a reload comes back to it, Back returns to the calendar.
      await page.reload();
      await page.getByRole('heading', { name: 'Your details' }).waitFor();
      await page.goBack();
      await page.getByRole('heading', { name: 'Choose a day and time' }).waitFor();
      await page.goForward();
      await page.getByRole('heading', { name: 'Your details' }).waitFor();

      await page.getByRole('button', { name: 'Book appointment' }).click();
      await page.getByText('First name is required.').waitFor();
      await page.getByText('Phone is required.').waitFor();
      await fillContact(page, 'Mary', 'Shelley', 'mary@example.com');
      await page.getByLabel('Phone').press('Enter');

      await page.getByRole('heading', { name: 'Request sent!' }).waitFor();
      await page.getByText('Deep focus session + Aromatherapy').waitFor();
      const link = page.getByRole('link', { name: 'View your appointment' });
      const href = await link.getAttribute('href');
      expect(href).toMatch(/^\/m\/c\/[A-Za-z0-9_-]+$/);

      // 'Add to calendar': the .ics (the entry the e-mails carry) and a Google Calendar link.
      const addToCalendar = page.getByRole('region', { name: 'Add to calendar' });
      const [download] = await Promise.all([page.waitForEvent('download'), addToCalendar.getByRole('link', { name: 'Download .ics file' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^appointment-[0-9a-f]{8}\.ics$/);
      const ics = (await readFile((await download.path())!, 'utf8')).replace(/\r\n[ \t]/g, '');
      expect(ics).toContain('BEGIN:VEVENT');
      expect(ics).toContain('SUMMARY:Deep focus session with Sam Rivera');
      expect(ics).toContain('STATUS:TENTATIVE');
      expect(ics).toContain(`DTSTART:${new Date(startsAt).toISOString().replace(/[-:]/g, '').replace('.000', '')}`);
      expect(ics).toContain(`${href}`);
      const google = new URL((await addToCalendar.getByRole('link', { name: 'Google Calendar' }).getAttribute('href'))!);
      expect(`${google.origin}${google.pathname}`).toBe('https://calendar.google.com/calendar/render');
      expect(google.searchParams.get('action')).toBe('TEMPLATE');
      expect(google.searchParams.get('text')).toBe('Deep focus session with Sam Rivera');
      expect(google.searchParams.get('dates')).toMatch(/^\d{8}T\d{6}Z\/\d{8}T\d{6}Z$/);
      expect(google.searchParams.get('details')).toContain('Aromatherapy (add-on): $15.00');
      expect(google.searchParams.get('location')).toBe('Online (Video)');
      await snapshot(page, 'booking-confirmation-1280');

      const pending = await pendingFor(pro.client, 'mary@example.com');
      expect(pending).toMatchObject({ state: 'pending', client: { firstName: 'Mary', lastName: 'Shelley', phone: '+12125550147' } });
      expect(new Date(pending.startsAt).getTime()).toBe(new Date(startsAt).getTime());
      expect(pending.services.map((s: { name: string }) => s.name)).toEqual(['Deep focus session', 'Aromatherapy']);

      await link.click();
      await page.waitForURL(`**${href}`);
      await page.getByRole('heading', { name: 'Appointment pending' }).waitFor();
    } finally {
      await snapshot(page, 'booking-last-1280');
      await context.close();
    }
  });

  it('an add-on that adds no time reads the same in the portal and on the public page', async () => {
    const { context, page } = await openPage(1280);
    try {
      await logIn(page, server.url, pro.email, pro.password);
      await page.waitForURL('**/portal/calendar');
      await page.goto(`${server.url}/portal/services#addons`);
      const row = page.getByRole('row', { name: /Warm towels/ });
      await row.getByText('No extra time', { exact: true }).waitFor();
      await page.goto(`${server.url}/${pro.practice.shortLink}`);
      const card = page.getByRole('region', { name: 'Add-ons' }).getByRole('listitem').filter({ hasText: 'Warm towels' });
      expect(await card.locator('.service-meta').textContent()).toBe('No extra time · $5.00');
    } finally {
      await context.close();
    }
  });

  it("offers the next free times when the chosen time was just taken, and books one in one click", async () => {
    const { context, page } = await openPage(375);
    try {
      await page.goto(`${server.url}/${pro.practice.shortLink}`);
      await snapshot(page, 'booking-practice-375');
      await page.getByRole('button', { name: 'Book Initial consultation' }).click();
      await page.getByRole('button', { name: 'Continue without add-ons' }).click();
      const firstSlot = page.locator('.slot-list').getByRole('button').first();
      await firstSlot.waitFor();
      await snapshot(page, 'booking-time-375');
      await firstSlot.click();
      await page.getByRole('heading', { name: 'Your details' }).waitFor();
      const startsAt = slotOf(page.url());

      // Someone else takes the time while this visitor types.
      const other = await newClient(server);
      const taken = await requestAppointment(other, pro.practice as TestPractice, { startsAt, email: 'quick@example.com' });
      expect(taken.data.requestAppointment.result).toBe('success');

      await fillContact(page, 'Percy', 'Shelley', 'percy@example.com');
      await page.getByRole('button', { name: 'Book appointment' }).click();
      await page.getByRole('alert').getByText(TAKEN_MESSAGE).waitFor();
      const choices = page.getByRole('group', { name: 'Book one of the next available times instead:' }).getByRole('button');
      await choices.first().waitFor();
      expect(await choices.count()).toBeGreaterThan(0);
      await snapshot(page, 'booking-taken-375');

      await choices.first().click();
      await page.getByRole('heading', { name: 'Request sent!' }).waitFor();
      await snapshot(page, 'booking-confirmation-375');
      const pending = await pendingFor(pro.client, 'percy@example.com');
      expect(new Date(pending.startsAt).getTime()).toBeGreaterThan(new Date(startsAt).getTime());
      expect(new Date(slotOf(page.url())).getTime()).toBe(new Date(pending.startsAt).getTime());
    } finally {
      await snapshot(page, 'booking-last-375');
      await context.close();
    }
  });

  it("confirms at once for an auto-accepting practice and checks the phone number like the server", async () => {
    const auto = await signUpPro(server, 'Instant Yes Studio');
    await auto.client.gql(UPDATE_SETTINGS, { input: { instantClientApproval: true } });
    const [slot] = await freeSlots(await newClient(server), auto.practice as TestPractice);
    const serviceId = auto.practice.services[0].id;
    const { context, page } = await openPage(375);
    try {
      // Straight to the contact step of the service page from a shared URL.
      await page.goto(`${server.url}/${auto.practice.shortLink}/services/${serviceId}?step=contact&time=${encodeURIComponent(slot)}`);
      await page.getByRole('heading', { name: 'Your details' }).waitFor();
      await fillContact(page, 'Ada', 'King', 'ada.king@example.com');
      for (const [input, message] of [
        ['12', 'This phone number is too short.'],
        ['+99 1234', 'This phone number has an invalid country code.'],
        ['call me', 'This is not a phone number.'],
        ['2'.repeat(251), 'This phone number is too long.'],
      ]) {
        await page.getByLabel('Phone').fill(input);
        await page.getByRole('button', { name: 'Book appointment' }).click();
        await page.getByText(message).waitFor();
      }
      await snapshot(page, 'booking-phone-check-375');
      expect(await page.getByLabel('Phone').getAttribute('placeholder')).toBe('+1 (555) 555-5555');
      await page.getByLabel('Phone').fill('212 555 0199');
      await page.getByLabel('Phone').press('Enter');
      await page.getByRole('heading', { name: 'Appointment confirmed!' }).waitFor();
      await page.getByRole('link', { name: 'View your appointment' }).waitFor();
      await snapshot(page, 'booking-confirmed-375');
    } finally {
      await context.close();
    }
  });

  it('a practice that requires a card: the card is added (a declined one refused) before the booking is sent', async () => {
    const carding = await signUpPro(server, 'Card First Studio');
    await connectSimulated(carding.client, 'stripe');
    expect((await carding.client.gql(SET_PAYMENT_PROVIDER, { p: 'stripe' })).data.updatePracticePaymentProvider.result).toBe('success');
    expect((await carding.client.gql(UPDATE_PAYMENT_SETTINGS, { input: { requireClientCcToBook: true } })).data.updatePaymentSettings.result).toBe('success');
    const priced = await carding.client.gql(UPSERT_SERVICE, { input: { name: 'Sports massage', description: 'Recovery work.', timeLength: 60, amountCents: 11000 } });
    const serviceId = priced.data.upsertService.service.id;
    const [slot] = await freeSlots(await newClient(server), { ...(carding.practice as TestPractice), services: [{ id: serviceId }] });
    const { context, page } = await openPage(375);
    try {
      await page.goto(`${server.url}/${carding.practice.shortLink}/services/${serviceId}?step=contact&time=${encodeURIComponent(slot)}`);
      await page.getByRole('heading', { name: 'Your details' }).waitFor();
      await fillContact(page, 'Serena', 'Card', 'serena.card@example.com');
      await page.getByText('Card First Studio asks for a card to book. You will not be charged until your appointment.').waitFor();
      await page.getByRole('button', { name: 'Book appointment' }).click();
      await page.getByText('Please add a credit card to book. You will not be charged until your appointment.').waitFor();
      await page.getByLabel('Card number').fill('4000 0000 0000 0002');
      await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
      await page.getByLabel('CVC').fill('123');
      await page.getByRole('button', { name: 'Add card' }).click();
      await page.getByText('Your card was declined.').waitFor();
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
      await page.getByLabel('CVC').fill('123');
      await page.getByRole('button', { name: 'Add card' }).click();
      await page.getByText('Card added: Visa •••• 4242 · expires 12/34').waitFor();
      await snapshot(page, 'booking-card-added-375');
      await page.getByRole('button', { name: 'Book appointment' }).click();
      await page.getByRole('heading', { name: 'Request sent!' }).waitFor();
      // The appointment's page: the card holds the request, charged on the day, not now.
      await page.getByRole('link', { name: 'View your appointment' }).click();
      await page.getByText('Your card will be charged the day of the appointment').waitFor();
      await page.getByText('PENDING', { exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('shows a not-found page for an unknown short link and keeps /m/c/ for appointment links', async () => {
    const { context, page } = await openPage(1280);
    try {
      await page.goto(`${server.url}/no-such-practice-here`);
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      await snapshot(page, 'booking-not-found-1280');
      await page.goto(`${server.url}/m/c/not-a-real-token`);
      await page.getByRole('heading', { name: 'Appointment not found' }).waitFor();
    } finally {
      await snapshot(page, 'booking-last-not-found');
      await context.close();
    }
  });
});
