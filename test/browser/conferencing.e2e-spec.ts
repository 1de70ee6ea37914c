// Video conferencing in a real browser (spec 002 §2 /portal/settings/conferencing and its connect
// link, §8 "Zoom disconnect"): the Settings menu leads to the page, Connect Zoom goes through the
// embedded Zoom's authorization page and comes back Connected, a virtual appointment's client page
// (/m/c/{token}) shows the generated meeting link, and Disconnect reloads with
// 'Successfully disconnected from Zoom'. Screenshots at 1280 px when SHOTS_DIR is set.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import type { Browser } from 'playwright-core';
import { newCommandContext } from '#app/es';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { ChangePracticeCommand } from '../../apps/api/src/practice/commands/change-practice/change-practice.command.js';
import { UPSERT_LOCATION } from '../support/operations.js';
import { newClient, requestAppointment, signUpPro } from '../support/test-server.js';
import { closeProduct, logIn, openPage, snapshot, startProductInBrowser } from './browser.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startProductInBrowser());
}, 180_000);
afterAll(() => closeProduct({ server, browser }));

const SIMULATED_LINK = /^https:\/\/simulated\.zoom\.us\/j\/\d{11}$/;

/** A pro whose practice has conferencing on (staff's flag) and an online location with its own link. */
const proWithConferencing = async () => {
  const pro = await signUpPro(server, 'Zoom Journey Studio');
  const online = pro.practice.locations[0];
  await pro.client.gql(UPSERT_LOCATION, { input: { id: online.id, name: 'Online', kind: 'virtual', timeZone: online.timeZone, virtualType: 'video', virtualLink: 'https://meet.example.com/sam', virtualInstructions: '' } });
  const ctx = newCommandContext({ kind: 'support', id: 'staff', name: 'Staff' }, new Date());
  const outcome = await server.app.get(CommandBus).execute(new ChangePracticeCommand(pro.practice.id, { type: 'SetPracticeFlags', flags: { conferencingEnabled: true } }, ctx));
  await server.persistence.runner.waitFor(outcome.position);
  return pro;
};

describe('video conferencing (Zoom)', () => {
  it('connects Zoom, shows a virtual appointment’s meeting link to the client, and disconnects', async () => {
    const pro = await proWithConferencing();
    const { context, page } = await openPage(browser, { width: 1280, height: 900 });
    try {
      await logIn(page, server.url, pro.email, pro.password);
      await page.getByRole('menuitem', { name: 'Video Conferencing' }).click();
      await page.waitForURL('**/portal/settings/conferencing');
      const zoom = page.getByRole('region', { name: 'Zoom' });
      await zoom.getByText('Not connected').waitFor();
      await snapshot(page, 'conferencing-not-connected-1280');

      await zoom.getByRole('link', { name: 'Connect Zoom' }).click();
      await page.waitForURL('**/portal/settings/conferencing/zoom/authorize');
      await page.getByRole('heading', { name: 'Zoom (simulated)' }).waitFor();
      await snapshot(page, 'conferencing-authorize-1280');
      await page.getByRole('button', { name: 'Authorize' }).click();
      await page.waitForURL('**/portal/settings/conferencing');
      await zoom.getByText('Connected', { exact: true }).waitFor();
      await zoom.getByText(`Sam Rivera · ${pro.email}`).waitFor();
      await snapshot(page, 'conferencing-connected-1280');

      // A client books online: their appointment page shows the generated meeting link.
      const visitor = await newClient(server);
      const { instantActionToken } = (await requestAppointment(visitor, pro.practice)).data.requestAppointment;
      const client = await context.newPage();
      let link: string | null = null;
      for (let i = 0; i < 20 && !link; i++) {
        await client.goto(`${server.url}/m/c/${instantActionToken}`);
        await client.getByText('Online (Video)').waitFor();
        const shown = client.locator('.virtual-link a');
        if ((await shown.count()) > 0 && SIMULATED_LINK.test((await shown.textContent()) ?? '')) link = await shown.textContent();
        else await client.waitForTimeout(250);
      }
      expect(link).toMatch(SIMULATED_LINK);
      await snapshot(client, 'conferencing-client-page-1280');
      await client.close();

      await zoom.getByRole('button', { name: 'Disconnect' }).click();
      await page.getByRole('alert').filter({ hasText: 'Successfully disconnected from Zoom' }).waitFor();
      await zoom.getByText('Not connected').waitFor();
      await snapshot(page, 'conferencing-disconnected-1280');
    } finally {
      await context.close();
    }
  }, 180_000);

  it('is absent from the menu where conferencing is not enabled', async () => {
    const pro = await signUpPro(server, 'No Zoom Studio');
    const { context, page } = await openPage(browser);
    try {
      await logIn(page, server.url, pro.email, pro.password);
      await page.getByRole('menuitem', { name: 'All settings' }).waitFor();
      expect(await page.getByRole('menuitem', { name: 'Video Conferencing' }).count()).toBe(0);
      await page.goto(`${server.url}/portal/settings`);
      await page.getByRole('region', { name: 'Account' }).waitFor();
      expect(await page.getByRole('region', { name: 'Video Conferencing' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  }, 120_000);
});
