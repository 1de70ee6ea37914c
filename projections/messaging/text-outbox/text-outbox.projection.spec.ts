import type { TextEvent } from '#app/messaging';
import { recorded } from '../../testing/recorded-event.js';
import { textOutboxProjection } from './text-outbox.projection.js';

const textSent = (recipient: { kind: 'pro'; accountId: string } | { kind: 'client'; clientUserId: string } = { kind: 'pro', accountId: 'acc-1' }) =>
  recorded<TextEvent>(
    {
      type: 'TextSent',
      data: {
        idempotencyKey: 'download_mobile_app:pro-acc-1:1',
        type: 'download_mobile_app',
        recipient,
        to: '+12125550100',
        body: 'Get the mobile app',
        providerMessageId: 'SM0123',
        sentVia: 'outbox',
      },
    },
    { eventId: 'e-text-1', streamId: 'texts-pro-acc-1', metadata: { practiceId: 'p1', occurredAt: '2026-11-21T12:00:00.000Z' } },
  );

describe('text outbox projection', () => {
  it('keeps one document per TextSent, keyed by the event id, with the practice and time from the metadata', () => {
    const event = textSent();
    expect(textOutboxProjection.documentId(event)).toBe('e-text-1');
    expect(textOutboxProjection.evolve(null, event)).toEqual({
      id: 'e-text-1',
      practiceId: 'p1',
      to: '+12125550100',
      body: 'Get the mobile app',
      type: 'download_mobile_app',
      recipientKind: 'pro',
      sentVia: 'outbox',
      providerMessageId: 'SM0123',
      sentAt: '2026-11-21T12:00:00.000Z',
    });
  });

  it('says when the text went to a client', () => {
    expect(textOutboxProjection.evolve(null, textSent({ kind: 'client', clientUserId: 'cu-1' }))?.recipientKind).toBe('client');
  });

  it('replaying the same event gives the same document', () => {
    const first = textOutboxProjection.evolve(null, textSent());
    expect(textOutboxProjection.evolve(first, textSent())).toEqual(first);
  });

  it('handles TextSent only: a text asked for or refused was not sent', () => {
    expect(textOutboxProjection.eventTypes).toEqual(['TextSent']);
  });
});
