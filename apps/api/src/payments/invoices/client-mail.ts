// A billing e-mail to the client (an invoice, a past-due reminder) as the mailer takes it and as
// it is recorded: EmailSent on the appointment's stream, like every appointment e-mail, so the
// mailbox shows it. What caused it is a command (the pro's "Send invoice": one request, one
// e-mail) or the past-due job's id for the appointment (one reminder, ever); the event id derives
// from it. An attachment's bytes are kept in the event (the record of what was sent); the mailbox
// keeps its name, type and size.
import type { ExistingAppointment } from '#app/appointments';
import type { MailAttachment } from '#app/integrations';
import type { Person } from '#app/messaging';
import { recordedOnAppointment } from '../../messaging/appointment-mail.js';
import type { OutgoingMessage, Recording } from '../../messaging/sent-emails.js';

export interface ClientMail {
  template: string;
  to: Person;
  replyTo: Person;
  subject: string;
  text: string;
  html: string;
}

export interface MailCause {
  id: string;
  correlationId: string;
}

export const toOutgoing = (mail: ClientMail, attachments: MailAttachment[] = []): OutgoingMessage => ({
  template: mail.template,
  to: mail.to,
  replyTo: mail.replyTo,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  ...(attachments.length ? { attachments } : {}),
});

/** Recorded like every appointment e-mail (recordedOnAppointment), caused by `cause`. */
export const clientMailOn = (
  appointment: Pick<ExistingAppointment, 'appointmentId' | 'practiceId'>,
  cause: MailCause,
  message: OutgoingMessage,
  recordedIds: ReadonlySet<string>,
): Recording => recordedOnAppointment(appointment, { eventId: cause.id, metadata: { correlationId: cause.correlationId } }, message, recordedIds);
