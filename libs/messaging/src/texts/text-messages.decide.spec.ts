import { describe, expect, it } from '@jest/globals';
import { fold } from '#app/es';
import { MOBILE_APP_LINKS } from './mobile-app-links.js';
import { textsStreamId, type TextEvent, type TextRecipient } from './text-messages.js';
import { recordTextOutcome, startText, textFailureMessage, TextMessages, textsDecider, type TextRequest } from './text-messages.decide.js';

const pro: TextRecipient = { kind: 'pro', accountId: 'acc-1' };
const NOON = new Date('2026-11-21T12:00:00.000Z');
const later = (ms: number) => new Date(NOON.getTime() + ms);
const request = (overrides: Partial<TextRequest> = {}): TextRequest => ({ type: 'download_mobile_app', recipient: pro, to: '+12125550100', now: NOON, ...overrides });
const given = (...events: TextEvent[]) => fold(textsDecider, events);

const first = startText(given(), request());
const requested = first.events[0];
// TextSent carries what the outbox shows; when it was asked for stays on TextRequested.
const { requestedAt: _requestedAt, ...fields } = first.text;
const sent: TextEvent = { type: 'TextSent', data: { ...fields, providerMessageId: 'SM1', sentVia: 'outbox' } };

describe('startText', () => {
  it('records the text with the store links and its key (type, person, number) before the provider is called', () => {
    expect(first).toEqual({
      repeat: false,
      text: {
        idempotencyKey: 'download_mobile_app:pro-acc-1:1',
        type: 'download_mobile_app',
        recipient: pro,
        to: '+12125550100',
        body: expect.stringContaining(MOBILE_APP_LINKS.iphone),
        requestedAt: '2026-11-21T12:00:00.000Z',
      },
      events: [{ type: 'TextRequested', data: first.text }],
    });
    expect(first.text.body).toContain(MOBILE_APP_LINKS.android);
  });

  it('numbers the next text after the ones asked for', () => {
    expect(startText(given(requested, sent), request({ now: later(61_000) })).text.idempotencyKey).toBe('download_mobile_app:pro-acc-1:2');
  });

  it('refuses any other type, whatever else holds', () => {
    expect(() => startText(given(), request({ type: 'marketing' }))).toThrow("'marketing' is not a text we send. The only type is 'download_mobile_app'.");
  });

  it('needs a phone number', () => {
    expect(() => startText(given(), request({ to: null }))).toThrow(TextMessages.phoneNeeded);
  });

  it('sends at most one text a minute to a person, sent or refused', () => {
    expect(() => startText(given(requested, sent), request({ now: later(59_999) }))).toThrow(TextMessages.tooSoon);
    const failed: TextEvent = { type: 'TextFailed', data: { idempotencyKey: first.text.idempotencyKey, type: 'download_mobile_app', to: '+12125550100', code: 21211, reason: 'Invalid' } };
    expect(() => startText(given(requested, failed), request({ now: later(30_000) }))).toThrow(TextMessages.tooSoon);
    expect(startText(given(requested, sent), request({ now: later(60_000) })).events).toHaveLength(1);
  });

  it('repeats a text whose answer never came under the same key after a minute, and records nothing new', () => {
    expect(() => startText(given(requested), request({ now: later(10_000) }))).toThrow(TextMessages.tooSoon);
    expect(startText(given(requested), request({ now: later(90_000), to: '+12125550199' }))).toEqual({ text: first.text, repeat: true, events: [] });
  });

  it('keeps each person’s texts on their own stream', () => {
    expect(textsStreamId(pro)).toBe('texts-pro-acc-1');
    expect(textsStreamId({ kind: 'client', clientUserId: 'cu-1' })).toBe('texts-client-cu-1');
  });
});

describe('recordTextOutcome', () => {
  const open = given(requested);

  it('records a sent text with the provider’s message id, once', () => {
    const events = recordTextOutcome(open, first.text, { outcome: 'sent', providerMessageId: 'SM1', sentVia: 'outbox' });
    expect(events).toEqual([sent]);
    expect(recordTextOutcome(given(requested, sent), first.text, { outcome: 'sent', providerMessageId: 'SM1', sentVia: 'outbox' })).toEqual([]);
  });

  it('records a refusal with the provider’s code, and nothing for an unknown outcome (the text stays open)', () => {
    expect(recordTextOutcome(open, first.text, { outcome: 'refused', code: 21211, reason: "Invalid 'To' Phone Number" })).toEqual([
      { type: 'TextFailed', data: { idempotencyKey: first.text.idempotencyKey, type: 'download_mobile_app', to: '+12125550100', code: 21211, reason: "Invalid 'To' Phone Number" } },
    ]);
    expect(recordTextOutcome(open, first.text, { outcome: 'unknown', reason: 'timeout' })).toEqual([]);
    expect(given(requested).open).toEqual(first.text);
  });
});

describe('textFailureMessage', () => {
  it.each([
    [{ outcome: 'refused' as const, code: 21211, reason: '' }, TextMessages.invalidNumber],
    [{ outcome: 'refused' as const, code: 21614, reason: '' }, TextMessages.invalidNumber],
    [{ outcome: 'refused' as const, code: 21610, reason: '' }, TextMessages.unsubscribed],
    [{ outcome: 'refused' as const, code: 20003, reason: '' }, TextMessages.refused],
    [{ outcome: 'unknown' as const, reason: '' }, TextMessages.noAnswer],
  ])('tells the person what happened (%j)', (result, message) => {
    expect(textFailureMessage(result)).toBe(message);
  });
});
