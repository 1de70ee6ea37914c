// Every text the product sent (or, in embedded mode, recorded instead of sending): one document
// per TextSent event, on the texted person's texts stream, for the practice's Texts page and
// support. Texts asked for but refused by the provider (TextFailed) are not listed.
import { defineProjection } from '#app/es';
import type { TextSentData } from '#app/messaging';

export interface TextOutboxDocument {
  id: string;
  practiceId: string;
  /** E.164. */
  to: string;
  body: string;
  /** download_mobile_app, appointment_reminder, appointment_confirmed, payment_past_due */
  type: string;
  /** Who was texted: the pro, or a client. */
  recipientKind: 'pro' | 'client';
  sentVia: 'outbox' | 'twilio';
  providerMessageId: string;
  sentAt: string;
}

export const textOutboxProjection = defineProjection<TextOutboxDocument>({
  name: 'text-outbox',
  collection: 'text_outbox',
  indexedFields: ['practiceId', 'sentAt'],
  eventTypes: ['TextSent'],
  documentId: (event) => event.eventId,
  evolve: (_document, recorded) => {
    const data = recorded.data as unknown as TextSentData;
    return {
      id: recorded.eventId,
      practiceId: String(recorded.metadata.practiceId ?? ''),
      to: data.to,
      body: data.body,
      type: data.type,
      recipientKind: data.recipient.kind === 'pro' ? 'pro' : 'client',
      sentVia: data.sentVia,
      providerMessageId: data.providerMessageId,
      sentAt: String(recorded.metadata.occurredAt ?? recorded.recordedAt),
    };
  },
});
