// A context's reactions and the runner that follows the log for them, started by bootstrap after
// the projections and stopped with the app. Every API process runs every host: on a PostgreSQL
// server shared by several, each reaction acts in one of them at a time (the one holding its lease,
// see ReactionRunner), so a message goes out once. Each context subclasses it with its reactions.
import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { ReactionDefinition } from '#app/es';
import { ReactionRunner } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import type { SqlClient } from '#app/postgres';

export abstract class ReactionsHost implements OnApplicationShutdown {
  protected readonly logger: Logger;
  readonly runner: ReactionRunner;

  protected constructor(name: string, db: SqlClient, store: EventStore, reactions: ReactionDefinition[]) {
    this.logger = new Logger(name);
    this.runner = new ReactionRunner(db, store, reactions, {
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
