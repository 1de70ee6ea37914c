import type { RecordedEvent } from '../../../libs/eventstore/src/event-store.js';
import { mailboxProjection } from './mailbox.projection.js';

const emailSent = (overrides: Partial<RecordedEvent> = {}): RecordedEvent => ({
  globalPosition: 7n,
  transactionId: 3n,
  streamId: 'appointment-a1',
  streamRevision: 2n,
  eventId: 'e-mail-1',
  type: 'EmailSent',
  data: {
    appointmentId: 'a1',
    messageId: '<e-mail-1@localhost>',
    to: 'ada@example.com',
    subject: 'Your appointment is confirmed',
    template: 'appointment_confirmed',
    text: 'Hi Ada',
    html: '<p>Hi Ada</p>',
    ics: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
    sentVia: 'outbox',
    causationEventId: 'e-accepted',
  },
  metadata: { practiceId: 'p1', occurredAt: '2026-11-21T12:00:00.000Z' },
  recordedAt: '2026-11-21T12:00:01.000Z',
  ...overrides,
});

describe('mailbox projection', () => {
  it('keeps one document per EmailSent, keyed by the event id, with the practice from the metadata', () => {
    const event = emailSent();
    expect(mailboxProjection.documentId(event)).toBe('e-mail-1');
    expect(mailboxProjection.evolve(null, event)).toEqual({
      id: 'e-mail-1',
      practiceId: 'p1',
      appointmentId: 'a1',
      to: 'ada@example.com',
      subject: 'Your appointment is confirmed',
      template: 'appointment_confirmed',
      text: 'Hi Ada',
      html: '<p>Hi Ada</p>',
      ics: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
      sentAt: '2026-11-21T12:00:00.000Z',
    });
  });

  it('replaying the same event gives the same document', () => {
    const first = mailboxProjection.evolve(null, emailSent());
    expect(mailboxProjection.evolve(first, emailSent())).toEqual(first);
  });

  it('handles only EmailSent', () => {
    expect(mailboxProjection.eventTypes).toEqual(['EmailSent']);
  });
});
