// The support console in a real browser (issue 19): a support lead pastes a client's /m/c/ link into
// the search, opens the appointment, reads its story (booked, rescheduled, paid by card, cancelled) as
// one-line summaries, opens the state as of the reschedule (the new time), exports the story as a PDF
// and reads its text; on a 390 px phone the story page does not scroll sideways. Screenshots
// (support-*) when SHOTS_DIR is set.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import type { Browser, Page } from 'playwright-core';
import { extractText } from 'unpdf';
import { newCommandContext } from '#app/es';
import { formatInZone } from '#app/support';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { RegisterSupportAccountCommand } from '../../apps/api/src/access/commands/register-support-account/register-support-account.command.js';
import { CANCEL_APPOINTMENT, UPDATE_APPOINTMENT } from '../support/calendar-operations.js';
import { ACCEPT } from '../support/operations.js';
import { CHARGE, saveCard, takeCards } from '../support/payment-operations.js';
import { freeSlots, newClient, requestAppointment, signUpPro } from '../support/test-server.js';
import { closeProduct, logIn, openPage, snapshot, startProductInBrowser } from './browser.js';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  ({ server, browser } = await startProductInBrowser());
}, 180_000);
afterAll(() => closeProduct({ server, browser }));

const HOUR = 3_600_000;

/** A pro's appointment that was booked, rescheduled two hours later, paid by card and cancelled. */
async function appointmentWithAStory() {
  const pro = await signUpPro(server, 'Harbor Light Massage');
  await takeCards(pro.client, pro.practice, { name: 'Deep tissue', amountCents: 11_000 });
  const visitor = await newClient(server);
  const [startsAt] = await freeSlots(visitor, pro.practice);
  const booked = (await requestAppointment(visitor, pro.practice, { startsAt, firstName: 'Jordan', lastName: 'Reyes', email: 'jordan@example.com' })).data.requestAppointment;
  expect(booked.result).toBe('success');
  const { appointmentId: id, instantActionToken: token } = booked;
  expect((await pro.client.gql(ACCEPT, { id })).data.acceptAppointment.errors).toEqual([]);
  const newStart = new Date(Date.parse(startsAt) + 2 * HOUR).toISOString();
  const moved = (await pro.client.gql(UPDATE_APPOINTMENT, { appointmentId: id, startsAt: newStart, endsAt: new Date(Date.parse(newStart) + HOUR).toISOString() })).data.updateAppointmentV2;
  expect(moved.errors).toEqual([]);
  expect((await saveCard(server.url, { id, token, visitor })).status).toBe(200);
  expect((await visitor.gql(CHARGE, { id, token })).data.chargeCard.appointment.clientPaymentStatus).toBe('Paid');
  expect((await pro.client.gql(CANCEL_APPOINTMENT, { appointmentId: id })).data.cancelAppointment.errors).toEqual([]);
  return { id, token, zone: moved.appointment.timeZone as string, newStart };
}

const hasNoSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe('support console', () => {
  it('finds an appointment by the client link, reads its story, its state as of the reschedule, and exports it as a PDF', async () => {
    const appointment = await appointmentWithAStory();
    await server.app.get(CommandBus).execute(
      new RegisterSupportAccountCommand({ email: 'lead@example.com', name: 'Riley Lead', password: 'support-password', lead: true }, newCommandContext({ kind: 'system', id: 'cli' })),
    );

    const { context, page } = await openPage(browser, { acceptDownloads: true });
    try {
      await logIn(page, server.url, 'lead@example.com', 'support-password');
      await page.getByRole('menuitem', { name: 'Support' }).click();
      await page.waitForURL('**/portal/support');
      await page.getByPlaceholder('Paste an appointment id, a client link, an e-mail, a phone number or a practice').fill(`${server.url}/m/c/${appointment.token}`);
      await page.keyboard.press('Enter');
      const results = page.getByRole('table', { name: 'Matching appointments' });
      await results.waitFor();
      await snapshot(page, 'support-search-1280');
      await results.getByRole('row', { name: /Harbor Light Massage/ }).getByRole('link', { name: 'Jordan Reyes' }).click();
      await page.waitForURL(`**/portal/support/appointments/${appointment.id}`);

      const story = page.getByRole('list', { name: 'Story' });
      const entry = (kind: string) => story.getByRole('article', { name: kind });
      await entry('Appointment requested').getByText(/^Requested by .* for .*Deep tissue, \$110\.00$/).waitFor();
      await entry('Appointment rescheduled').getByText(/^Rescheduled from .* by Sam Rivera \(pro\)$/).waitFor();
      await entry('Payment charged').getByText(/ending 4242 charged \$110\.00/).waitFor();
      await entry('Appointment cancelled').getByText(/^Cancelled by Sam Rivera \(pro\)/).waitFor();

      const rescheduled = entry('Appointment rescheduled');
      await rescheduled.getByRole('button', { name: 'State as of this event' }).click();
      const state = rescheduled.getByRole('region', { name: /^State as of event #\d+$/ });
      await state.getByRole('row', { name: `Starts ${formatInZone(appointment.newStart, appointment.zone)}` }).waitFor();
      await snapshot(page, 'support-story-1280');

      // An internal note: the server's refusal shows beside the form; an accepted note joins the list and the form empties.
      const notes = page.getByRole('region', { name: 'Support notes' });
      await notes.getByRole('button', { name: 'Add note' }).click();
      await notes.getByRole('alert').getByText('Please write a note.').waitFor();
      await notes.getByLabel('New internal note').fill('Client disputes the charge; card statement requested.');
      await notes.getByRole('button', { name: 'Add note' }).click();
      await notes.getByRole('list', { name: 'Support notes' }).getByText('Client disputes the charge; card statement requested.').waitFor();
      expect(await notes.getByLabel('New internal note').inputValue()).toBe('');

      // On a phone: one column, nothing wider than the screen, even with an event's details open.
      await page.setViewportSize({ width: 390, height: 844 });
      await entry('Payment charged').getByRole('button', { name: 'Details' }).click();
      await entry('Payment charged').getByRole('region', { name: 'Payment' }).waitFor();
      const email = story.getByRole('article', { name: 'E-mail sent' }).last();
      await email.getByRole('button', { name: 'Details' }).click();
      // The e-mail as sent, in an iframe with every sandbox restriction.
      expect(await email.locator('iframe').getAttribute('sandbox')).toBe('');
      await email.frameLocator('iframe').getByText(/cancelled/i).first().waitFor();
      expect(await hasNoSidewaysScroll(page)).toBe(true);
      await snapshot(page, 'support-story-390');

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export PDF' }).click()]);
      const { text: pages } = await extractText(new Uint8Array(await readFile(await download.path())), { mergePages: true });
      const text = pages.replace(/\s+/g, ' ');
      expect(text).toContain(`Appointment ${appointment.id}`);
      expect(text).toMatch(/Rescheduled from .* by Sam Rivera \(pro\)/);
      expect(text).toMatch(/ending 4242 charged \$110\.00/);
      expect(text).toContain('Cancelled by Sam Rivera (pro)');
      // The link itself, opened or copied as a browser does (accepting HTML), is the file, not the web app's page.
      const opened = await page.request.get(`${server.url}/support/appointments/${appointment.id}/story.csv`, { headers: { accept: 'text/html,*/*' } });
      expect(opened.headers()['content-type']).toMatch(/^text\/csv/);

      // A lead reads every support read in the audit, this export included.
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${server.url}/portal/support/audit`);
      const reads = page.getByRole('table', { name: 'Support reads' });
      await reads.getByRole('row', { name: /Riley Lead .*Exported the story/ }).first().getByRole('link', { name: appointment.id }).waitFor();
      await snapshot(page, 'support-audit-1280');
    } finally {
      await context.close();
    }
  });
});
