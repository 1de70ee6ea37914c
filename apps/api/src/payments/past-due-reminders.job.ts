// The past-due job: every minute, e-mails the clients of confirmed appointments still unpaid the
// practice's paymentPastDueEmailMinutes after their start, once (spec 001 §3, 002: "payment
// reminders after it is past due"). The read model (past-due-reminders) names the practices that
// have the e-mail on, with their minutes as they are now, and each one's appointments that started
// far enough back; every reminder is then decided again on the appointment's stream
// (SendPastDueReminder), so a read model that lags or a second API process running the same job
// never sends a second one, and one paid or marked paid meanwhile gets none. A reminder more than
// a week late is not sent (PAST_DUE_EMAIL_WINDOW_MS), so turning the e-mail on never mails about
// old appointments.
// Texts (paymentPastDueTextEnabled / paymentPastDueTextMinutes) join this pass once texts exist
// (issue 14): a second decision per appointment, with its own template and id.
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { laterPosition, type ProjectionRunner } from '#app/es-runtime';
import type { LogPosition } from '#app/eventstore';
import { PAST_DUE_EMAIL_WINDOW_MS } from '#app/messaging';
import { PROJECTION_RUNNER } from '#app/persistence';
import { pastDueRemindersProjection, PastDueRemindersQuery, type PastDueCursor, type PastDuePracticeRow } from '#projections';
import { Clock } from '../infrastructure/clock.js';
import { SendPastDueReminder } from './send-past-due-reminder.js';

const PAST_DUE = pastDueRemindersProjection.name;

export interface PastDueRemindersReport {
  /** Appointments looked at in this pass. */
  due: number;
  sent: number;
  /** Nothing to send after all (paid meanwhile, sent already, not yet by the settings of now). */
  skipped: number;
  /** The mailer or the store failed: tried again on the next pass. */
  failed: number;
}

@Injectable()
export class PastDueReminders {
  private readonly logger = new Logger('PastDueReminders');
  private running: Promise<PastDueRemindersReport> | null = null;

  constructor(
    private readonly reminders: PastDueRemindersQuery,
    private readonly sender: SendPastDueReminder,
    private readonly clock: Clock,
    @Inject(PROJECTION_RUNNER) private readonly projections: ProjectionRunner,
  ) {}

  /** The schedule's tick: one pass at a time in this process (another process may run its own). */
  @Cron(CronExpression.EVERY_MINUTE, { name: 'past-due-reminders' })
  async tick(): Promise<void> {
    if (this.running) return;
    this.running = this.remindDue(this.clock.now());
    try {
      const report = await this.running;
      if (report.due) this.logger.log(`Past-due reminders: ${JSON.stringify(report)}`);
    } catch (error) {
      this.logger.error(`Past-due reminders stopped: ${(error as Error).message}`);
    } finally {
      this.running = null;
    }
  }

  /** One pass at `now`: practice by practice, each one's appointments page by page. */
  async remindDue(now: Date, { pageSize = 200 }: { pageSize?: number } = {}): Promise<PastDueRemindersReport> {
    const report: PastDueRemindersReport = { due: 0, sent: 0, skipped: 0, failed: 0 };
    const recorded = { position: null as LogPosition | null };
    for (let practices = await this.reminders.practicesSendingEmail(pageSize); practices.length; ) {
      for (const practice of practices) await this.remindPractice(practice, now, pageSize, report, recorded);
      practices = await this.reminders.practicesSendingEmail(pageSize, practices[practices.length - 1].id);
    }
    // The pass ends once its read model shows what it recorded: the next pass starts from that.
    await this.projections.waitFor(recorded.position, [PAST_DUE], 10_000);
    return report;
  }

  private async remindPractice(practice: PastDuePracticeRow, now: Date, pageSize: number, report: PastDueRemindersReport, recorded: { position: LogPosition | null }) {
    // Started at least the practice's minutes ago, and not so long ago that the reminder is too late.
    const until = new Date(now.getTime() - practice.emailMinutes * 60_000);
    const started = { from: new Date(until.getTime() - PAST_DUE_EMAIL_WINDOW_MS), until };
    let after: PastDueCursor | undefined;
    for (;;) {
      const page = await this.reminders.startedBetween(practice.practiceId, started, pageSize, after);
      if (page.length === 0) return;
      report.due += page.length;
      for (const row of page) {
        try {
          const { decision, position } = await this.sender.remind(row.id, now);
          recorded.position = laterPosition(recorded.position, position);
          if (decision.send) report.sent++;
          else report.skipped++;
        } catch (error) {
          report.failed++;
          this.logger.error(`Past-due reminder of ${row.id} failed: ${(error as Error).message}`);
        }
      }
      const last = page[page.length - 1];
      after = { id: last.id, pendingFrom: last.pendingFrom! };
    }
  }
}
