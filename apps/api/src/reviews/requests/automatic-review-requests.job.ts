// The automatic review requests: every minute, the appointments whose request is due (the
// due-review-requests read model: approved, ended AUTOMATIC_REQUEST_AFTER_MINUTES ago, not asked
// nor reviewed) are each decided again on fresh state (RequestReviewAfterAppointment), so a
// lagging read model, a restart or a second process never asks twice (its messages are sent by a
// reaction, once across processes). API processes sharing a database also run one pass at a time
// (ExclusivePasses, a lease per job).
import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { ExclusivePasses, laterPosition, type PassLease, type ProjectionRunner } from '#app/es-runtime';
import type { LogPosition } from '#app/eventstore';
import { DATABASE, PROJECTION_RUNNER } from '#app/persistence';
import type { SqlClient } from '#app/postgres';
import { dueReviewRequestsProjection, DueReviewRequestsQuery, type DueReviewRequestCursor } from '#projections';
import { Clock } from '../../infrastructure/clock.js';
import { RequestReviewAfterAppointment } from './request-review-after-appointment.js';

export interface AutomaticReviewRequestsReport {
  due: number;
  requested: number;
  /** Nothing to ask after all (asked or reviewed meanwhile, moved, nobody to reach). */
  skipped: number;
  failed: number;
}

@Injectable()
export class AutomaticReviewRequests {
  private readonly logger = new Logger('AutomaticReviewRequests');
  private running: Promise<AutomaticReviewRequestsReport> | null = null;
  private readonly passes: ExclusivePasses;

  constructor(
    private readonly due: DueReviewRequestsQuery,
    private readonly requester: RequestReviewAfterAppointment,
    private readonly clock: Clock,
    @Inject(PROJECTION_RUNNER) private readonly projections: ProjectionRunner,
    @Optional() @Inject(DATABASE) db?: SqlClient,
  ) {
    this.passes = new ExclusivePasses(db);
  }

  @Cron(CronExpression.EVERY_MINUTE, { name: 'automatic-review-requests' })
  async tick(): Promise<void> {
    if (this.running) return;
    this.running = this.requestDue(this.clock.now());
    try {
      const report = await this.running;
      if (report.due) this.logger.log(`Automatic review requests: ${JSON.stringify(report)}`);
    } catch (error) {
      this.logger.error(`Automatic review requests stopped: ${(error as Error).message}`);
    } finally {
      this.running = null;
    }
  }

  /** One pass at `now`, page by page; a row that stays due (skipped) is passed by the cursor. */
  requestDue(now: Date, { pageSize = 200 }: { pageSize?: number } = {}): Promise<AutomaticReviewRequestsReport> {
    return this.passes.run('automatic-review-requests', (lease) => this.pass(now, pageSize, lease));
  }

  private async pass(now: Date, pageSize: number, lease: PassLease): Promise<AutomaticReviewRequestsReport> {
    const report: AutomaticReviewRequestsReport = { due: 0, requested: 0, skipped: 0, failed: 0 };
    let position: LogPosition | null = null;
    let after: DueReviewRequestCursor | undefined;
    for (let page = await this.due.dueBy(now, pageSize); page.length; page = await this.due.dueBy(now, pageSize, after)) {
      report.due += page.length;
      for (const row of page) {
        lease.assertHeld();
        try {
          const outcome = await this.requester.request(row.id, now);
          position = laterPosition(position, outcome.position);
          if (outcome.events.length) report.requested++;
          else report.skipped++;
        } catch (error) {
          report.failed++;
          this.logger.error(`Review request after ${row.id} failed: ${(error as Error).message}`);
        }
      }
      const last = page[page.length - 1];
      after = { id: last.id, dueAt: last.dueAt! };
    }
    // The pass ends once its read model shows what it recorded: the next pass starts from that.
    await this.projections.waitFor(position, [dueReviewRequestsProjection.name], 10_000);
    return report;
  }
}
