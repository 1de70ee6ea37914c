// The messaging reactions: appointment e-mails, invitations, and confirmations sent again by text.
import { Inject, Injectable } from '@nestjs/common';
import type { Mailer } from '#app/integrations';
import type { EventStore } from '#app/eventstore';
import { DATABASE, EVENT_STORE } from '#app/persistence';
import type { SqlClient } from '#app/postgres';
import { ReactionsHost } from '../infrastructure/reactions-host.js';
import { MAILER } from './messaging-settings.js';
import { SendEmailsWhenAppointmentChanges } from './send-emails-when-appointment-changes.reaction.js';
import { SendInvitationWhenClientIsInvited } from './send-invitation-when-client-is-invited.reaction.js';
import { SendTextWhenConfirmationIsResent } from './send-text-when-confirmation-is-resent.reaction.js';

@Injectable()
export class MessagingReactions extends ReactionsHost {
  constructor(
    @Inject(DATABASE) db: SqlClient,
    @Inject(EVENT_STORE) store: EventStore,
    sendEmails: SendEmailsWhenAppointmentChanges,
    sendInvitations: SendInvitationWhenClientIsInvited,
    sendConfirmationTexts: SendTextWhenConfirmationIsResent,
    @Inject(MAILER) private readonly mailer: Mailer,
  ) {
    super('Messaging', db, store, [sendEmails.reaction, sendInvitations.reaction, sendConfirmationTexts.reaction]);
  }

  override async start(): Promise<this> {
    await super.start();
    this.logger.log(`Sending e-mail through the ${this.mailer.kind}`);
    return this;
  }

  override async onApplicationShutdown(): Promise<void> {
    await super.onApplicationShutdown();
    await this.mailer.close();
  }
}
