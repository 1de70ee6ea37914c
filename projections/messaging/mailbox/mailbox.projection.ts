// Every e-mail the product sent (or, in embedded mode, recorded instead of sending): one
// document per EmailSent event, for the pro's mailbox and for support.
import { defineProjection } from '../../../libs/es/src/projection/projection.js';
import type { EmailSentData } from '../../../libs/appointments/src/appointment.js';

export interface MailboxDocument {
  id: string;
  practiceId: string;
  appointmentId: string;
  to: string;
  subject: string;
  template: string;
  text: string;
  html: string;
  ics: string | null;
  sentAt: string;
}

export const mailboxProjection = defineProjection<MailboxDocument>({
  name: 'mailbox',
  collection: 'mailbox',
  indexedFields: ['practiceId', 'sentAt', 'appointmentId'],
  eventTypes: ['EmailSent'],
  documentId: (event) => event.eventId,
  evolve: (_document, recorded) => {
    const data = recorded.data as unknown as EmailSentData;
    return {
      id: recorded.eventId,
      practiceId: String(recorded.metadata.practiceId ?? ''),
      appointmentId: data.appointmentId ?? recorded.streamId.replace(/^appointment-/, ''),
      to: data.to,
      subject: data.subject,
      template: data.template,
      text: data.text,
      html: data.html,
      ics: data.ics ?? null,
      sentAt: String(recorded.metadata.occurredAt ?? recorded.recordedAt),
    };
  },
});
