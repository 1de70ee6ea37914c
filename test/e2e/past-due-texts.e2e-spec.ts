// Past-due reminder texts through the API (spec 001 §3 Payment settings, 002 §3: "payment
// reminders after it is past due"): the practice has the past-due e-mail on an hour after the start
// and the text two hours after; the past-due job's passes are run by the test at chosen instants
// (the schedule's own tick is off in tests). What was texted is read on the practice's Texts page
// (textOutbox) and in the appointment's history; the e-mail in the mailbox, as before.
import { type LogPosition } from '#app/eventstore';
import { PastDueRemindersQuery } from '#projections';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { AdjustableClock } from '../../apps/api/src/infrastructure/clock.js';
import { AppointmentTexts } from '../../apps/api/src/messaging/appointment-texts.js';
import { MESSAGING_SETTINGS } from '../../apps/api/src/messaging/messaging-settings.js';
import { SentEmails } from '../../apps/api/src/messaging/sent-emails.js';
import { TEXTER } from '../../apps/api/src/messaging/texter.js';
import { PastDueReminders } from '../../apps/api/src/payments/past-due-reminders.job.js';
import { SendPastDueReminder } from '../../apps/api/src/payments/send-past-due-reminder.js';
import { SendPastDueText } from '../../apps/api/src/payments/send-past-due-reminder-text.js';
import { PRO_CREATE_APPOINTMENT } from '../support/calendar-operations.js';
import { CREATE_CLIENT, EDIT_CLIENT } from '../support/client-operations.js';
import type { TestClient } from '../support/graphql-client.js';
import { ACCEPT, HISTORY, UPSERT_SERVICE } from '../support/operations.js';
import { CHARGE, connectSimulated, saveCard, UPDATE_PAYMENT_SETTINGS } from '../support/payment-operations.js';
import { freeSlots, newClient, requestAppointment, signUpPro, startTestServer, type TestPractice } from '../support/test-server.js';
import { mailOf, settled } from './messaging-mailbox.js';
import { headOfStore } from '../support/head-of-log.js';

const TEXT_OUTBOX = `query { textOutbox(limit: 100) { items { to body type recipientKind sentVia } } }`;
const MARK_PAID = `mutation($id: ID!) { markPaid(appointmentId: $id, paidBy: "cash") { result errors } }`;

const MINUTE = 60_000;
const clock = new AdjustableClock();
let server: RunningServer;
let pro: TestClient;
let practice: TestPractice;
let job: PastDueReminders;
const slots: string[] = [];
let booked = 0;

interface Booked {
  id: string;
  token: string;
  startsAt: string;
  email: string;
  phone: string | null;
  visitor?: TestClient;
}

const settings = async (input: Record<string, unknown>) => expect((await pro.gql(UPDATE_PAYMENT_SETTINGS, { input })).data.updatePaymentSettings.errors).toEqual([]);
const after = (a: Booked, minutes: number) => new Date(Date.parse(a.startsAt) + minutes * MINUTE);

/** A new client's request at the next free time ($90.00), confirmed by the pro. */
const book = async (): Promise<Booked> => {
  const visitor = await newClient(server);
  const i = booked++;
  const email = `due${i}-${practice.id.slice(0, 8)}@example.com`;
  const res = (await requestAppointment(visitor, practice, { startsAt: slots[i], email, firstName: `Client${i}`, phone: `(212) 555-06${10 + i}` })).data.requestAppointment;
  expect(res.errors).toEqual([]);
  expect((await pro.gql(ACCEPT, { id: res.appointmentId })).data.acceptAppointment.result).toBe('success');
  return { id: res.appointmentId, token: res.instantActionToken, startsAt: slots[i], email, phone: `+121255506${10 + i}`, visitor };
};

/** Booked by the pro for a client whose phone was taken off their record (a new client needs one). */
const bookWithoutPhone = async (): Promise<Booked> => {
  const i = booked++;
  const email = `nophone${i}-${practice.id.slice(0, 8)}@example.com`;
  const created = (await pro.gql(CREATE_CLIENT, { client: { firstName: `NoPhone${i}`, lastName: 'Client', email, phone: `(212) 555-07${10 + i}` } })).data.createClient;
  expect(created.errors).toEqual([]);
  const edited = (await pro.gql(EDIT_CLIENT, { clientId: created.client.id, client: { phone: null } })).data.editClient;
  expect(edited.errors).toEqual([]);
  expect(edited.client.phone || null).toBeNull();
  const res = (
    await pro.gql(PRO_CREATE_APPOINTMENT, {
      appointmentServices: [{ serviceId: practice.services[0].id, amountCents: 9_000 }],
      locationId: practice.locations[0].id,
      startsAt: slots[i],
      endsAt: new Date(Date.parse(slots[i]) + 30 * MINUTE).toISOString(),
      clientId: created.client.id,
    })
  ).data.proCreateAppointment;
  expect(res.errors).toEqual([]);
  expect(res.appointment.state).toBe('approved');
  expect(res.appointment.client.phone || null).toBeNull();
  return { id: res.appointment.id, token: res.appointment.instantActionToken, startsAt: slots[i], email, phone: null };
};

const headOfLog = (): Promise<LogPosition> => headOfStore(server.persistence.store);
/** The past-due read model and the Texts page have seen everything so far. */
const caughtUp = async () => {
  await settled(server);
  if (!(await server.persistence.runner.waitFor(await headOfLog(), ['past-due-reminders', 'text-outbox'], 10_000))) throw new Error('read models did not catch up');
};

const pastDueTexts = async (a: Booked) => {
  await caughtUp();
  const items = (await pro.gql(TEXT_OUTBOX)).data.textOutbox.items as Array<{ to: string; body: string; type: string; recipientKind: string; sentVia: string }>;
  return items.filter((t) => t.type === 'payment_past_due' && a.phone !== null && t.to === a.phone);
};
const textHistory = async (a: Booked) =>
  ((await pro.gql(HISTORY, { id: a.id })).data.appointmentHistory as Array<{ type: string; data: { idempotencyKey?: string; type?: string } }>)
    .filter((e) => e.type.startsWith('Text') && e.data.idempotencyKey === `past-due-text:${a.id}`)
    .map((e) => e.type);
const pastDueMail = async (a: Booked) => {
  await settled(server);
  return (await mailOf(pro, a.id)).filter((m) => m.template === 'payment_past_due');
};
const run = async (now: Date) => {
  await caughtUp();
  return job.remindDue(now);
};

beforeAll(async () => {
  clock.set(new Date('2026-10-26T14:00:00.000Z'));
  server = await startTestServer({ publicCallsPerMinute: 100_000, clock });
  ({ client: pro, practice } = await signUpPro(server, 'Past Due Texts Spa'));
  const [service] = practice.services;
  const priced = { id: service.id, name: 'Deep tissue massage', description: 'Firm pressure.', timeLength: 30, amountCents: 9_000, locationIds: practice.locations.map((l: { id: string }) => l.id) };
  expect((await pro.gql(UPSERT_SERVICE, { input: priced })).data.upsertService.result).toBe('success');
  for (const slot of await freeSlots(await newClient(server), practice, { from: '2026-11-02', to: '2026-11-04' })) {
    if (/^2026-11-0[23]/.test(slot) && (!slots.length || Date.parse(slot) >= Date.parse(slots[slots.length - 1]) + 60 * MINUTE)) slots.push(slot);
  }
  expect(slots.length).toBeGreaterThanOrEqual(8);
  await connectSimulated(pro, 'stripe'); // for the client who pays by card
  await settings({ paymentPastDueEmailEnabled: true, paymentPastDueEmailMinutes: 60, paymentPastDueTextEnabled: true, paymentPastDueTextMinutes: 120 });
  job = server.app.get(PastDueReminders);
}, 120_000);
afterAll(async () => server?.close());

describe('past-due texts', () => {
  it('one text once its own minutes have passed, however often and however many runners run; the e-mail goes as before', async () => {
    const a = await book();
    expect(await run(after(a, 61))).toMatchObject({ emails: { sent: 1 }, texts: { sent: 0 } });
    expect(await pastDueMail(a)).toHaveLength(1);
    expect(await run(after(a, 119))).toMatchObject({ texts: { sent: 0 } });
    expect(await pastDueTexts(a)).toEqual([]);

    // A second runner (another process) over the same store, read model and texter.
    const store = server.persistence.store;
    const other = new PastDueReminders(
      server.app.get(PastDueRemindersQuery),
      new SendPastDueReminder(store, server.app.get(MESSAGING_SETTINGS), server.app.get(SentEmails)),
      new SendPastDueText(store, server.app.get(MESSAGING_SETTINGS), new AppointmentTexts(store, server.app.get(TEXTER), clock)),
      clock,
      server.persistence.runner,
    );
    await caughtUp();
    const [first, second] = await Promise.all([job.remindDue(after(a, 121)), other.remindDue(after(a, 121))]);
    expect(first.texts.sent + second.texts.sent).toBe(1);
    expect(await run(after(a, 121))).toMatchObject({ sent: 0 });
    expect(await run(after(a, 600))).toMatchObject({ sent: 0 });

    const [text, ...more] = await pastDueTexts(a);
    expect(more).toEqual([]);
    expect(text).toMatchObject({ recipientKind: 'client', sentVia: 'outbox' });
    expect(text.body).toMatch(/^Past Due Texts Spa: \$90\.00 USD is still due for your visit on Nov [23]\. Pay here: http\S+\/m\/c\//);
    expect(text.body.endsWith(`/m/c/${encodeURIComponent(a.token)}`)).toBe(true);
    expect(await textHistory(a)).toEqual(['TextRequested', 'TextSent']);
    // Still one e-mail.
    expect(await pastDueMail(a)).toHaveLength(1);

    // A read model that lags still lists it: the appointment's stream says it was sent.
    expect(await server.app.get(SendPastDueText).remind(a.id, after(a, 240))).toMatchObject({ decision: { send: false, reason: 'already sent' } });
    expect(await pastDueTexts(a)).toHaveLength(1);
  });

  it('none for an appointment marked paid or paid by card, nor one paid after the read model listed it', async () => {
    const marked = await book();
    expect((await pro.gql(MARK_PAID, { id: marked.id })).data.markPaid.errors).toEqual([]);
    const charged = await book();
    expect((await saveCard(server.url, { id: charged.id, token: charged.token, visitor: charged.visitor! })).status).toBe(200);
    expect((await charged.visitor!.gql(CHARGE, { id: charged.id, token: charged.token })).data.chargeCard.errors).toEqual([]);
    await run(after(charged, 180));
    for (const a of [marked, charged]) {
      expect(await pastDueTexts(a)).toEqual([]);
      expect(await textHistory(a)).toEqual([]);
      expect(await pastDueMail(a)).toEqual([]);
    }

    const meanwhile = await book();
    expect((await pro.gql(MARK_PAID, { id: meanwhile.id })).data.markPaid.errors).toEqual([]);
    expect(await server.app.get(SendPastDueText).remind(meanwhile.id, after(meanwhile, 180))).toMatchObject({ decision: { send: false, reason: 'not owed' } });
    expect(await textHistory(meanwhile)).toEqual([]);
  });

  it('none to a client without a phone, who still gets the e-mail', async () => {
    const a = await bookWithoutPhone();
    await run(after(a, 180));
    expect(await server.app.get(SendPastDueText).remind(a.id, after(a, 180))).toMatchObject({ decision: { send: false, reason: 'no phone' } });
    expect(await textHistory(a)).toEqual([]);
    expect(await pastDueMail(a)).toHaveLength(1);
  });

  it('none while the text is turned off; the e-mail still goes; turned on again, it follows its minutes', async () => {
    const a = await book();
    await settings({ paymentPastDueTextEnabled: false });
    expect(await run(after(a, 180))).toMatchObject({ texts: { due: 0, sent: 0 } });
    expect(await server.app.get(SendPastDueText).remind(a.id, after(a, 180))).toMatchObject({ decision: { send: false, reason: 'turned off' } });
    expect(await pastDueTexts(a)).toEqual([]);
    expect(await pastDueMail(a)).toHaveLength(1);

    await settings({ paymentPastDueTextEnabled: true, paymentPastDueTextMinutes: 240 });
    expect(await run(after(a, 200))).toMatchObject({ texts: { sent: 0 } });
    expect(await pastDueTexts(a)).toEqual([]);
    expect(await run(after(a, 241))).toMatchObject({ texts: { sent: 1 } });
    expect(await pastDueTexts(a)).toHaveLength(1);
    expect(await pastDueMail(a)).toHaveLength(1);
    await settings({ paymentPastDueTextMinutes: 120 });
  });
});
