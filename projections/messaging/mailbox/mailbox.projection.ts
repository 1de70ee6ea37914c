// Every e-mail the product sent (or, in embedded mode, recorded instead of sending): one
// document per EmailSent event (about an appointment, on its stream) and per InvitationSent
// event (an invitation to book, on the invited client's stream) and per IntakeFormSent event (an
// intake form's link, on the client's stream), for the pro's mailbox and support.
import { defineProjection } from '#app/es';
import type { EmailSentData } from '#app/appointments';
import type { InvitationSentData } from '#app/clients';
import type { IntakeFormSentData } from '#app/intake-forms';

export interface MailboxDocument {
  id: string;
  practiceId: string;
  /** The appointment the e-mail is about; null for an invitation or an intake form. */
  appointmentId: string | null;
  /** The client an invitation or intake form went to; null for e-mail about an appointment. */
  clientId: string | null;
  to: string;
  subject: string;
  template: string;
  text: string;
  html: string;
  ics: string | null;
  /** Files sent with it (an invoice's PDF): their names, types and sizes; the bytes stay in the event. */
  attachments?: MailboxAttachment[];
  sentAt: string;
}

export interface MailboxAttachment {
  filename: string;
  contentType: string;
  size: number;
}

/** What EmailSent records of an attachment (besides its bytes, base64). */
type RecordedAttachment = MailboxAttachment & { contentBase64?: string };

export const mailboxProjection = defineProjection<MailboxDocument>({
  name: 'mailbox',
  collection: 'mailbox',
  indexedFields: ['practiceId', 'sentAt', 'appointmentId'],
  eventTypes: ['EmailSent', 'InvitationSent', 'IntakeFormSent'],
  documentId: (event) => event.eventId,
  evolve: (_document, recorded) => {
    const sent = {
      id: recorded.eventId,
      practiceId: String(recorded.metadata.practiceId ?? ''),
      sentAt: String(recorded.metadata.occurredAt ?? recorded.recordedAt),
    };
    if (recorded.type === 'IntakeFormSent') {
      const { clientId, to, subject, template, text, html } = recorded.data as unknown as IntakeFormSentData;
      return { ...sent, appointmentId: null, clientId, to, subject, template, text, html, ics: null };
    }
    if (recorded.type === 'InvitationSent') {
      const data = recorded.data as unknown as InvitationSentData;
      const { to, subject, template, text, html } = data;
      return { ...sent, appointmentId: null, clientId: data.clientId ?? recorded.streamId.replace(/^client-/, ''), to, subject, template, text, html, ics: null };
    }
    const data = recorded.data as unknown as EmailSentData & { attachments?: RecordedAttachment[]; registrationId?: string; clientId?: string };
    // A group event registration's mail and a review request without an appointment (their own
    // streams) open the client instead.
    const registrationMail = typeof data.registrationId === 'string';
    const onAppointment = recorded.streamId.startsWith('appointment-') ? recorded.streamId.slice('appointment-'.length) : null;
    const appointmentId = registrationMail ? null : (data.appointmentId ?? onAppointment);
    return {
      ...sent,
      appointmentId,
      clientId: appointmentId ? null : (data.clientId ?? null),
      to: data.to,
      subject: data.subject,
      template: data.template,
      text: data.text,
      html: data.html,
      ics: data.ics ?? null,
      ...(data.attachments?.length ? { attachments: data.attachments.map(({ filename, contentType, size }) => ({ filename, contentType, size })) } : {}),
    };
  },
});
