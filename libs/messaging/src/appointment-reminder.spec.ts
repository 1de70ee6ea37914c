import { describe, expect, it } from '@jest/globals';
import type { ExistingAppointment } from '#app/appointments';
import { defaultReminderSettings } from '#app/practice';
import { sampleAppointment } from '#testing/appointments';
import { decideReminder, parseReminderId, reminderDueAt, reminderId } from './appointment-reminder.js';
import { composeAppointmentReminder } from './compose-appointment-reminder.js';

const confirmed = (overrides: Partial<ExistingAppointment> = {}): ExistingAppointment => ({
  ...sampleAppointment(),
  status: 'approved',
  practitionerNote: null,
  series: null,
  seriesId: null,
  acceptedBy: 'pro',
  ...overrides,
});
const on = { ...defaultReminderSettings, appointmentReminderEmailEnabled: true, appointmentEmailReminderMinutes: 1440 };
const practitioner = { name: 'Sam Rivera', email: 'sam@example.com' };
const shown = (appointment: ExistingAppointment) => composeAppointmentReminder({ appointment, practitioner, baseUrl: 'https://book.test' }).subject;

describe('reminder timing across DST: the due instant is the start minus real minutes', () => {
  it('New York spring-forward (2026-03-08 02:00 EST -> 03:00 EDT): 24 h before Monday 10:00 EDT is Sunday 10:00 EDT', () => {
    const startsAt = '2026-03-09T14:00:00.000Z'; // Monday 10:00 EDT
    expect(reminderDueAt(startsAt, 1440).toISOString()).toBe('2026-03-08T14:00:00.000Z'); // Sunday 10:00 EDT: 24 real hours
    expect(shown(confirmed({ startsAt, endsAt: '2026-03-09T15:00:00.000Z' }))).toBe('Reminder: your appointment on Monday, March 9, 2026 at 10:00 AM EDT');
    // Across the jump itself: 03:30 EDT minus 60 minutes is 01:30 EST (the wall clock says 2 h).
    expect(reminderDueAt('2026-03-08T07:30:00.000Z', 60).toISOString()).toBe('2026-03-08T06:30:00.000Z');
  });

  it('New York fall-back (2026-11-01 02:00 EDT -> 01:00 EST): 24 h before 09:00 EST is 10:00 EDT the day before', () => {
    const startsAt = '2026-11-01T14:00:00.000Z'; // Sunday 09:00 EST
    expect(reminderDueAt(startsAt, 1440).toISOString()).toBe('2026-10-31T14:00:00.000Z'); // Saturday 10:00 EDT
    expect(shown(confirmed({ startsAt }))).toBe('Reminder: your appointment on Sunday, November 1, 2026 at 9:00 AM EST');
    // The repeated hour: 01:30 EST (the second one) minus 60 minutes is 01:30 EDT (the first).
    expect(reminderDueAt('2026-11-01T06:30:00.000Z', 60).toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  it('Lord Howe (UTC+10:30 -> +11 on 2026-10-04 at 02:00, a 30-minute shift): the local time shown is right', () => {
    const startsAt = '2026-10-03T23:00:00.000Z'; // Sunday 10:00 +11, hours after the shift at 02:00
    expect(reminderDueAt(startsAt, 1440).toISOString()).toBe('2026-10-02T23:00:00.000Z'); // Saturday 09:30 +10:30: 24 real hours
    expect(shown(confirmed({ startsAt, timeZone: 'Australia/Lord_Howe' }))).toMatch(/^Reminder: your appointment on Sunday, October 4, 2026 at 10:00 AM (GMT\+11|LHDT)$/);
    const before = confirmed({ startsAt: '2026-10-02T23:30:00.000Z', timeZone: 'Australia/Lord_Howe' }); // Saturday 10:00 +10:30
    expect(shown(before)).toMatch(/Saturday, October 3, 2026 at 10:00 AM (GMT\+10:30|LHST)$/);
  });
});

describe('decideReminder', () => {
  const appointment = confirmed();
  const due = reminderDueAt(appointment.startsAt, 1440);
  const decide = (over: Partial<Parameters<typeof decideReminder>[0]> = {}) =>
    decideReminder({ kind: 'email', appointment, settings: on, sentIds: new Set(), now: due, ...over });

  it('sends at the due instant, with the deterministic id of (appointment, kind, start)', () => {
    expect(decide()).toEqual({ send: true, id: `reminder:${appointment.appointmentId}:email:2026-11-23T15:00:00.000Z`, dueAt: due });
    expect(parseReminderId(reminderId('a1', 'text', '2026-11-23T15:00:00Z'))).toEqual({ appointmentId: 'a1', kind: 'text', startsAt: '2026-11-23T15:00:00.000Z' });
  });

  it('not a millisecond early, not once it started, not twice, not when off', () => {
    expect(decide({ now: new Date(due.getTime() - 1) })).toEqual({ send: false, reason: 'not yet' });
    expect(decide({ now: new Date(appointment.startsAt) })).toEqual({ send: false, reason: 'started' });
    expect(decide({ sentIds: new Set([reminderId(appointment.appointmentId, 'email', appointment.startsAt)]) })).toEqual({ send: false, reason: 'already sent' });
    expect(decide({ settings: defaultReminderSettings })).toEqual({ send: false, reason: 'turned off' });
  });

  it('only for confirmed appointments: pending, declined and cancelled get none', () => {
    for (const status of ['pending', 'declined', 'cancelled'] as const) expect(decide({ appointment: { ...appointment, status } })).toEqual({ send: false, reason: 'not confirmed' });
  });

  it('a moved appointment has a new id: the old reminder does not stop the new one', () => {
    const moved = { ...appointment, startsAt: '2026-11-25T15:00:00.000Z' };
    const sentIds = new Set([reminderId(appointment.appointmentId, 'email', appointment.startsAt)]);
    expect(decide({ appointment: moved, sentIds, now: due })).toEqual({ send: false, reason: 'not yet' });
    expect(decide({ appointment: moved, sentIds, now: reminderDueAt(moved.startsAt, 1440) })).toMatchObject({ send: true });
  });

  it('texts need a phone and their own switch', () => {
    const texting = { ...defaultReminderSettings, appointmentReminderTextEnabled: true, appointmentTextReminderMinutes: 120 };
    const at = reminderDueAt(appointment.startsAt, 120);
    expect(decide({ kind: 'text', settings: texting, now: at })).toMatchObject({ send: true, id: `reminder:${appointment.appointmentId}:text:2026-11-23T15:00:00.000Z` });
    expect(decide({ kind: 'text', settings: texting, now: at, appointment: { ...appointment, client: { ...appointment.client, phone: '' } } })).toEqual({ send: false, reason: 'no address' });
  });
});

describe('custom content (spec 002 §3 Email template)', () => {
  it('the allowed variables are the spec ten, one list on both sides', async () => {
    const { EMAIL_TEMPLATE_VARIABLES } = await import('#app/practice');
    const { SPEC_VARIABLES } = await import('./template-variables.js');
    expect(SPEC_VARIABLES).toBe(EMAIL_TEMPLATE_VARIABLES);
    expect(new Set(SPEC_VARIABLES).size).toBe(10);
  });

  it("replaces the reminder's opening: variables filled, the pro's text escaped in HTML, details and link kept", () => {
    const custom = 'Hi {{client.first_name}} <3\n\nSee you {{appointment.date_and_time}}.\nBring water & a towel.';
    const mail = composeAppointmentReminder({ appointment: confirmed(), practitioner, baseUrl: 'https://book.test', customContent: custom });
    expect(mail.text).toContain('Hi Ada <3\n\nSee you Monday, November 23, 2026 at 10:00 AM EST.\nBring water & a towel.');
    expect(mail.text).not.toContain('This is a reminder of your appointment');
    expect(mail.text).toContain('Deep Tissue Massage');
    expect(mail.text).toContain('https://book.test/m/c/tok_ABC-123');
    expect(mail.html).toContain('<p>Hi Ada &lt;3</p>\n<p>See you Monday, November 23, 2026 at 10:00 AM EST.<br>Bring water &amp; a towel.</p>');
    const byDefault = composeAppointmentReminder({ appointment: confirmed(), practitioner, baseUrl: 'https://book.test' });
    expect(byDefault.text).toContain('This is a reminder of your appointment for Deep Tissue Massage with Sam Rivera on Monday, November 23, 2026 at 10:00 AM EST.');
  });
});
