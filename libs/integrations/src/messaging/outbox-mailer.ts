// Embedded mode: e-mail never leaves the machine. The caller records each message as an event
// (EmailSent) and the mailbox read model shows it. A few messages are never recorded (a client's
// sign-in link must not sit in the event log), so the last ones are kept here, in memory only,
// for the person running the product in embedded mode and for tests (`recent`).
import type { MailMessage, Mailer } from './mailer.js';

export class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;
  private readonly kept: MailMessage[] = [];

  /** The last messages handed over, newest last (at most 50). */
  recent(): readonly MailMessage[] {
    return this.kept;
  }

  async send(message: MailMessage): Promise<void> {
    // Refuse what an SMTP server would refuse, so embedded mode does not hide a broken message.
    if (!message.to.email.includes('@')) throw new Error(`Cannot send to "${message.to.email}"`);
    for (const file of message.attachments ?? []) {
      if (!file.filename.trim() || !file.contentType.includes('/') || file.content.length === 0) throw new Error(`Cannot attach "${file.filename}"`);
    }
    this.kept.push(message);
    if (this.kept.length > 50) this.kept.shift();
  }

  async close(): Promise<void> {}
}
