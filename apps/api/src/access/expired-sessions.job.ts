// Every hour, deletes the pro and client sessions that have expired (issue 20): each is refused
// when read already, and deleted then, but a session nobody brings back would stay forever.
// Client sign-in links need no sweep: they live in their event streams, refused once expired.
// Sessions expire on the wall clock (they are read against it), not on the business clock that
// tests and journeys move, so the sweep runs on the wall clock too.
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { DOCUMENT_STORE } from '#app/persistence';
import type { DocumentStore } from '#app/readstore';
import { ClientSessions } from './client-sessions.js';
import { Sessions } from './sessions.js';

export interface ExpiredSessionsReport {
  sessions: number;
  clientSessions: number;
}

@Injectable()
export class ExpiredSessionsSweep {
  private readonly logger = new Logger('ExpiredSessionsSweep');
  private readonly sessions: Sessions;
  private readonly clientSessions: ClientSessions;
  private running = false;

  constructor(@Inject(DOCUMENT_STORE) documents: DocumentStore) {
    this.sessions = new Sessions(documents);
    this.clientSessions = new ClientSessions(documents);
  }

  /** The schedule's tick (only when the server runs its scheduled jobs): one pass at a time. */
  @Cron(CronExpression.EVERY_HOUR, { name: 'expired-sessions-sweep' })
  async tick(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      const report = await this.sweep(new Date());
      if (report.sessions || report.clientSessions) this.logger.log(`Expired sessions deleted: ${JSON.stringify(report)}`);
    } catch (error) {
      this.logger.error(`Expired sessions sweep stopped: ${(error as Error).message}`);
    } finally {
      this.running = false;
    }
  }

  /** One pass at `now`. */
  async sweep(now: Date): Promise<ExpiredSessionsReport> {
    return { sessions: await this.sessions.sweepExpired(now), clientSessions: await this.clientSessions.sweepExpired(now) };
  }
}
