// The client's appointment page (/m/c/{token}) in a real browser, offline like every test
// here: an in-person appointment shows its address and a map area that says it cannot load
// ('Unable to load map for: ...', spec 000 §8) with a link to open the address in a maps site,
// and the page requests nothing from anywhere else; a virtual one reads '(Phone Call)' or
// '(Video)' with its instructions and link; the cancel confirmation shows the practice's
// cancellation policy; a declined request reads UNAVAILABLE (spec 000 §4).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { DECLINE, UPDATE_BOOKING_SETTINGS, UPSERT_LOCATION, UPSERT_SERVICE } from '../support/operations.js';
import { freeSlots, newClient, requestAppointment, signUpPro, type TestPractice } from '../support/test-server.js';
import { closeProduct, openPage as openBrowserPage, snapshot, startProductInBrowser } from './browser.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startProductInBrowser());
}, 180_000);

afterAll(() => closeProduct({ server, browser }));

const openPage = (width: number) => openBrowserPage(browser, { width, timezoneId: 'America/Los_Angeles' });

const ADDRESS = '120 Court St, Brooklyn, NY 11201';
const POLICY = 'Please cancel at least 24 hours ahead, or the session is charged.';

/** Every request the page makes outside the product (there must be none: no map tiles, no fonts). */
function outsideRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(server.url) && !request.url().startsWith('blob:') && !request.url().startsWith('data:')) seen.push(request.url());
  });
  return seen;
}

describe('client appointment page', () => {
  it('in person: the address, the map area with its fallback and Open in maps, and the cancellation policy when cancelling', async () => {
    const pro = await signUpPro(server, 'Court Street Massage');
    const studio = (await pro.client.gql(UPSERT_LOCATION, {
      input: { name: 'Downtown studio', kind: 'office', address: '120 Court St', city: 'Brooklyn', stateProvince: 'NY', zip: '11201', timeZone: 'America/New_York' },
    })).data.upsertLocation.location;
    const service = (await pro.client.gql(UPSERT_SERVICE, {
      input: { name: 'Swedish massage', description: 'Long, flowing strokes.', timeLength: 60, amountCents: 9000, locationIds: [studio.id] },
    })).data.upsertService.service;
    expect((await pro.client.gql(UPDATE_BOOKING_SETTINGS, { input: { cancellationPolicy: POLICY } })).data.updateBookingSettings.result).toBe('success');
    const visitor = await newClient(server);
    const [slot] = await freeSlots(visitor, pro.practice as TestPractice, { serviceId: service.id, locationId: studio.id });
    const booked = (await requestAppointment(visitor, pro.practice as TestPractice, { serviceId: service.id, locationId: studio.id, startsAt: slot })).data.requestAppointment;
    expect(booked.result).toBe('success');

    for (const width of [375, 1280]) {
      const { context, page } = await openPage(width);
      const outside = outsideRequests(page);
      try {
        await page.goto(`${server.url}/m/c/${booked.instantActionToken}`);
        await page.getByRole('heading', { name: 'Appointment pending' }).waitFor();
        const where = page.getByRole('region', { name: 'Date, time and location' });
        await where.getByText('Downtown studio', { exact: true }).waitFor();
        await where.getByText(ADDRESS, { exact: true }).waitFor();
        await where.getByText(`Unable to load map for: ${ADDRESS}`, { exact: true }).waitFor();
        const box = await page.locator('.map-area').boundingBox();
        expect(box?.height).toBe(144);
        const openInMaps = where.getByRole('link', { name: 'Open in maps' });
        expect(await openInMaps.getAttribute('href')).toBe(`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(ADDRESS)}`);
        expect(await openInMaps.getAttribute('target')).toBe('_blank');
        await snapshot(page, `appointment-in-person-${width}`);

        // The policy is shown where the client decides to cancel.
        expect(await page.getByText(POLICY).count()).toBe(0);
        await page.getByRole('button', { name: 'Cancel appointment' }).click();
        const confirm = page.getByRole('group', { name: 'Are you sure you want to cancel this appointment?' });
        await confirm.getByRole('region', { name: 'Cancellation policy' }).getByText(POLICY).waitFor();
        await snapshot(page, `appointment-cancel-policy-${width}`);
        if (width === 1280) {
          await confirm.getByRole('button', { name: 'Yes, cancel appointment' }).click();
          await page.getByText('Your appointment has been cancelled.').waitFor();
          await page.getByText('CANCELLED', { exact: true }).waitFor();
        } else {
          await confirm.getByRole('button', { name: 'Keep appointment' }).click();
        }
        expect(outside).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it("virtual: '(Phone Call)' with the instructions for a phone location, '(Video)' with the link for a video one, and no map", async () => {
    const pro = await signUpPro(server, 'Remote Coaching');
    const online = pro.practice.locations[0];
    const save = (virtualType: string, virtualLink: string | null, virtualInstructions: string) =>
      pro.client.gql(UPSERT_LOCATION, { input: { id: online.id, name: 'Online', kind: 'virtual', timeZone: online.timeZone, virtualType, virtualLink, virtualInstructions } });
    expect((await save('phone', null, 'I will call the number you gave at the start time.')).data.upsertLocation.result).toBe('success');
    const visitor = await newClient(server);
    const booked = (await requestAppointment(visitor, pro.practice as TestPractice)).data.requestAppointment;
    expect(booked.result).toBe('success');

    const { context, page } = await openPage(375);
    try {
      await page.goto(`${server.url}/m/c/${booked.instantActionToken}`);
      const where = page.getByRole('region', { name: 'Date, time and location' });
      await where.getByText('Online (Phone Call)', { exact: true }).waitFor();
      await where.getByText('I will call the number you gave at the start time.').waitFor();
      expect(await where.getByText('(Video)').count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Open in maps' }).count()).toBe(0);
      await snapshot(page, 'appointment-phone-375');

      expect((await save('video', 'https://meet.example.com/remote-coaching', 'Join five minutes early.')).data.upsertLocation.result).toBe('success');
      await page.reload();
      await where.getByText('Online (Video)', { exact: true }).waitFor();
      expect(await where.getByRole('link', { name: 'https://meet.example.com/remote-coaching' }).getAttribute('href')).toBe('https://meet.example.com/remote-coaching');
      await where.getByText('Join five minutes early.').waitFor();
      await snapshot(page, 'appointment-video-375');
    } finally {
      await context.close();
    }
  });

  it('a declined request reads UNAVAILABLE, with no heading and nothing to cancel', async () => {
    const pro = await signUpPro(server, 'Busy Hands');
    const visitor = await newClient(server);
    const booked = (await requestAppointment(visitor, pro.practice as TestPractice)).data.requestAppointment;
    expect((await pro.client.gql(DECLINE, { id: booked.appointmentId })).data.declineAppointment.result).toBe('success');

    const { context, page } = await openPage(1280);
    try {
      await page.goto(`${server.url}/m/c/${booked.instantActionToken}`);
      await page.getByText('UNAVAILABLE', { exact: true }).waitFor();
      await page.getByText('Sam Rivera is unavailable at the requested time, so this request was declined.').waitFor();
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Cancel appointment' }).count()).toBe(0);
      await page.getByRole('link', { name: 'Book another appointment' }).waitFor();
      await snapshot(page, 'appointment-unavailable-1280');
    } finally {
      await context.close();
    }
  });
});
