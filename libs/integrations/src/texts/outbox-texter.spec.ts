import { describe, expect, it } from '@jest/globals';
import { OutboxTexter } from './outbox-texter.js';

const text = { messageId: 'download_mobile_app:pro-1:1', to: '+12125550101', body: 'Get the app' };

describe('OutboxTexter', () => {
  it('accepts a text without any network and answers a Twilio-shaped message id', async () => {
    const result = await new OutboxTexter().send(text);
    expect(result).toEqual({ outcome: 'sent', providerMessageId: expect.stringMatching(/^SM[0-9a-f]{32}$/) });
  });

  it('answers a repeated key with the first answer, and another key with another id', async () => {
    const outbox = new OutboxTexter();
    const first = await outbox.send(text);
    expect(await outbox.send(text)).toEqual(first);
    expect(await outbox.send({ ...text, messageId: 'download_mobile_app:pro-1:2' })).not.toEqual(first);
  });

  it.each([
    ['a number not in E.164', { to: '(212) 555-0101' }, 21211],
    ['a number without its country code', { to: '2125550101' }, 21211],
    ['a number too long for E.164', { to: '+1212555010199999' }, 21211],
    ['an empty body', { body: '   ' }, 21602],
    ['a body over 1600 characters', { body: 'x'.repeat(1601) }, 21617],
  ])('refuses %s as Twilio would', async (_what, change, code) => {
    expect(await new OutboxTexter().send({ ...text, ...change })).toMatchObject({ outcome: 'refused', code });
  });

  it('takes a body of exactly 1600 characters', async () => {
    expect(await new OutboxTexter().send({ ...text, body: 'x'.repeat(1600) })).toMatchObject({ outcome: 'sent' });
  });
});
