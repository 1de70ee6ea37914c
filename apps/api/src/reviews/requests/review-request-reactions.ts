// The review requests' reactions (their e-mails and texts). Started once the app is up (idempotent:
// bootstrap may start it too, like every host).
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { EventStore } from '#app/eventstore';
import { DATABASE, EVENT_STORE } from '#app/persistence';
import type { SqlClient } from '#app/postgres';
import { ReactionsHost } from '../../infrastructure/reactions-host.js';
import { SendReviewRequestMessages } from './send-review-request-messages.reaction.js';

@Injectable()
export class ReviewRequestReactions extends ReactionsHost implements OnApplicationBootstrap {
  private started: Promise<this> | null = null;

  constructor(@Inject(DATABASE) db: SqlClient, @Inject(EVENT_STORE) store: EventStore, messages: SendReviewRequestMessages) {
    super('ReviewRequests', db, store, [messages.reaction]);
  }

  start(): Promise<this> {
    this.started ??= super.start();
    return this.started;
  }

  async stop(): Promise<void> {
    this.started = null;
    await super.stop();
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.start();
  }
}
