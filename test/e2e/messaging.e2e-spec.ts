// Messages to people through the real API: each appointment event sends its e-mails once, they
// show in the mailbox and as EmailSent in the history, and a restart or replay of the reaction
// sends and records nothing twice. The reaction is asynchronous: tests poll (bounded) for mail.
import { jest } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import { newCommandContext } from '#app/es';
import { START_OF_LOG, type LogPosition } from '#app/eventstore';
import type { Mailer } from '#app/integrations';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { RegisterSupportAccountCommand } from '../../apps/api/src/access/commands/register-support-account/register-support-account.command.js';
import { MessagingReactions } from '../../apps/api/src/messaging/messaging-reactions.js';
import { MAILER } from '../../apps/api/src/messaging/messaging-settings.js';
import { SendEmailsWhenAppointmentChanges } from '../../apps/api/src/messaging/send-emails-when-appointment-changes.reaction.js';
import type { TestClient } from '../support/graphql-client.js';
import { MAILBOX, mailOf, templatesTo, waitForMail } from './messaging-mailbox.js';
import { ACCEPT, CANCEL, CLIENT_CANCEL, DECLINE, HISTORY, LOG_IN, UPDATE_BOOKING_SETTINGS } from '../support/operations.js';
import { freeSlots, newClient, requestAppointment, signUpPro, startTestServer } from '../support/test-server.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const emailSentIn = async (reader: TestClient, appointmentId: string) =>
  ((await reader.gql(HISTORY, { id: appointmentId })).data.appointmentHistory as Array<{ type: string; actor: unknown; data: any }>).filter(
    (h) => h.type === 'EmailSent',
  );

const book = async (overrides: Record<string, unknown> = {}) => {
  const pro = await signUpPro(server);
  const visitor = await newClient(server);
  const requested = (await requestAppointment(visitor, pro.practice, overrides)).data.requestAppointment;
  expect(requested.result).toBe('success');
  return { ...pro, pro: pro.client, visitor, requested, id: requested.appointmentId as string };
};

describe('messages for the appointment lifecycle', () => {
  it('a request sends "request received" to the client and "new request" to the pro, each once', async () => {
    const { pro, email, id, requested } = await book();
    const mail = await waitForMail(pro, id, 2);
    expect(templatesTo(mail)).toEqual(['new_request -> ' + email, 'request_received -> ada@example.com']);

    const toClient = mail.find((m) => m.template === 'request_received')!;
    expect(toClient.subject).toBe('We received your appointment request');
    expect(toClient.text).toMatch(new RegExp(`^See or cancel your appointment: https?://[^\\s]+/m/c/${requested.instantActionToken}$`, 'm'));
    expect(toClient.html).toContain(`/m/c/${requested.instantActionToken}"`);
    expect(toClient.ics).toContain('METHOD:REQUEST');
    expect(toClient.ics).toContain(`UID:${id}@`);

    const history = await emailSentIn(pro, id);
    expect(history.map((h) => h.data.template).sort()).toEqual(['new_request', 'request_received']);
    expect(history[0].actor).toMatchObject({ kind: 'system' });
    expect(history[0].data).toMatchObject({ sentVia: 'outbox', appointmentId: id });
    expect(new Set(history.map((h) => h.data.causationEventId)).size).toBe(1);
  });

  it('accepting sends "confirmed" to the client; declining sends "declined"', async () => {
    const { pro, practice, visitor, id } = await book();
    expect((await pro.gql(ACCEPT, { id })).data.acceptAppointment.result).toBe('success');
    const mail = await waitForMail(pro, id, 3);
    expect(templatesTo(mail.filter((m) => m.template === 'appointment_confirmed'))).toEqual(['appointment_confirmed -> ada@example.com']);
    expect(mail.find((m) => m.template === 'appointment_confirmed')!.ics).toMatch(/SEQUENCE:[1-9]/);

    const slot = (await freeSlots(visitor, practice))[0];
    const other = (await requestAppointment(visitor, practice, { startsAt: slot, email: 'grace@example.com', phone: '2125550199' })).data
      .requestAppointment;
    expect((await pro.gql(DECLINE, { id: other.appointmentId })).data.declineAppointment.result).toBe('success');
    const declined = await waitForMail(pro, other.appointmentId, 3);
    expect(templatesTo(declined.filter((m) => m.template === 'appointment_declined'))).toEqual(['appointment_declined -> grace@example.com']);
    expect(declined.find((m) => m.template === 'appointment_declined')!.ics).toContain('METHOD:CANCEL');
  });

  it('a cancellation by the pro tells the client; one by the client tells both', async () => {
    const byPro = await book();
    expect((await byPro.pro.gql(CANCEL, { id: byPro.id, note: 'Sick today' })).data.cancelAppointment.result).toBe('success');
    const proCancelled = await waitForMail(byPro.pro, byPro.id, 3);
    expect(templatesTo(proCancelled.filter((m) => m.template.startsWith('appointment_cancelled')))).toEqual([
      'appointment_cancelled -> ada@example.com',
    ]);

    const byClient = await book();
    const res = await byClient.visitor.gql(CLIENT_CANCEL, { id: byClient.id, token: byClient.requested.instantActionToken });
    expect(res.data.clientCancel.result).toBe('success');
    const clientCancelled = await waitForMail(byClient.pro, byClient.id, 4);
    expect(templatesTo(clientCancelled.filter((m) => m.template.startsWith('appointment_cancelled')))).toEqual([
      'appointment_cancelled -> ada@example.com',
      `appointment_cancelled_by_client -> ${byClient.email}`,
    ]);
    expect((await emailSentIn(byClient.pro, byClient.id)).map((h) => h.data.template).sort()).toEqual([
      'appointment_cancelled',
      'appointment_cancelled_by_client',
      'new_request',
      'request_received',
    ]);
  });

  it('an auto-accepted request: the client gets "confirmed", the pro "New appointment booked" (not "request")', async () => {
    const pro = await signUpPro(server);
    const settings = await pro.client.gql(UPDATE_BOOKING_SETTINGS, { input: { instantClientApproval: true } });
    expect(settings.data.updateBookingSettings.result).toBe('success');
    const visitor = await newClient(server);
    const requested = (await requestAppointment(visitor, pro.practice)).data.requestAppointment;
    expect(requested.state).toBe('approved');
    const mail = await waitForMail(pro.client, requested.appointmentId, 2);
    expect(templatesTo(mail)).toEqual(['appointment_confirmed -> ada@example.com', `new_booking -> ${pro.email}`]);
    const toPro = mail.find((m) => m.to === pro.email)!;
    expect(toPro.subject).toBe('New appointment booked by Ada Lovelace');
    expect(toPro.text).not.toMatch(/request/i);
    expect(toPro.ics).toContain('STATUS:CONFIRMED');
  });
});

describe('mailbox access', () => {
  it("a pro sees only their practice's messages, support sees all, a visitor is refused", async () => {
    const a = await book();
    const b = await book();
    await waitForMail(a.pro, a.id, 2);
    await waitForMail(b.pro, b.id, 2);
    expect(await mailOf(b.pro, a.id)).toEqual([]);
    const page = (await a.pro.gql(MAILBOX, { limit: 1, offset: 1 })).data.mailbox;
    expect(page.total).toBe(2);
    expect(page.items).toHaveLength(1);

    const email = `support-${Date.now()}@example.com`;
    await server.app.get(CommandBus).execute(
      new RegisterSupportAccountCommand({ email, name: 'Sue Port', password: 'support password 1' }, newCommandContext({ kind: 'system', id: 'test' })),
    );
    const support = await newClient(server);
    expect((await support.gql(LOG_IN, { email, password: 'support password 1' })).data.logIn.result).toBe('success');
    expect((await support.gql(MAILBOX, { limit: 100 })).data.mailbox.total).toBeGreaterThanOrEqual(4);
    expect(await mailOf(support, a.id)).toHaveLength(2);

    const visitor = await newClient(server);
    expect((await visitor.gql(MAILBOX)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('idempotency', () => {
  const headOfLog = async (): Promise<LogPosition> => {
    let position = START_OF_LOG;
    for (let batch = await server.persistence.store.readAll(position, 1000); batch.length; batch = await server.persistence.store.readAll(position, 1000)) {
      const last = batch[batch.length - 1];
      position = { transactionId: last.transactionId, globalPosition: last.globalPosition };
    }
    return position;
  };

  it('restarting the reaction and replaying the whole log sends and records nothing twice', async () => {
    const { pro, id } = await book();
    await pro.gql(ACCEPT, { id });
    const before = await waitForMail(pro, id, 3);
    expect(before).toHaveLength(3);
    const reactions = server.app.get(MessagingReactions);
    expect(await reactions.runner.waitFor(await headOfLog(), undefined, 10_000)).toBe(true);
    const totalBefore = (await pro.gql(MAILBOX)).data.mailbox.total;

    const send = jest.spyOn(server.app.get<Mailer>(MAILER), 'send');
    try {
      await reactions.stop();
      await reactions.runner.rewind('send-appointment-emails', START_OF_LOG);
      await reactions.start();
      expect(await reactions.runner.waitFor(await headOfLog(), undefined, 20_000)).toBe(true);
      expect(send).not.toHaveBeenCalled();
    } finally {
      send.mockRestore();
    }
    await server.persistence.runner.waitFor(await headOfLog(), ['mailbox'], 10_000);
    expect((await mailOf(pro, id)).map((m) => m.id).sort()).toEqual(before.map((m) => m.id).sort());
    expect((await pro.gql(MAILBOX)).data.mailbox.total).toBe(totalBefore);
    expect(await emailSentIn(pro, id)).toHaveLength(3);
  });

  it('one event handled twice at the same time: sent at least once, recorded once (the store keeps the first)', async () => {
    const reactions = server.app.get(MessagingReactions);
    await reactions.stop();
    const send = jest.spyOn(server.app.get<Mailer>(MAILER), 'send');
    try {
      const { pro, id } = await book();
      const [requested] = await server.persistence.store.readStream(`appointment-${id}`);
      const sendEmails = server.app.get(SendEmailsWhenAppointmentChanges);
      await Promise.all([sendEmails.react(requested), sendEmails.react(requested)]);
      expect(send.mock.calls.length).toBeGreaterThanOrEqual(2);
      expect((await emailSentIn(pro, id)).map((h) => h.data.template).sort()).toEqual(['new_request', 'request_received']);
    } finally {
      send.mockRestore();
      await reactions.start();
    }
  });
});
