// The Twilio adapter through the real twilio SDK against the local fake of Twilio's Messages API:
// the request on the wire, refusals with Twilio's codes, no answer, and idempotency by key.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createTexter } from './create-texter.js';
import { OutboxTexter } from './outbox-texter.js';
import { startFakeTwilio, type FakeTwilio } from './testing/fake-twilio-server.js';
import { TwilioTexter } from './twilio-texter.js';

const FROM = '+15005550006';
const ADA = '+12125550101';
const BODY = 'Get the app: https://apps.apple.com/app/id0000000000';

describe('TwilioTexter', () => {
  let fake: FakeTwilio;
  let keys = 0;
  const key = () => `download_mobile_app:pro-1:${++keys}`;
  const texterAt = (options: { timeoutMs?: number; authToken?: string } = {}) =>
    new TwilioTexter({ accountSid: fake.accountSid, authToken: options.authToken ?? fake.authToken, from: FROM, apiUrl: fake.url, timeoutMs: options.timeoutMs ?? 5000 });
  const posts = () => fake.requests.filter((r) => r.method === 'POST');

  beforeAll(async () => {
    fake = await startFakeTwilio();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
    fake.messages.length = 0;
  });

  it('posts To, From and Body as a form to the account’s Messages.json with HTTP Basic, and answers the message SID', async () => {
    const result = await texterAt().send({ messageId: key(), to: ADA, body: BODY });
    expect(result).toEqual({ outcome: 'sent', providerMessageId: fake.messages[0].sid });
    expect(result.outcome === 'sent' && result.providerMessageId).toMatch(/^SM[0-9a-f]{32}$/);
    expect(posts()).toHaveLength(1);
    const [request] = posts();
    expect(request.path).toBe(`/2010-04-01/Accounts/${fake.accountSid}/Messages.json`);
    expect(request.authorization).toBe(`Basic ${Buffer.from(`${fake.accountSid}:${fake.authToken}`).toString('base64')}`);
    expect(request.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request.form).toEqual({ To: ADA, From: FROM, Body: BODY });
  });

  it('sends nothing again for a repeated key, one after the other or at the same time', async () => {
    const texter = texterAt();
    const first = key();
    const answer = await texter.send({ messageId: first, to: ADA, body: BODY });
    expect(await texter.send({ messageId: first, to: ADA, body: BODY })).toEqual(answer);
    const second = key();
    const [a, b] = await Promise.all([texter.send({ messageId: second, to: ADA, body: BODY }), texter.send({ messageId: second, to: ADA, body: BODY })]);
    expect(a).toEqual(b);
    expect(posts()).toHaveLength(2);
    expect(fake.messages).toHaveLength(2);
  });

  it('maps Twilio’s refusals to their codes: 21211 invalid number, 21610 unsubscribed, 20003 bad credentials', async () => {
    fake.invalidNumbers.add('+12125550199');
    fake.unsubscribed.add('+12125550198');
    expect(await texterAt().send({ messageId: key(), to: '+12125550199', body: BODY })).toEqual({
      outcome: 'refused',
      code: 21211,
      reason: "Invalid 'To' Phone Number: +12125550199",
    });
    expect(await texterAt().send({ messageId: key(), to: '+12125550198', body: BODY })).toMatchObject({ outcome: 'refused', code: 21610 });
    expect(await texterAt({ authToken: 'wrong' }).send({ messageId: key(), to: ADA, body: BODY })).toMatchObject({ outcome: 'refused', code: 20003 });
    expect(fake.messages).toHaveLength(0);
  });

  it('refuses what Twilio would refuse without calling it: a number not in E.164, an empty or too long body', async () => {
    const texter = texterAt();
    expect(await texter.send({ messageId: key(), to: '(212) 555-0101', body: BODY })).toMatchObject({ outcome: 'refused', code: 21211 });
    expect(await texter.send({ messageId: key(), to: ADA, body: ' ' })).toMatchObject({ outcome: 'refused', code: 21602 });
    expect(await texter.send({ messageId: key(), to: ADA, body: 'x'.repeat(1601) })).toMatchObject({ outcome: 'refused', code: 21617 });
    expect(fake.requests).toHaveLength(0);
  });

  it('a 503 leaves the outcome unknown; the retry under the same key finds nothing sent and sends once', async () => {
    const texter = texterAt();
    const k = key();
    fake.failNext(503);
    expect(await texter.send({ messageId: k, to: ADA, body: BODY })).toMatchObject({ outcome: 'unknown' });
    const retry = await texter.send({ messageId: k, to: ADA, body: BODY });
    expect(retry).toEqual({ outcome: 'sent', providerMessageId: fake.messages[0].sid });
    expect(fake.requests.map((r) => r.method)).toEqual(['POST', 'GET', 'POST']);
    expect(fake.messages).toHaveLength(1);
  });

  it('after a timeout (Twilio sent it, the answer came too late) the retry finds that text and does not send a second', async () => {
    const texter = texterAt({ timeoutMs: 300 });
    const k = key();
    fake.answerLate(1000);
    expect(await texter.send({ messageId: k, to: ADA, body: BODY })).toMatchObject({ outcome: 'unknown', reason: expect.stringMatching(/did not answer/) });
    expect(fake.messages).toHaveLength(1);
    expect(await texter.send({ messageId: k, to: ADA, body: BODY })).toEqual({ outcome: 'sent', providerMessageId: fake.messages[0].sid });
    expect(posts()).toHaveLength(1);
    const lookup = fake.requests.find((r) => r.method === 'GET')!;
    expect(lookup.query).toMatchObject({ To: ADA, From: FROM });
  });

  it('after a restart, an attempt recorded earlier (earlierAttemptAt) is looked up before sending: found, nothing is sent', async () => {
    const attemptedAt = new Date();
    const k = key();
    await texterAt().send({ messageId: k, to: ADA, body: BODY });
    const restarted = texterAt();
    expect(await restarted.send({ messageId: k, to: ADA, body: BODY, earlierAttemptAt: attemptedAt })).toEqual({ outcome: 'sent', providerMessageId: fake.messages[0].sid });
    expect(posts()).toHaveLength(1);
  });

  it('an earlier attempt that never reached Twilio is sent; a text with the same body from before the attempt does not count', async () => {
    await texterAt().send({ messageId: key(), to: ADA, body: BODY });
    fake.messages[0].createdAt = new Date(Date.now() - 5 * 60_000); // the text of five minutes ago
    const result = await texterAt().send({ messageId: key(), to: ADA, body: BODY, earlierAttemptAt: new Date() });
    expect(result).toEqual({ outcome: 'sent', providerMessageId: fake.messages[1].sid });
    expect(posts()).toHaveLength(2);
  });

  it('no server at all is an unknown outcome, not an error', async () => {
    const closed = await startFakeTwilio(fake.accountSid, fake.authToken);
    const url = closed.url;
    await closed.close();
    const texter = new TwilioTexter({ accountSid: fake.accountSid, authToken: fake.authToken, from: FROM, apiUrl: url, timeoutMs: 2000 });
    expect(await texter.send({ messageId: key(), to: ADA, body: BODY })).toMatchObject({ outcome: 'unknown' });
  });
});

describe('createTexter', () => {
  it('uses Twilio only when an account is configured', () => {
    expect(createTexter(null)).toBeInstanceOf(OutboxTexter);
    expect(createTexter({ accountSid: `AC${'0'.repeat(32)}`, authToken: 't', from: FROM }).kind).toBe('twilio');
  });
});
