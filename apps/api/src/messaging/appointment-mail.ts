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

/** Where and how an appointment message is recorded: EmailSent on the appointment's stream. */
export const emailSentOn = (on: { appointmentId: string; practiceId: string }, cause: RecordedEvent, message: ComposedMessage, recordedIds: ReadonlySet<string>): Recording => ({
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
      ics: message.ics.content,
      sentVia,
      causationEventId: cause.eventId,
    };
    return { type: 'EmailSent', data: { ...data } };
  },
});
