// The download-app text (spec 000 §2.8, §7 sendText): a signed-in pro or client texts themselves
// the store links, at most once a minute; the practice's Texts page (textOutbox) lists what was
// texted, and no other practice sees it. Embedded mode: the outbox texter, nothing leaves.
import { CommandBus } from '@nestjs/cqrs';
import { newCommandContext } from '#app/es';
import { MOBILE_APP_LINKS, TextMessages } from '#app/messaging';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { AdjustableClock } from '../../apps/api/src/infrastructure/clock.js';
import { ChangePracticeCommand } from '../../apps/api/src/practice/commands/change-practice/change-practice.command.js';
import { RegisterSupportAccountCommand } from '../../apps/api/src/access/commands/register-support-account/register-support-account.command.js';
import { signInClient } from '../support/client-sign-in.js';
import { LOG_IN } from '../support/operations.js';
import type { TestClient } from '../support/graphql-client.js';
import { newClient, requestAppointment, signUpPro, startTestServer, type TestPractice } from '../support/test-server.js';

const SEND_TEXT = `mutation($type: String!) { sendText(type: $type) { result errors } }`;
const TEXT_OUTBOX = `query($limit: Int, $offset: Int) { textOutbox(limit: $limit, offset: $offset) { total items { id to body type recipientKind sentVia sentAt } } }`;
const MINUTE = 60_000;

const clock = new AdjustableClock();
let server: RunningServer;
let pro: TestClient;
let practice: TestPractice;
let other: TestClient;
let otherPractice: TestPractice;

const outbox = async (reader: TestClient) => {
  const res = await reader.gql(TEXT_OUTBOX, { limit: 100 });
  expect(res.errors).toBeUndefined();
  return res.data.textOutbox as { total: number; items: Array<{ id: string; to: string; body: string; type: string; recipientKind: string; sentVia: string; sentAt: string }> };
};

const setProPhone = (practiceId: string, phone: string | null) =>
  server.app.get(CommandBus).execute(new ChangePracticeCommand(practiceId, { type: 'ChangeOwnerPhone', phone }, newCommandContext({ kind: 'system', id: 'test' }, clock.now())));

beforeAll(async () => {
  server = await startTestServer({ clock });
  ({ client: pro, practice } = await signUpPro(server, 'Texting Studio'));
  ({ client: other, practice: otherPractice } = await signUpPro(server, 'Another Studio'));
});
afterAll(async () => server?.close());

describe('sendText', () => {
  it('asks a pro without a phone number for one, and texts nothing', async () => {
    const res = await pro.gql(SEND_TEXT, { type: 'download_mobile_app' });
    expect(res.data.sendText).toEqual({ result: null, errors: [TextMessages.phoneNeeded] });
    expect((await outbox(pro)).total).toBe(0);
  });

  it('texts the pro’s own phone the store links, and the practice’s Texts page lists it', async () => {
    await setProPhone(practice.id, '+12125550100');
    const res = await pro.gql(SEND_TEXT, { type: 'download_mobile_app' });
    expect(res.data.sendText).toEqual({ result: 'success', errors: [] });
    const { total, items } = await outbox(pro);
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({ to: '+12125550100', type: 'download_mobile_app', recipientKind: 'pro', sentVia: 'outbox' });
    expect(Math.abs(new Date(items[0].sentAt).getTime() - clock.now().getTime())).toBeLessThan(10_000);
    expect(items[0].body).toContain(MOBILE_APP_LINKS.iphone);
    expect(items[0].body).toContain(MOBILE_APP_LINKS.android);
  });

  it('answers a repeat within a minute with a clear message and texts nothing; after a minute it texts again', async () => {
    clock.advance(30_000);
    const again = await pro.gql(SEND_TEXT, { type: 'download_mobile_app' });
    expect(again.data.sendText).toEqual({ result: null, errors: [TextMessages.tooSoon] });
    expect((await outbox(pro)).total).toBe(1);
    clock.advance(MINUTE);
    expect((await pro.gql(SEND_TEXT, { type: 'download_mobile_app' })).data.sendText).toEqual({ result: 'success', errors: [] });
    expect((await outbox(pro)).total).toBe(2);
  });

  it('refuses any other type of text', async () => {
    clock.advance(2 * MINUTE);
    const res = await pro.gql(SEND_TEXT, { type: 'marketing_blast' });
    expect(res.data.sendText).toEqual({ result: null, errors: ["'marketing_blast' is not a text we send. The only type is 'download_mobile_app'."] });
    expect((await outbox(pro)).total).toBe(2);
  });

  it('refuses visitors; support reads every practice’s texts but sends none', async () => {
    const visitor = await newClient(server);
    const res = await visitor.gql(SEND_TEXT, { type: 'download_mobile_app' });
    expect(res.errors?.[0]).toMatchObject({ message: 'Please log in.', extensions: { code: 'UNAUTHENTICATED' } });
    expect((await visitor.gql(TEXT_OUTBOX)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    await server.app.get(CommandBus).execute(
      new RegisterSupportAccountCommand({ email: 'texts-help@example.com', name: 'Help Desk', password: 'support-password' }, newCommandContext({ kind: 'system', id: 'cli' })),
    );
    const support = await newClient(server);
    expect((await support.gql(LOG_IN, { email: 'texts-help@example.com', password: 'support-password' })).data.logIn.result).toBe('success');
    expect((await support.gql(SEND_TEXT, { type: 'download_mobile_app' })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await outbox(support)).total).toBe(2);
  });

  it('another practice sees none of these texts', async () => {
    expect(await outbox(other)).toEqual({ total: 0, items: [] });
  });

  it('texts a signed-in client at the phone of their most recent client record, listed for that record’s practice', async () => {
    const email = 'texted.client@example.com';
    const book = async (at: TestPractice, phone: string) => {
      const booked = await requestAppointment(await newClient(server), at, { email, firstName: 'Tess', lastName: 'Ortiz', phone });
      expect(booked.data.requestAppointment.errors).toEqual([]);
    };
    await book(practice, '(212) 555-0177');
    const client = await signInClient(server, email);
    expect((await client.gql(SEND_TEXT, { type: 'download_mobile_app' })).data.sendText).toEqual({ result: 'success', errors: [] });
    const [latest] = (await outbox(pro)).items;
    expect(latest).toMatchObject({ to: '+12125550177', recipientKind: 'client', type: 'download_mobile_app' });
    expect((await client.gql(SEND_TEXT, { type: 'download_mobile_app' })).data.sendText.errors).toEqual([TextMessages.tooSoon]);
    expect((await outbox(other)).total).toBe(0);

    // Later Tess books with another practice under another phone: that record is now her most recent.
    clock.advance(2 * MINUTE);
    await book(otherPractice, '(212) 555-0178');
    expect((await client.gql(SEND_TEXT, { type: 'download_mobile_app' })).data.sendText).toEqual({ result: 'success', errors: [] });
    expect((await outbox(other)).items.map((t) => t.to)).toEqual(['+12125550178']);
    expect((await outbox(pro)).total).toBe(3);
  });
});
