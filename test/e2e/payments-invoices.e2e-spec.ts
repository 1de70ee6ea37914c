// Billing e-mails through the API: the pro's "Send invoice" (sendClientInvoiceMutation, spec 001
// §7) and the past-due reminders (spec 001 §3 Payment settings, 002). The server's clock is set to
// late October 2026 and the appointments fall on 2026-11-02 and 03; the past-due job's passes are
// run by the test at chosen instants (the schedule's own tick is off in tests). What went out is
// counted at the mailer (every hand-over) and read in the mailbox (what was recorded).
import { jest } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import { newCommandContext } from '#app/es';
import type { Mailer, MailMessage } from '#app/integrations';
import { PastDueRemindersQuery } from '#projections';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { AdjustableClock } from '../../apps/api/src/infrastructure/clock.js';
import { MAILER, MESSAGING_SETTINGS } from '../../apps/api/src/messaging/messaging-settings.js';
import { SentEmails } from '../../apps/api/src/messaging/sent-emails.js';
import { SendInvoiceCommand } from '../../apps/api/src/payments/invoices/send-invoice.command.js';
import { PastDueReminders } from '../../apps/api/src/payments/past-due-reminders.job.js';
import { SendPastDueReminder } from '../../apps/api/src/payments/send-past-due-reminder.js';
import { SendPastDueText } from '../../apps/api/src/payments/send-past-due-reminder-text.js';
import type { TestClient } from '../support/graphql-client.js';
import { ACCEPT, HISTORY, UPSERT_SERVICE } from '../support/operations.js';
import { CHARGE, connectSimulated, saveCard, UPDATE_PAYMENT_SETTINGS, type BookedAppointment } from '../support/payment-operations.js';
import { freeSlots, newClient, requestAppointment, signUpPro, startTestServer, type TestPractice } from '../support/test-server.js';
import { mailOf, settled, type Mail } from './messaging-mailbox.js';

const SEND = `mutation($id: ID!, $sendTo: String!) { sendClientInvoiceMutation(appointmentId: $id, sendTo: $sendTo) { result errors } }`;
const MAILBOX_FILES = `query { mailbox(limit: 100) { items { id appointmentId template attachments { filename contentType size } } } }`;
const TIPS = `mutation { updatePracticeAcceptsTips(acceptsTips: true) { result errors } }`;
const ADD_TIP = `mutation($id: ID!, $token: String!, $tip: Int!) { addTipToAppointment(appointmentId: $id, instantActionToken: $token, tipAmount: $tip) { result errors } }`;
const ADJUST = `mutation($id: ID!, $cents: Int!, $note: String) { createAdjustment(appointmentId: $id, amountCents: $cents, note: $note) { result errors } }`;
const MARK_PAID = `mutation($id: ID!) { markPaid(appointmentId: $id, paidBy: "cash") { result errors } }`;

const MINUTE = 60_000;
const clock = new AdjustableClock();
let server: RunningServer;
let sends: MailMessage[] = [];

interface Practice {
  pro: TestClient;
  practice: TestPractice;
  slots: string[];
  booked: number;
}

/** A practice whose one service costs $90.00, with its free start times on 2026-11-02 and 03, an hour apart. */
const practiceNamed = async (name: string): Promise<Practice> => {
  const { client: pro, practice } = await signUpPro(server, name);
  const [service] = practice.services;
  const priced = { id: service.id, name: 'Deep tissue massage', description: 'Firm pressure.', timeLength: 30, amountCents: 9_000, locationIds: practice.locations.map((l: { id: string }) => l.id) };
  expect((await pro.gql(UPSERT_SERVICE, { input: priced })).data.upsertService.result).toBe('success');
  const slots: string[] = [];
  for (const slot of await freeSlots(await newClient(server), practice, { from: '2026-11-02', to: '2026-11-04' })) {
    if (/^2026-11-0[23]/.test(slot) && (!slots.length || Date.parse(slot) >= Date.parse(slots[slots.length - 1]) + 60 * MINUTE)) slots.push(slot);
  }
  expect(slots.length).toBeGreaterThanOrEqual(12);
  return { pro, practice, slots, booked: 0 };
};

/** A new client's request at the practice's next free time, confirmed by the pro unless told otherwise. */
const book = async (p: Practice, { confirm = true } = {}): Promise<BookedAppointment & { startsAt: string; email: string }> => {
  const visitor = await newClient(server);
  const i = p.booked++;
  const startsAt = p.slots[i];
  const email = `client${i}-${p.practice.id.slice(0, 8)}@example.com`;
  const res = (await requestAppointment(visitor, p.practice, { startsAt, email, firstName: `Client${i}`, phone: `(212) 555-03${10 + i}` })).data.requestAppointment;
  expect(res.errors).toEqual([]);
  if (confirm) expect((await p.pro.gql(ACCEPT, { id: res.appointmentId })).data.acceptAppointment.result).toBe('success');
  return { id: res.appointmentId, token: res.instantActionToken, visitor, startsAt, email };
};

const sendInvoice = async (pro: TestClient, id: string, sendTo = 'email') => (await pro.gql(SEND, { id, sendTo })).data.sendClientInvoiceMutation;
const mailWith = async (pro: TestClient, id: string, template: string): Promise<Mail[]> => (await mailOf(pro, id)).filter((m) => m.template === template);
const handedOver = (template: RegExp, to: string) => sends.filter((m) => template.test(m.subject) && m.to.email === to);

beforeAll(async () => {
  clock.set(new Date('2026-10-26T14:00:00.000Z'));
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

describe('sendClientInvoiceMutation', () => {
  let p: Practice;
  let stranger: TestClient;
  beforeAll(async () => {
    p = await practiceNamed('Invoice Massage');
    expect((await p.pro.gql(TIPS)).data.updatePracticeAcceptsTips.result).toBe('success');
    stranger = (await signUpPro(server, 'Someone Else Spa')).client;
  }, 120_000);

  it('e-mails the invoice: the lines, tip, adjustment, total, balance and pay link, with the PDF attached and recorded', async () => {
    const a = await book(p);
    expect((await a.visitor.gql(ADD_TIP, { id: a.id, token: a.token, tip: 1500 })).data.addTipToAppointment.errors).toEqual([]);
    expect((await p.pro.gql(ADJUST, { id: a.id, cents: 2000, note: '<b>Late</b> start' })).data.createAdjustment.errors).toEqual([]);

    expect(await sendInvoice(p.pro, a.id)).toEqual({ result: 'success', errors: [] });
    const [invoice, ...others] = await mailWith(p.pro, a.id, 'client_invoice');
    expect(others).toEqual([]);
    expect(invoice).toMatchObject({ to: a.email, subject: 'Your invoice from Invoice Massage', ics: null });
    for (const part of ['Deep tissue massage', '$90.00', 'Tip', '$15.00', 'Adjustment', '-$20.00', 'Total (USD)', '$85.00', 'Balance due (USD)', 'Status: <strong>Due</strong>']) {
      expect(invoice.html).toContain(part);
    }
    expect(invoice.html).toContain('&lt;b&gt;Late&lt;/b&gt; start');
    expect(invoice.html).not.toContain('<b>Late</b>');
    const base = server.app.get<{ publicBaseUrl: string }>(MESSAGING_SETTINGS).publicBaseUrl.replace(/\/+$/, '');
    expect(invoice.html).toContain(`<a href="${base}/m/c/${a.token}">Pay $85.00 online</a>`);
    expect(invoice.text).toContain('Total (USD): $85.00');

    // The PDF: handed to the mailer, named in the mailbox, its bytes kept in the event.
    const [sent] = handedOver(/^Your invoice/, a.email);
    const [pdf] = sent.attachments!;
    expect(pdf).toMatchObject({ contentType: 'application/pdf' });
    expect(Buffer.from(pdf.content as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const files = (await p.pro.gql(MAILBOX_FILES)).data.mailbox.items.find((m: { id: string }) => m.id === invoice.id).attachments;
    expect(files).toEqual([{ filename: pdf.filename, contentType: 'application/pdf', size: (pdf.content as Buffer).length }]);
    expect(pdf.filename).toMatch(/^INV-[0-9A-F]{8}\.pdf$/);
    const history = (await p.pro.gql(HISTORY, { id: a.id })).data.appointmentHistory as Array<{ type: string; data: { template?: string; attachments?: Array<{ contentBase64: string }> } }>;
    const recorded = history.find((e) => e.type === 'EmailSent' && e.data.template === 'client_invoice')!;
    expect(Buffer.from(recorded.data.attachments![0].contentBase64, 'base64').equals(pdf.content as Buffer)).toBe(true);

    // Sending again on purpose is another e-mail.
    expect(await sendInvoice(p.pro, a.id)).toEqual({ result: 'success', errors: [] });
    expect(await mailWith(p.pro, a.id, 'client_invoice')).toHaveLength(2);
  });

  it('one request sends one e-mail, even when its command is handled twice', async () => {
    const a = await book(p);
    const bus = server.app.get(CommandBus);
    const ctx = newCommandContext({ kind: 'pro', id: 'pro-1' }, clock.now());
    const command = new SendInvoiceCommand(a.id, p.practice.id, 'email', ctx);
    await bus.execute(command);
    await bus.execute(command);
    await settled(server);
    expect(await mailWith(p.pro, a.id, 'client_invoice')).toHaveLength(1);
    expect(handedOver(/^Your invoice/, a.email)).toHaveLength(1);
  });

  it("refuses texts ('sms', 'both') with the message and sends nothing; any other channel is named", async () => {
    const a = await book(p);
    expect(await sendInvoice(p.pro, a.id, 'sms')).toEqual({ result: null, errors: ['Text messages are not available yet.'] });
    expect(await sendInvoice(p.pro, a.id, 'both')).toEqual({ result: null, errors: ['Text messages are not available yet.'] });
    expect(await sendInvoice(p.pro, a.id, 'fax')).toEqual({ result: null, errors: ["Please choose where to send the invoice: 'email', 'sms' or 'both'."] });
    await settled(server);
    expect(await mailWith(p.pro, a.id, 'client_invoice')).toEqual([]);
    expect(sends.filter((m) => m.attachments?.length)).toEqual([]);
  });

  it("another practice's appointment and an id that names none are not found", async () => {
    const a = await book(p);
    expect(await sendInvoice(stranger, a.id)).toEqual({ result: null, errors: ['Appointment not found'] });
    expect(await sendInvoice(p.pro, 'not-an-id')).toEqual({ result: null, errors: ['Appointment not found'] });
    expect(await sendInvoice(p.pro, '6f1d7a52-3c2e-4b8e-9a51-2f0c8d7e4b10')).toEqual({ result: null, errors: ['Appointment not found'] });
    expect(await mailWith(p.pro, a.id, 'client_invoice')).toEqual([]);
  });

  it('an upcoming request is not invoiced until confirmed', async () => {
    const a = await book(p, { confirm: false });
    expect(await sendInvoice(p.pro, a.id)).toEqual({ result: null, errors: ['An invoice can be sent once the appointment is confirmed.'] });
  });
});

describe('past-due reminders', () => {
  let p: Practice;
  let job: PastDueReminders;
  const settings = async (input: Record<string, unknown>) => expect((await p.pro.gql(UPDATE_PAYMENT_SETTINGS, { input })).data.updatePaymentSettings.errors).toEqual([]);
  const after = (startsAt: string, minutes: number) => new Date(Date.parse(startsAt) + minutes * MINUTE);
  const reminders = async (a: { id: string }) => {
    await settled(server);
    return mailWith(p.pro, a.id, 'payment_past_due');
  };

  beforeAll(async () => {
    p = await practiceNamed('Past Due Spa');
    await connectSimulated(p.pro, 'stripe'); // the practice's card provider, for the client who pays by card
    await settings({ paymentPastDueEmailEnabled: true, paymentPastDueEmailMinutes: 60 });
    job = server.app.get(PastDueReminders);
  }, 120_000);

  it('an unpaid confirmed appointment gets one reminder once the minutes have passed, however many runners run', async () => {
    const a = await book(p);
    expect(await job.remindDue(after(a.startsAt, 59))).toMatchObject({ sent: 0 });
    expect(await reminders(a)).toEqual([]);

    // A second runner (another process) over the same store, read model and mailer.
    const other = new PastDueReminders(server.app.get(PastDueRemindersQuery), new SendPastDueReminder(server.persistence.store, server.app.get(MESSAGING_SETTINGS), server.app.get(SentEmails)), server.app.get(SendPastDueText), clock, server.persistence.runner);
    const [first, second] = await Promise.all([job.remindDue(after(a.startsAt, 61)), other.remindDue(after(a.startsAt, 61))]);
    expect(first.sent + second.sent).toBe(1);
    expect(await job.remindDue(after(a.startsAt, 180))).toMatchObject({ sent: 0 });
    const [reminder, ...more] = await reminders(a);
    expect(more).toEqual([]);
    expect(handedOver(/^Payment reminder/, a.email)).toHaveLength(1);
    expect(reminder.subject).toBe('Payment reminder from Past Due Spa: $90.00 USD due');
    expect(reminder.text).toContain('The payment of $90.00 USD for it is still open.');
    expect(reminder.text).toContain(`/m/c/${a.token}`);
    expect(reminder.html).toContain(`/m/c/${a.token}">Pay $90.00 USD online</a>`);

    // A read model that lags still lists it: the appointment's stream says it was sent.
    expect(await server.app.get(SendPastDueReminder).remind(a.id, after(a.startsAt, 240))).toMatchObject({ decision: { send: false, reason: 'already sent' } });
    expect(await reminders(a)).toHaveLength(1);
  });

  it("follows the practice's settings as they are when the job runs: off sends none, new minutes count", async () => {
    const a = await book(p);
    await settings({ paymentPastDueEmailEnabled: false });
    expect(await job.remindDue(after(a.startsAt, 120))).toMatchObject({ due: 0, sent: 0 });
    expect(await server.app.get(SendPastDueReminder).remind(a.id, after(a.startsAt, 120))).toMatchObject({ decision: { send: false, reason: 'turned off' } });
    await settings({ paymentPastDueEmailEnabled: true, paymentPastDueEmailMinutes: 180 });
    expect(await job.remindDue(after(a.startsAt, 120))).toMatchObject({ sent: 0 });
    expect(await reminders(a)).toEqual([]);
    expect(await job.remindDue(after(a.startsAt, 180))).toMatchObject({ sent: 1 });
    expect(await reminders(a)).toHaveLength(1);
    await settings({ paymentPastDueEmailMinutes: 60 });
  });

  it('none for an appointment marked paid or paid by card, nor for one paid after the read model listed it', async () => {
    const marked = await book(p);
    expect((await p.pro.gql(MARK_PAID, { id: marked.id })).data.markPaid.errors).toEqual([]);
    const charged = await book(p);
    expect((await saveCard(server.url, charged)).status).toBe(200);
    expect((await charged.visitor.gql(CHARGE, { id: charged.id, token: charged.token })).data.chargeCard.errors).toEqual([]);
    const late = await book(p);
    await job.remindDue(after(late.startsAt, 120));
    for (const a of [marked, charged]) expect(await reminders(a)).toEqual([]);
    expect(await reminders(late)).toHaveLength(1);

    // Listed by a read model that has not seen the payment yet: decided again on the stream.
    const meanwhile = await book(p);
    expect((await p.pro.gql(MARK_PAID, { id: meanwhile.id })).data.markPaid.errors).toEqual([]);
    expect(await server.app.get(SendPastDueReminder).remind(meanwhile.id, after(meanwhile.startsAt, 120))).toMatchObject({ decision: { send: false, reason: 'not owed' } });
    expect(await reminders(meanwhile)).toEqual([]);
  });

  it('none more than a week late: turning the e-mail on does not mail about old appointments', async () => {
    const a = await book(p);
    const weekLate = after(a.startsAt, 60 + 7 * 24 * 60 + 1);
    expect(await server.app.get(SendPastDueReminder).remind(a.id, weekLate)).toMatchObject({ decision: { send: false, reason: 'too late' } });
    await job.remindDue(weekLate);
    expect(await reminders(a)).toEqual([]);
  });

  it('a request never confirmed gets none', async () => {
    const a = await book(p, { confirm: false });
    expect(await server.app.get(SendPastDueReminder).remind(a.id, after(a.startsAt, 120))).toMatchObject({ decision: { send: false, reason: 'not owed' } });
    await job.remindDue(after(a.startsAt, 120));
    expect(await reminders(a)).toEqual([]);
  });
});
