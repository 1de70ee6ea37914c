// Appointment reminders through the API (spec 002 §3 communication settings, §7
// updateCommunicationSettings): the pro sets a 24-hour e-mail reminder, a client books and the pro
// accepts; the reminder job's passes are run by the test at chosen instants (the schedule's own
// tick is off in tests). What went out is counted at the mailer (every hand-over) and read in the
// mailbox and the appointment's history (what was recorded).
import { jest } from '@jest/globals';
import { type LogPosition } from '#app/eventstore';
import type { Mailer, MailMessage } from '#app/integrations';
import { DueRemindersQuery } from '#projections';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { AdjustableClock } from '../../apps/api/src/infrastructure/clock.js';
import { AppointmentReminders } from '../../apps/api/src/messaging/appointment-reminders.job.js';
import { MAILER, MESSAGING_SETTINGS } from '../../apps/api/src/messaging/messaging-settings.js';
import { AppointmentTexts } from '../../apps/api/src/messaging/appointment-texts.js';
import { SendAppointmentReminder } from '../../apps/api/src/messaging/send-appointment-reminder.js';
import { SentEmails } from '../../apps/api/src/messaging/sent-emails.js';
import { TEXTER } from '../../apps/api/src/messaging/texter.js';
import { UPDATE_APPOINTMENT } from '../support/calendar-operations.js';
import type { TestClient } from '../support/graphql-client.js';
import { ACCEPT, CANCEL, HISTORY } from '../support/operations.js';
import { freeSlots, newClient, requestAppointment, signUpPro, startTestServer, type TestPractice } from '../support/test-server.js';
import { mailOf, settled, type Mail } from './messaging-mailbox.js';
import { headOfStore } from '../support/head-of-log.js';

const SETTINGS = `query { communicationSettings { appointmentReminderEmailEnabled appointmentReminderTextEnabled appointmentEmailReminderMinutes appointmentTextReminderMinutes paymentPastDueEmailEnabled paymentPastDueTextEnabled paymentPastDueEmailMinutes paymentPastDueTextMinutes reminderMinutesOptions } }`;
const UPDATE = `mutation($input: CommunicationSettingsInput!) { updateCommunicationSettings(input: $input) { result errors error communicationSettings { appointmentReminderEmailEnabled appointmentEmailReminderMinutes paymentPastDueEmailEnabled paymentPastDueEmailMinutes } } }`;

const TEXT_OUTBOX = `query { textOutbox(limit: 100) { items { to body type recipientKind sentVia } } }`;

const MINUTE = 60_000;
const BOOKING_DAY = '2026-10-26T14:00:00.000Z';
const DAY = 1440 * MINUTE;
const clock = new AdjustableClock();
let server: RunningServer;
let sends: MailMessage[] = [];

interface Practice {
  pro: TestClient;
  practice: TestPractice;
  slots: string[];
  booked: number;
}

const practiceNamed = async (name: string): Promise<Practice> => {
  clock.set(new Date(BOOKING_DAY));
  const { client: pro, practice } = await signUpPro(server, name);
  const slots: string[] = [];
  for (const slot of await freeSlots(await newClient(server), practice, { from: '2026-11-02', to: '2026-11-04' })) {
    if (/^2026-11-0[23]/.test(slot) && (!slots.length || Date.parse(slot) >= Date.parse(slots[slots.length - 1]) + 150 * MINUTE)) slots.push(slot);
  }
  expect(slots.length).toBeGreaterThanOrEqual(4);
  return { pro, practice, slots, booked: 0 };
};

/** Booked and accepted on the booking day (a pass may have moved the clock on since). */
const book = async (p: Practice) => {
  clock.set(new Date(BOOKING_DAY));
  const visitor = await newClient(server);
  const i = p.booked++;
  const startsAt = p.slots[i];
  const email = `remind${i}-${p.practice.id.slice(0, 8)}@example.com`;
  const res = (await requestAppointment(visitor, p.practice, { startsAt, email, firstName: `Client${i}`, phone: `(212) 555-04${10 + i}` })).data.requestAppointment;
  expect(res.errors).toEqual([]);
  expect((await p.pro.gql(ACCEPT, { id: res.appointmentId })).data.acceptAppointment.result).toBe('success');
  return { id: res.appointmentId as string, startsAt, email };
};

const headOfLog = (): Promise<LogPosition> => headOfStore(server.persistence.store);
/** The reminder read model has seen everything so far (the job reads it). */
const caughtUp = async () => {
  await settled(server);
  if (!(await server.persistence.runner.waitFor(await headOfLog(), ['due-reminders'], 10_000))) throw new Error('due-reminders did not catch up');
};
const reminders = async (pro: TestClient, id: string): Promise<Mail[]> => {
  await settled(server);
  return (await mailOf(pro, id)).filter((m) => m.template === 'appointment_reminder');
};
const recordedReminders = async (pro: TestClient, id: string) =>
  ((await pro.gql(HISTORY, { id })).data.appointmentHistory as Array<{ type: string; data: { template?: string; causationEventId?: string } }>).filter(
    (e) => e.type === 'EmailSent' && e.data.template === 'appointment_reminder',
  );
const at = (instant: number) => {
  clock.set(new Date(instant));
  return clock.now();
};

beforeAll(async () => {
  clock.set(new Date(BOOKING_DAY));
  server = await startTestServer({ publicCallsPerMinute: 100_000, clock });
  const mailer = server.app.get<Mailer>(MAILER);
  const send = mailer.send.bind(mailer);
  jest.spyOn(mailer, 'send').mockImplementation(async (message: MailMessage) => {
    sends.push(message);
    return send(message);
  });
}, 120_000);
afterAll(async () => server?.close());
beforeEach(() => {
  sends = [];
});

describe('updateCommunicationSettings', () => {
  it('reads the defaults, saves the eight fields (past-due ones as payment settings), refuses a time off the list', async () => {
    const { client: pro } = await signUpPro(server, 'Settings Spa');
    expect((await pro.gql(SETTINGS)).data.communicationSettings).toEqual({
      appointmentReminderEmailEnabled: false, appointmentReminderTextEnabled: false, appointmentEmailReminderMinutes: 1440, appointmentTextReminderMinutes: 1440,
      paymentPastDueEmailEnabled: false, paymentPastDueTextEnabled: false, paymentPastDueEmailMinutes: 1440, paymentPastDueTextMinutes: 1440,
      reminderMinutesOptions: [60, 120, 240, 720, 1440, 2880, 10080],
    });
    const saved = (await pro.gql(UPDATE, { input: { appointmentReminderEmailEnabled: true, appointmentEmailReminderMinutes: 2880, paymentPastDueEmailEnabled: true, paymentPastDueEmailMinutes: 120 } })).data.updateCommunicationSettings;
    expect(saved).toEqual({ result: 'success', errors: [], error: null, communicationSettings: { appointmentReminderEmailEnabled: true, appointmentEmailReminderMinutes: 2880, paymentPastDueEmailEnabled: true, paymentPastDueEmailMinutes: 120 } });
    const refused = (await pro.gql(UPDATE, { input: { appointmentTextReminderMinutes: 30, appointmentReminderTextEnabled: true } })).data.updateCommunicationSettings;
    expect(refused.result).toBeNull();
    expect(refused.error).toMatch(/^Please choose one of the reminder time options/);
    expect((await pro.gql(SETTINGS)).data.communicationSettings).toMatchObject({ appointmentReminderTextEnabled: false, appointmentTextReminderMinutes: 1440 });
  });

  it("one practice's save never touches another's; without a session it is refused", async () => {
    const a = await signUpPro(server, 'Alpha Reminders');
    const b = await signUpPro(server, 'Beta Reminders');
    expect((await a.client.gql(UPDATE, { input: { appointmentReminderEmailEnabled: true } })).data.updateCommunicationSettings.result).toBe('success');
    expect((await b.client.gql(SETTINGS)).data.communicationSettings.appointmentReminderEmailEnabled).toBe(false);
    const anonymous = await newClient(server);
    const res = await anonymous.gql(UPDATE, { input: { appointmentReminderEmailEnabled: true } });
    expect(res.data?.updateCommunicationSettings ?? null).toBeNull();
    expect(res.errors?.length).toBeGreaterThan(0);
  });
});

describe('the reminder job', () => {
  let p: Practice;
  let job: AppointmentReminders;
  beforeAll(async () => {
    p = await practiceNamed('Reminder Spa');
    const res = (await p.pro.gql(UPDATE, { input: { appointmentReminderEmailEnabled: true, appointmentEmailReminderMinutes: 1440 } })).data.updateCommunicationSettings;
    expect(res.errors).toEqual([]);
    job = server.app.get(AppointmentReminders);
  }, 120_000);

  it('24 hours before a confirmed appointment: exactly one e-mail, however often and however many runners run', async () => {
    const a = await book(p);
    await caughtUp();
    expect(await job.remindDue(at(Date.parse(a.startsAt) - DAY - MINUTE))).toMatchObject({ sent: 0 });
    expect(await reminders(p.pro, a.id)).toEqual([]);

    const now = at(Date.parse(a.startsAt) - DAY + MINUTE);
    const other = new AppointmentReminders(
      server.app.get(DueRemindersQuery),
      new SendAppointmentReminder(server.persistence.store, server.app.get(MESSAGING_SETTINGS), server.app.get(SentEmails), new AppointmentTexts(server.persistence.store, server.app.get(TEXTER), clock)),
      clock,
      server.persistence.runner,
    );
    const [first, second] = await Promise.all([job.remindDue(now), other.remindDue(now)]);
    expect(first.sent + second.sent).toBe(1);
    expect(await job.remindDue(now)).toMatchObject({ sent: 0 });
    expect(await job.remindDue(at(Date.parse(a.startsAt) - 60 * MINUTE))).toMatchObject({ sent: 0 });

    const [reminder, ...more] = await reminders(p.pro, a.id);
    expect(more).toEqual([]);
    expect(sends.filter((m) => /^Reminder:/.test(m.subject) && m.to.email === a.email)).toHaveLength(1);
    expect(reminder.to).toBe(a.email);
    // 2026-11-02 is the Monday after New York's fall-back: the time shown is EST, in the practice's zone.
    expect(reminder.subject).toMatch(/^Reminder: your appointment on Monday, November 2, 2026 at \d{1,2}:\d{2} (AM|PM) EST$/);
    const history = await recordedReminders(p.pro, a.id);
    expect(history).toHaveLength(1);
    expect(history[0].data.causationEventId).toBe(`reminder:${a.id}:email:${new Date(a.startsAt).toISOString()}`);

    // A read model that lags still lists it: the appointment's stream says it was sent.
    expect(await server.app.get(SendAppointmentReminder).remind(a.id, 'email', now)).toMatchObject({ decision: { send: false, reason: 'already sent' } });
  });

  it('a moved appointment is reminded at its new time, not the old', async () => {
    const a = await book(p);
    const newStart = p.slots[p.slots.length - 1];
    clock.set(new Date(BOOKING_DAY));
    expect((await p.pro.gql(UPDATE_APPOINTMENT, { appointmentId: a.id, startsAt: newStart })).data.updateAppointmentV2.result).toBe('success');
    await caughtUp();
    expect(await job.remindDue(at(Date.parse(a.startsAt) - DAY + MINUTE))).toMatchObject({ sent: 0 });
    expect(await reminders(p.pro, a.id)).toEqual([]);
    expect((await job.remindDue(at(Date.parse(newStart) - DAY + MINUTE))).sent).toBeGreaterThanOrEqual(1);
    const history = await recordedReminders(p.pro, a.id);
    expect(history.map((e) => e.data.causationEventId)).toEqual([`reminder:${a.id}:email:${new Date(newStart).toISOString()}`]);
  });

  it('a cancelled appointment gets none', async () => {
    const a = await book(p);
    clock.set(new Date(BOOKING_DAY));
    expect((await p.pro.gql(CANCEL, { id: a.id })).data.cancelAppointment.result).toBe('success');
    await caughtUp();
    await job.remindDue(at(Date.parse(a.startsAt) - DAY + MINUTE));
    expect(await reminders(p.pro, a.id)).toEqual([]);
    expect(await server.app.get(SendAppointmentReminder).remind(a.id, 'email', clock.now())).toMatchObject({ decision: { send: false, reason: 'not confirmed' } });
  });
});

describe('reminder texts (through the texts port)', () => {
  let p: Practice;
  let job: AppointmentReminders;
  beforeAll(async () => {
    p = await practiceNamed('Texting Spa');
    const res = (await p.pro.gql(UPDATE, { input: { appointmentReminderTextEnabled: true, appointmentTextReminderMinutes: 120 } })).data.updateCommunicationSettings;
    expect(res.errors).toEqual([]);
    job = server.app.get(AppointmentReminders);
  }, 120_000);

  it('two hours before: one text, recorded once in the history and listed on the Texts page, with two runners at once', async () => {
    const a = await book(p);
    await caughtUp();
    expect(await job.remindDue(at(Date.parse(a.startsAt) - 121 * MINUTE))).toMatchObject({ sent: 0 });
    const now = at(Date.parse(a.startsAt) - 119 * MINUTE);
    const other = new AppointmentReminders(
      server.app.get(DueRemindersQuery),
      new SendAppointmentReminder(server.persistence.store, server.app.get(MESSAGING_SETTINGS), server.app.get(SentEmails), new AppointmentTexts(server.persistence.store, server.app.get(TEXTER), clock)),
      clock,
      server.persistence.runner,
    );
    const [first, second] = await Promise.all([job.remindDue(now), other.remindDue(now)]);
    expect(first.sent + second.sent).toBe(1);
    expect(await job.remindDue(now)).toMatchObject({ sent: 0 });

    const history = ((await p.pro.gql(HISTORY, { id: a.id })).data.appointmentHistory as Array<{ type: string; data: { idempotencyKey?: string; body?: string } }>).filter((e) => e.type.startsWith('Text'));
    const key = `reminder:${a.id}:text:${new Date(a.startsAt).toISOString()}`;
    expect(history.map((e) => [e.type, e.data.idempotencyKey])).toEqual([['TextRequested', key], ['TextSent', key]]);
    expect(history[1].data.body).toMatch(/^Reminder: .+ with .+ on Monday, November 2, 2026 at \d{1,2}:\d{2} (AM|PM) EST\.$/);
    // No e-mail reminder: that switch is off here.
    expect(await reminders(p.pro, a.id)).toEqual([]);
    await caughtUp();
    const outbox = (await p.pro.gql(TEXT_OUTBOX)).data.textOutbox.items as Array<{ type: string; recipientKind: string; to: string }>;
    expect(outbox.filter((t) => t.type === 'appointment_reminder')).toEqual([expect.objectContaining({ recipientKind: 'client', to: expect.stringMatching(/^\+1212555/) })]);
  });
});


describe('e-mail templates (custom content)', () => {
  const TEMPLATES = `query { communicationSettings { emailTemplates { name customContent defaultContent allowedVariables content } } }`;
  const SAVE = `mutation($templates: [EmailTemplateInput!]) { updateCommunicationSettings(input: { emailTemplates: $templates }) { result error } }`;

  it("the confirmation and the reminder carry the pro's own content; unknown variables are refused; empty goes back to the default", async () => {
    const p = await practiceNamed('Template Spa');
    const job = server.app.get(AppointmentReminders);
    const [confirmed, reminder] = (await p.pro.gql(TEMPLATES)).data.communicationSettings.emailTemplates;
    expect(confirmed).toMatchObject({ name: 'appointment_confirmed', customContent: null, content: confirmed.defaultContent });
    expect(reminder.defaultContent).toBe('This is a reminder of your appointment for {{appointment.service_name}} with {{practitioner.full_name}} on {{appointment.date_and_time}}.');
    expect(reminder.allowedVariables).toHaveLength(10);

    const refused = (await p.pro.gql(SAVE, { templates: [{ name: 'appointment_reminder', content: 'Hi {{client.nickname}}' }] })).data.updateCommunicationSettings;
    expect(refused.result).toBeNull();
    expect(refused.error).toMatch(/^Unknown variable \{\{client.nickname\}\}\./);

    const saved = await p.pro.gql(SAVE, {
      templates: [
        { name: 'appointment_confirmed', content: 'All set, {{client.first_name}}! <Booked> for {{appointment.date_and_time}}.' },
        { name: 'appointment_reminder', content: 'Tomorrow: {{appointment.service_name}} with {{practitioner.first_name}}.' },
      ],
    });
    expect(saved.data.updateCommunicationSettings).toEqual({ result: 'success', error: null });
    expect((await p.pro.gql(UPDATE, { input: { appointmentReminderEmailEnabled: true } })).data.updateCommunicationSettings.result).toBe('success');

    const a = await book(p);
    await caughtUp();
    const [confirmation] = (await mailOf(p.pro, a.id)).filter((m) => m.template === 'appointment_confirmed');
    expect(confirmation.text).toMatch(/^Hi Client0,\n\nAll set, Client0! <Booked> for Monday, November 2, 2026 at .+ EST\.\n\n/);
    expect(confirmation.html).toContain('All set, Client0! &lt;Booked&gt; for Monday');
    await job.remindDue(at(Date.parse(a.startsAt) - DAY + MINUTE));
    const [sent] = await reminders(p.pro, a.id);
    expect(sent.text).toContain('Tomorrow: ');
    expect(sent.text).toMatch(/with Sam\./);

    expect((await p.pro.gql(SAVE, { templates: [{ name: 'appointment_reminder', content: '' }] })).data.updateCommunicationSettings.result).toBe('success');
    expect((await p.pro.gql(TEMPLATES)).data.communicationSettings.emailTemplates[1]).toMatchObject({ customContent: null, content: reminder.defaultContent });
  });
});
