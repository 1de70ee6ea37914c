// Sends through an SMTP server with nodemailer (the only file that imports it).
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailAddress, MailMessage, Mailer } from './mailer.js';

export interface SmtpMailerOptions {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://... (TLS). */
  url: string;
  /** The From header, e.g. `Bookings <no-reply@example.com>`. */
  from: string;
}

const address = (a: MailAddress) => ({ name: a.name, address: a.email });

export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  private readonly transport: Transporter;

  constructor(private readonly options: SmtpMailerOptions) {
    this.transport = nodemailer.createTransport(options.url);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.options.from,
      to: address(message.to),
      replyTo: message.replyTo ? address(message.replyTo) : undefined,
      subject: message.subject,
      text: message.text,
      html: message.html,
      messageId: message.messageId,
      // nodemailer adds it as a text/calendar alternative (what calendar clients act on) and
      // as an invite.ics attachment.
      icalEvent: message.calendar
        ? { method: message.calendar.method, filename: 'invite.ics', content: message.calendar.content }
        : undefined,
      attachments: message.attachments?.map(({ filename, contentType, content }) =>
        typeof content === 'string' ? { filename, contentType, content, encoding: 'base64' } : { filename, contentType, content },
      ),
    });
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
