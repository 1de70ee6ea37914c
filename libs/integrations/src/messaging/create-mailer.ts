import type { Mailer } from './mailer.js';
import { OutboxMailer } from './outbox-mailer.js';
import { SmtpMailer } from './smtp-mailer.js';

/** SMTP when a server is configured, otherwise the outbox (every flow works offline). */
export const createMailer = (settings: { smtpUrl?: string; mailFrom: string }): Mailer =>
  settings.smtpUrl ? new SmtpMailer({ url: settings.smtpUrl, from: settings.mailFrom }) : new OutboxMailer();
