// The pro sets the appointment reminders in a real browser (spec 002 §2 Communications, tab
// Reminders; §3; §8 messages): from the Settings group of the side navigation, the e-mail
// reminder goes on two days before, the save says 'Settings updated successfully.' and the API
// agrees; Save stays disabled while nothing changed (§5); the Custom content tab saves the
// reminder's own content ('Email template updated successfully.'). Then the whole promise: a
// custom confirmation reaches the Mailbox with the pro's words, and when the clock reaches a day
// before the appointment the reminder arrives exactly once. Screenshots when SHOTS_DIR is set.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { AdjustableClock, Clock } from '../../apps/api/src/infrastructure/clock.js';
import { AppointmentReminders } from '../../apps/api/src/messaging/appointment-reminders.job.js';
import { CREATE_CLIENT, PRO_CREATE_APPOINTMENT } from '../support/calendar-operations.js';
import { signUpPro } from '../support/test-server.js';
import { closeProduct, journeyNow, logIn, openPage, snapshot, startProductInBrowser } from './browser.js';

const SETTINGS = `{ communicationSettings { appointmentReminderEmailEnabled appointmentEmailReminderMinutes appointmentReminderTextEnabled } }`;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startProductInBrowser({ fixedClock: true }));
}, 180_000);
afterAll(() => closeProduct({ server, browser }));

describe('communication settings page', () => {
  it('turns the e-mail reminder on, two days before', async () => {
    const pro = await signUpPro(server, 'Reminder Journey Studio');
    const { context, page } = await openPage(browser, { width: 1280, height: 900 });
    try {
      await logIn(page, server.url, pro.email, pro.password);
      await page.getByRole('button', { name: /^Notifications/ }).waitFor();
      await page.getByRole('menuitem', { name: 'Communications' }).click();
      await page.waitForURL('**/portal/settings/communication');
      await page.getByRole('tab', { name: 'Reminders' }).waitFor();
      const save = page.getByRole('button', { name: 'Save' });
      expect(await save.isDisabled()).toBe(true);

      await page.getByRole('switch', { name: 'Email reminder' }).check();
      await page.getByRole('combobox', { name: 'Email reminder time' }).click();
      await page.getByRole('option', { name: '2 days before' }).click();
      await snapshot(page, 'communication-settings-editing');
      await save.click();
      await page.getByRole('alert').filter({ hasText: 'Settings updated successfully.' }).waitFor();
      await page.waitForFunction(() => (document.querySelector('button[type=submit]') as HTMLButtonElement | null)?.disabled === true);
      expect((await pro.client.gql(SETTINGS)).data.communicationSettings).toEqual({ appointmentReminderEmailEnabled: true, appointmentEmailReminderMinutes: 2880, appointmentReminderTextEnabled: false });
      await snapshot(page, 'communication-settings-saved');

      // ---- Custom content: the reminder's opening with a variable; an unknown one is refused.
      await page.getByRole('tab', { name: 'Custom content' }).click();
      await page.waitForURL('**/portal/settings/communication/templates');
      const reminders = page.getByRole('region', { name: 'Reminders' });
      const content = reminders.getByLabel('Reminders content');
      expect(await content.inputValue()).toBe('This is a reminder of your appointment for {{appointment.service_name}} with {{practitioner.full_name}} on {{appointment.date_and_time}}.');
      await content.fill('See you soon, {{client.nickname}}!');
      await reminders.getByRole('button', { name: 'Save' }).click();
      // The save's error, and (once the live preview has caught up) the field's helper text say the same.
      await reminders.getByText(/^Unknown variable \{\{client.nickname\}\}/).first().waitFor();
      // The refused save has ended (its notice is up), so the next one is not queued behind a save
      // still in flight: the preview (an alert too) can show the same words before the save's answer.
      await page.locator('.RaNotification-error').filter({ hasText: /Unknown variable \{\{client.nickname\}\}/ }).waitFor();
      await content.fill('See you soon, {{client.first_name}}! {{appointment.date_and_time}}');
      await reminders.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('alert').filter({ hasText: 'Email template updated successfully.' }).waitFor();
      await reminders.getByText('Your own content.').waitFor();
      const templates = `{ communicationSettings { emailTemplates { name customContent } } }`;
      expect((await pro.client.gql(templates)).data.communicationSettings.emailTemplates).toEqual([
        { name: 'appointment_confirmed', customContent: null },
        { name: 'appointment_reminder', customContent: 'See you soon, {{client.first_name}}! {{appointment.date_and_time}}' },
      ]);
      await snapshot(page, 'communication-templates');

      const { context: narrow, page: phone } = await openPage(browser, { width: 375, height: 800 });
      try {
        await logIn(phone, server.url, pro.email, pro.password);
        await phone.waitForURL((url) => !url.pathname.includes('login'));
        await phone.getByRole('button', { name: 'Log in' }).waitFor({ state: 'detached' });
        await phone.goto(`${server.url}/portal/settings/communication`);
        await phone.getByRole('switch', { name: 'Email reminder' }).waitFor();
        expect(await phone.getByRole('switch', { name: 'Email reminder' }).isChecked()).toBe(true);
        await phone.getByRole('combobox', { name: 'Email reminder time' }).getByText('2 days before').waitFor();
        await snapshot(phone, 'communication-settings-375');
        // Under 768 px a dropdown replaces the tabs.
        await phone.getByRole('combobox', { name: 'Section' }).click();
        await phone.getByRole('option', { name: 'Custom content' }).click();
        await phone.waitForURL('**/portal/settings/communication/templates');
        await phone.getByLabel('Confirmations content').waitFor();
        await snapshot(phone, 'communication-templates-375');
      } finally {
        await narrow.close();
      }
    } finally {
      await context.close();
    }
  }, 180_000);

  it('the confirmation carries the custom content; when the clock reaches a day before, the reminder arrives exactly once', async () => {
    const pro = await signUpPro(server, 'Reminder Clock Studio');
    const { context, page } = await openPage(browser, { width: 1280, height: 900 });
    try {
      await logIn(page, server.url, pro.email, pro.password);
      await page.getByRole('button', { name: /^Notifications/ }).waitFor();
      await page.goto(`${server.url}/portal/settings/communication`);
      await page.getByRole('switch', { name: 'Email reminder' }).check();
      await page.getByRole('combobox', { name: 'Email reminder time' }).getByText('1 day before').waitFor();
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('alert').filter({ hasText: 'Settings updated successfully.' }).waitFor();

      await page.getByRole('tab', { name: 'Custom content' }).click();
      const confirmations = page.getByRole('region', { name: 'Confirmations' });
      await confirmations.getByLabel('Confirmations content').fill('Thank you {{client.first_name}}! Parking is behind the studio.');
      // The live preview renders the e-mail as typed, for an example appointment (none booked yet).
      await confirmations.frameLocator('iframe[title^="Preview"]').getByText('Thank you Alex! Parking is behind the studio.').waitFor();
      await confirmations.getByText('an example appointment (you have no upcoming one yet)', { exact: false }).waitFor();
      await snapshot(page, 'communication-template-preview');
      await confirmations.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('alert').filter({ hasText: 'Email template updated successfully.' }).waitFor();

      // The pro books Grace three days from now at 10:00 (New York).
      const grace = (await pro.client.gql(CREATE_CLIENT, { client: { firstName: 'Grace', lastName: 'Hopper', email: 'grace.clock@example.com', phone: '(212) 555-0147' } })).data.createClient.client;
      const startsAt = journeyNow().plus({ days: 3 }).set({ hour: 10, minute: 0, second: 0, millisecond: 0 });
      const booked = (await pro.client.gql(PRO_CREATE_APPOINTMENT, {
        appointmentServices: [{ serviceId: pro.practice.services[0].id, amountCents: 9000 }], locationId: pro.practice.locations[0].id,
        startsAt: startsAt.toISO(), endsAt: startsAt.plus({ hours: 1 }).toISO(), clientId: grace.id,
      })).data.proCreateAppointment;
      expect(booked.result).toBe('success');

      // ---- The Mailbox: the confirmation with the pro's own words.
      await page.getByRole('menuitem', { name: 'Mailbox' }).click();
      await page.waitForURL('**/portal/mailbox');
      await untilRows(page, 'Your appointment is confirmed', 1);
      await page.getByRole('row').filter({ hasText: 'Your appointment is confirmed' }).getByRole('button').first().click();
      const mail = page.getByRole('dialog', { name: /Your appointment is confirmed/ });
      await mail.getByRole('region', { name: 'Plain text version' }).getByText('Thank you Grace! Parking is behind the studio.').waitFor();
      await snapshot(page, 'communication-custom-confirmation');
      await page.keyboard.press('Escape');

      // ---- The clock moves to a minute past 24 hours before; the reminder job runs twice.
      expect(await page.getByRole('row').filter({ hasText: 'Reminder: your appointment' }).count()).toBe(0);
      const clock = server.app.get(Clock) as AdjustableClock;
      clock.advance(startsAt.minus({ days: 1, minutes: -1 }).toMillis() - clock.now().getTime());
      const job = server.app.get(AppointmentReminders);
      await job.remindDue(clock.now());
      await job.remindDue(clock.now());
      await untilRows(page, 'Reminder: your appointment', 1);
      await page.waitForTimeout(1000);
      await page.getByRole('button', { name: 'Refresh' }).click();
      await page.getByRole('row').filter({ hasText: 'Your appointment is confirmed' }).waitFor();
      expect(await page.getByRole('row').filter({ hasText: 'Reminder: your appointment' }).count()).toBe(1);
      await snapshot(page, 'communication-reminder-once');
    } finally {
      await context.close();
    }
  }, 180_000);
});

/** Refreshes the Mailbox until `count` rows mention `subject` (the e-mails leave through an outbox). */
async function untilRows(page: Page, subject: string, count: number): Promise<void> {
  const rows = page.getByRole('row').filter({ hasText: subject });
  for (let attempt = 0; attempt < 30 && (await rows.count()) < count; attempt++) {
    await page.waitForTimeout(500);
    await page.getByRole('button', { name: 'Refresh' }).click();
  }
  await rows.nth(count - 1).waitFor();
}
