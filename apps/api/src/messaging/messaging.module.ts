import { Module } from '@nestjs/common';
import { createMailer } from '#app/integrations';
import { AppointmentTexts } from './appointment-texts.js';
import { MailboxResolver } from './mailbox.resolver.js';
import { MessagingReactions } from './messaging-reactions.js';
import { loadMessagingSettings, MAILER, MESSAGING_SETTINGS, type MessagingSettings } from './messaging-settings.js';
import { SendEmailsWhenAppointmentChanges } from './send-emails-when-appointment-changes.reaction.js';
import { SendInvitationWhenClientIsInvited } from './send-invitation-when-client-is-invited.reaction.js';
import { SendTextWhenConfirmationIsResent } from './send-text-when-confirmation-is-resent.reaction.js';
import { SentEmails } from './sent-emails.js';
import { SeriesEmails } from './series-emails.js';
import { SendTextHandler } from './commands/send-text/send-text.handler.js';
import { loadTexter, TEXTER } from './texter.js';
import { TextsResolver } from './texts.resolver.js';

@Module({
  providers: [
    { provide: MESSAGING_SETTINGS, useFactory: loadMessagingSettings },
    { provide: MAILER, useFactory: (settings: MessagingSettings) => createMailer(settings), inject: [MESSAGING_SETTINGS] },
    SentEmails,
    SeriesEmails,
    SendEmailsWhenAppointmentChanges,
    SendInvitationWhenClientIsInvited,
    SendTextWhenConfirmationIsResent,
    MessagingReactions,
    MailboxResolver,
    { provide: TEXTER, useFactory: loadTexter },
    AppointmentTexts,
    SendTextHandler,
    TextsResolver,
  ],
  // Payments sends invoices and past-due reminders through the same mailer and records; reminders and
  // past-due reminders also text through AppointmentTexts.
  exports: [MessagingReactions, SentEmails, MESSAGING_SETTINGS, MAILER, TEXTER, AppointmentTexts],
})
export class MessagingModule {}
