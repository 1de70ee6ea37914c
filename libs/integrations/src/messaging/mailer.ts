// The port through which the product sends e-mail. Two adapters: OutboxMailer (embedded mode:
// nothing leaves the machine; the EmailSent event the caller records is the delivery) and
// SmtpMailer (a real SMTP server, when SMTP_URL is configured).
export interface MailAddress {
  name: string;
  email: string;
}

export interface MailMessage {
  /** The Message-ID header, `<id@domain>`; the same on a retry, so receivers can drop repeats. */
  messageId: string;
  to: MailAddress;
  replyTo?: MailAddress;
  subject: string;
  text: string;
  html: string;
  /** An iCalendar invitation or cancellation (RFC 5546), sent as a text/calendar part and an .ics file. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
  /** Files sent with the message (an invoice's PDF). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  /** e.g. application/pdf */
  contentType: string;
  /** The bytes, or the bytes written in base64. */
  content: Buffer | string;
}

export type MailerKind = 'outbox' | 'smtp';

export interface Mailer {
  readonly kind: MailerKind;
  /** Resolves once the message is handed over; rejects when it was not (the caller retries). */
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
