// The messaging reactions' runner, started by bootstrap after the projections. In embedded mode
// the API process runs it; on a PostgreSQL server run it in exactly one process (see README).
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { ReactionRunner } from '#app/es';
import type { Mailer } from '#app/integrations';
import type { Persistence } from '../infrastructure/persistence.js';
import { PERSISTENCE } from '../infrastructure/tokens.js';
import { MAILER } from './messaging-settings.js';
import { SendEmailsWhenAppointmentChanges } from './send-emails-when-appointment-changes.reaction.js';

@Injectable()
export class MessagingReactions implements OnApplicationShutdown {
  private readonly logger = new Logger('Messaging');
  readonly runner: ReactionRunner;

  constructor(
    @Inject(PERSISTENCE) persistence: Persistence,
    sendEmails: SendEmailsWhenAppointmentChanges,
    @Inject(MAILER) private readonly mailer: Mailer,
  ) {
    this.runner = new ReactionRunner(persistence.db, persistence.store, [sendEmails.reaction], {
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
