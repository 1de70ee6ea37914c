import { Module } from '@nestjs/common';
import { createMailer } from '#app/integrations';
import { MailboxResolver } from './mailbox.resolver.js';
import { MessagingReactions } from './messaging-reactions.js';
import { loadMessagingSettings, MAILER, MESSAGING_SETTINGS, type MessagingSettings } from './messaging-settings.js';
import { SendEmailsWhenAppointmentChanges } from './send-emails-when-appointment-changes.reaction.js';
import { SendInvitationWhenClientIsInvited } from './send-invitation-when-client-is-invited.reaction.js';
import { SentEmails } from './sent-emails.js';
import { SeriesEmails } from './series-emails.js';

@Module({
  providers: [
    { provide: MESSAGING_SETTINGS, useFactory: loadMessagingSettings },
    { provide: MAILER, useFactory: (settings: MessagingSettings) => createMailer(settings), inject: [MESSAGING_SETTINGS] },
    SentEmails,
    SeriesEmails,
    SendEmailsWhenAppointmentChanges,
    SendInvitationWhenClientIsInvited,
    MessagingReactions,
    MailboxResolver,
  ],
  // Payments sends invoices and past-due reminders through the same mailer and records.
  exports: [MessagingReactions, SentEmails, MESSAGING_SETTINGS],
})
export class MessagingModule {}
