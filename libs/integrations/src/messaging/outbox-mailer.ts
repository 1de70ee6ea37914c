// Embedded mode: e-mail never leaves the machine. The caller records each message as an event
// (EmailSent) and the mailbox read model shows it, so keeping a copy here would only duplicate it.
import type { MailMessage, Mailer } from './mailer.js';

export class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;

  async send(message: MailMessage): Promise<void> {
    // Refuse what an SMTP server would refuse, so embedded mode does not hide a broken message.
    if (!message.to.email.includes('@')) throw new Error(`Cannot send to "${message.to.email}"`);
    for (const file of message.attachments ?? []) {
      if (!file.filename.trim() || !file.contentType.includes('/') || file.content.length === 0) throw new Error(`Cannot attach "${file.filename}"`);
    }
  }

  async close(): Promise<void> {}
}
