// Feed refreshes (ARCHITECTURE "Time-driven work"): every 30 minutes, each connected iCal feed is
// fetched again and its busy times recorded when they changed (RefreshCalendarFeedCommand); each
// calendar account (Google, Microsoft) is read again the same way (RefreshCalendarAccountCommand),
// and errors when its provider refuses the grant. Two processes running the same pass record the
// same busy times once: the decider compares them with the last ones recorded.
import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { newCommandContext, type Actor } from '#app/es';
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

  constructor(
    private readonly commands: CommandSender,
    private readonly connections: CalendarConnectionsQuery,
    private readonly practices: PracticesQuery,
    private readonly clock: Clock,
  ) {}

  @Cron(CronExpression.EVERY_30_MINUTES, { name: 'calendar-feeds-refresh' })
  async tick(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      const report = await this.refreshAll(this.clock.now());
      if (report.feeds || report.accounts) this.logger.log(`Calendar feeds: ${JSON.stringify(report)}`);
    } finally {
      this.running = false;
    }
  }

  /** One pass over every connected feed, one at a time (feeds are slow, and few per practice); each
   * recorded change is in the read models before the next feed. */
  async refreshAll(now: Date): Promise<CalendarFeedsReport> {
    const report: CalendarFeedsReport = { feeds: 0, accounts: 0, changed: 0, errors: 0 };
    for await (const feed of this.connections.feedsToRefresh()) {
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
