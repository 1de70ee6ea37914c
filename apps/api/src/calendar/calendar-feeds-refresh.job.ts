// Feed refreshes (ARCHITECTURE "Time-driven work"): every 30 minutes, each connected iCal feed is
// fetched again and its busy times recorded when they changed (RefreshCalendarFeedCommand); each
// calendar account (Google, Microsoft) is read again the same way (RefreshCalendarAccountCommand),
// and errors when its provider refuses the grant. Two processes running the same pass record the
// same busy times once: the decider compares them with the last ones recorded. API processes
// sharing a database also run one pass at a time (ExclusivePasses, a lease per job), so a feed is
// not fetched twice over.
import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { newCommandContext, type Actor } from '#app/es';
import { ExclusivePasses, type PassLease } from '#app/es-runtime';
import { DATABASE } from '#app/persistence';
import type { SqlClient } from '#app/postgres';
import { CalendarConnectionsQuery, PracticesQuery } from '#projections';
import { Clock } from '../infrastructure/clock.js';
import { CommandSender } from '../infrastructure/command-sender.js';
import { RefreshCalendarAccountCommand } from './commands/refresh-calendar-account/refresh-calendar-account.command.js';
import { RefreshCalendarFeedCommand } from './commands/refresh-calendar-feed/refresh-calendar-feed.command.js';

const refreshActor: Actor = { kind: 'system', id: 'calendar-feeds', name: 'Calendar feed refresh' };

export interface CalendarFeedsReport {
  feeds: number;
  /** Calendar accounts read (errored ones wait for a reconnection). */
  accounts: number;
  /** Feeds and accounts whose refresh recorded something (new busy times, a failure or a recovery). */
  changed: number;
  errors: number;
}

@Injectable()
export class CalendarFeedsRefresh {
  private readonly logger = new Logger('CalendarFeedsRefresh');
  private running = false;
  private readonly passes: ExclusivePasses;

  constructor(
    private readonly commands: CommandSender,
    private readonly connections: CalendarConnectionsQuery,
    private readonly practices: PracticesQuery,
    private readonly clock: Clock,
    @Optional() @Inject(DATABASE) db?: SqlClient,
  ) {
    this.passes = new ExclusivePasses(db);
  }

  @Cron(CronExpression.EVERY_30_MINUTES, { name: 'calendar-feeds-refresh' })
  async tick(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      const report = await this.refreshAll(this.clock.now());
      if (report.feeds || report.accounts) this.logger.log(`Calendar feeds: ${JSON.stringify(report)}`);
    } catch (error) {
      this.logger.error(`Calendar feeds refresh stopped: ${(error as Error).message}`);
    } finally {
      this.running = false;
    }
  }

  /** One pass over every connected feed, one at a time (feeds are slow, and few per practice); each
   * recorded change is in the read models before the next feed. */
  refreshAll(now: Date): Promise<CalendarFeedsReport> {
    return this.passes.run('calendar-feeds-refresh', (lease) => this.pass(now, lease));
  }

  private async pass(now: Date, lease: PassLease): Promise<CalendarFeedsReport> {
    const report: CalendarFeedsReport = { feeds: 0, accounts: 0, changed: 0, errors: 0 };
    for await (const feed of this.connections.feedsToRefresh()) {
      lease.assertHeld();
      report.feeds++;
      try {
        const zone = (await this.practices.byId(feed.practiceId))?.timeZone ?? 'UTC';
        const { events } = await this.commands.send(
          new RefreshCalendarFeedCommand(feed.practiceId, feed.profileId, feed.url, zone, newCommandContext(refreshActor, now)),
        );
        if (events.length) report.changed++;
      } catch (error) {
        report.errors++;
        this.logger.error(`Refresh of feed ${feed.profileId} failed: ${(error as Error).message}`);
      }
    }
    for await (const account of this.connections.accountsToRefresh()) {
      lease.assertHeld();
      report.accounts++;
      try {
        const zone = (await this.practices.byId(account.practiceId))?.timeZone ?? 'UTC';
        const { events } = await this.commands.send(
          new RefreshCalendarAccountCommand(account.practiceId, account.profileId, account.providerName, account.grantId, zone, newCommandContext(refreshActor, now)),
        );
        if (events.length) report.changed++;
      } catch (error) {
        report.errors++;
        this.logger.error(`Refresh of calendar account ${account.profileId} failed: ${(error as Error).message}`);
      }
    }
    return report;
  }
}
