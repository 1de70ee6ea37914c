// A composed appointment message as the mailer takes it, and how it is recorded: EmailSent on
// the appointment's stream (the whole history of an appointment is its stream).
import { appointmentStreamId, type EmailSentData } from '#app/appointments';
import type { RecordedEvent } from '#app/eventstore';
import type { MailerKind } from '#app/integrations';
import type { ComposedMessage } from '#app/messaging';
import type { OutgoingMessage, Recording } from './sent-emails.js';

export const toMail = (message: ComposedMessage): OutgoingMessage => ({
  template: message.template,
  to: message.to,
  replyTo: message.replyTo,
  subject: message.subject,
  text: message.text,
  html: message.html,
  calendar: message.ics,
});

/**
 * Where and how a message about an appointment is recorded: EmailSent on the appointment's stream,
 * with its .ics and, when it carried files (an invoice's PDF), their bytes (the record of what was sent).
 */
export const recordedOnAppointment = (
  on: { appointmentId: string; practiceId: string },
  cause: Recording['cause'],
  message: OutgoingMessage,
  recordedIds: ReadonlySet<string>,
): Recording => ({
  streamId: appointmentStreamId(on.appointmentId),
  recordedIds,
  practiceId: on.practiceId,
  cause,
  event: ({ messageId, sentVia }: { messageId: string; sentVia: MailerKind }) => {
    const data: EmailSentData = {
      appointmentId: on.appointmentId,
      messageId,
      to: message.to.email,
      subject: message.subject,
      template: message.template,
      text: message.text,
      html: message.html,
      ics: message.calendar?.content ?? null,
      sentVia,
      causationEventId: cause.eventId,
    };
    const attachments = (message.attachments ?? []).map(({ filename, contentType, content }) => {
      const bytes = typeof content === 'string' ? Buffer.from(content, 'base64') : content;
      return { filename, contentType, size: bytes.length, contentBase64: bytes.toString('base64') };
    });
    return { type: 'EmailSent', data: { ...data, ...(attachments.length ? { attachments } : {}) } };
  },
});

/** A composed appointment message, recorded on its appointment's stream. */
export const emailSentOn = (on: { appointmentId: string; practiceId: string }, cause: RecordedEvent, message: ComposedMessage, recordedIds: ReadonlySet<string>): Recording =>
  recordedOnAppointment(on, cause, toMail(message), recordedIds);
