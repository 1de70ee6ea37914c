// The messaging reactions' runner, started by bootstrap after the projections. In embedded mode
// the API process runs it; on a PostgreSQL server run it in exactly one process (see README).
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { ReactionRunner } from '#app/es-runtime';
import type { Mailer } from '#app/integrations';
import type { EventStore } from '#app/eventstore';
import { DATABASE, EVENT_STORE } from '#app/persistence';
import type { SqlClient } from '#app/postgres';
import { MAILER } from './messaging-settings.js';
import { SendEmailsWhenAppointmentChanges } from './send-emails-when-appointment-changes.reaction.js';
import { SendInvitationWhenClientIsInvited } from './send-invitation-when-client-is-invited.reaction.js';

@Injectable()
export class MessagingReactions implements OnApplicationShutdown {
  private readonly logger = new Logger('Messaging');
  readonly runner: ReactionRunner;

  constructor(
    @Inject(DATABASE) db: SqlClient,
    @Inject(EVENT_STORE) store: EventStore,
    sendEmails: SendEmailsWhenAppointmentChanges,
    sendInvitations: SendInvitationWhenClientIsInvited,
    @Inject(MAILER) private readonly mailer: Mailer,
  ) {
    this.runner = new ReactionRunner(db, store, [sendEmails.reaction, sendInvitations.reaction], {
      log: (m) => this.logger.log(m),
      error: (m) => this.logger.error(m),
    });
  }

  async start(): Promise<this> {
    await this.runner.start();
    this.logger.log(`Sending e-mail through the ${this.mailer.kind}`);
    return this;
  }

  stop(): Promise<void> {
    return this.runner.stop();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.runner.stop();
    await this.mailer.close();
  }
}
