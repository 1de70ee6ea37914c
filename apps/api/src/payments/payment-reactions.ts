// The payment reactions' runner, started by bootstrap after the projections (like messaging's):
// in embedded mode the API process runs it; on a PostgreSQL server run it in exactly one process.
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { ReactionRunner } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { DATABASE, EVENT_STORE } from '#app/persistence';
import type { SqlClient } from '#app/postgres';
import { ChargeWhenConfirmed } from './charge-when-confirmed.reaction.js';

@Injectable()
export class PaymentReactions implements OnApplicationShutdown {
  private readonly logger = new Logger('Payments');
  readonly runner: ReactionRunner;

  constructor(@Inject(DATABASE) db: SqlClient, @Inject(EVENT_STORE) store: EventStore, chargeWhenConfirmed: ChargeWhenConfirmed) {
    this.runner = new ReactionRunner(db, store, [chargeWhenConfirmed.reaction], {
      log: (m) => this.logger.log(m),
      error: (m) => this.logger.error(m),
    });
  }

  async start(): Promise<this> {
    await this.runner.start();
    return this;
  }

  stop(): Promise<void> {
    return this.runner.stop();
  }

  onApplicationShutdown(): Promise<void> {
    return this.runner.stop();
  }
}
