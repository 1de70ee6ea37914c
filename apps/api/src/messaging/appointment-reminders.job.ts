// The reminder job: every minute, reminds the clients of confirmed appointments the practice's
// minutes before their start, once per (appointment, kind, start) (spec 002 §3, §9). The read model
// (due-reminders) names the practices that have a reminder on, with their minutes as they are now,
// and each one's appointments starting within those minutes that still await it; every reminder
// is then decided again on the appointment's stream (SendAppointmentReminder), so a lagging read
// model or a restart never sends a second one. API processes sharing a database run one pass at a
// time (ExclusivePasses, a lease per job): a pass starts once the one before, in whichever process,
// has recorded what it sent, so two never hand the same reminder to the mailer at once.
// E-mails and texts are two kinds, each with its own switch, minutes and id.
import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { ExclusivePasses, laterPosition, type PassLease, type ProjectionRunner } from '#app/es-runtime';
import type { LogPosition } from '#app/eventstore';
import type { ReminderKind } from '#app/messaging';
import { DATABASE, PROJECTION_RUNNER } from '#app/persistence';
import type { SqlClient } from '#app/postgres';
import { dueRemindersProjection, DueRemindersQuery, type DueReminderCursor, type ReminderPracticeRow } from '#projections';
import { Clock } from '../infrastructure/clock.js';
import { SendAppointmentReminder } from './send-appointment-reminder.js';

const KINDS: ReminderKind[] = ['email', 'text'];

export interface AppointmentRemindersReport {
  /** Appointments looked at in this pass. */
  due: number;
  sent: number;
  /** Nothing to send after all (sent already, moved, cancelled, turned off meanwhile). */
  skipped: number;
  /** The mailer or the store failed: tried again on the next pass. */
  failed: number;
}

@Injectable()
export class AppointmentReminders {
  private readonly logger = new Logger('AppointmentReminders');
  private running: Promise<AppointmentRemindersReport> | null = null;
  private readonly passes: ExclusivePasses;

  constructor(
    private readonly reminders: DueRemindersQuery,
    private readonly sender: SendAppointmentReminder,
    private readonly clock: Clock,
    @Inject(PROJECTION_RUNNER) private readonly projections: ProjectionRunner,
    @Optional() @Inject(DATABASE) db?: SqlClient,
  ) {
    this.passes = new ExclusivePasses(db);
  }

  /** The schedule's tick: one pass at a time in this process (another process may run its own). */
  @Cron(CronExpression.EVERY_MINUTE, { name: 'appointment-reminders' })
  async tick(): Promise<void> {
    if (this.running) return;
    this.running = this.remindDue(this.clock.now());
    try {
      const report = await this.running;
      if (report.due) this.logger.log(`Appointment reminders: ${JSON.stringify(report)}`);
    } catch (error) {
      this.logger.error(`Appointment reminders stopped: ${(error as Error).message}`);
    } finally {
      this.running = null;
    }
  }

  /** One pass at `now`: kind by kind, practice by practice, each one's appointments page by page. */
  remindDue(now: Date, { pageSize = 200 }: { pageSize?: number } = {}): Promise<AppointmentRemindersReport> {
    return this.passes.run('appointment-reminders', (lease) => this.pass(now, pageSize, lease));
  }

  private async pass(now: Date, pageSize: number, lease: PassLease): Promise<AppointmentRemindersReport> {
    const report: AppointmentRemindersReport = { due: 0, sent: 0, skipped: 0, failed: 0 };
    const recorded = { position: null as LogPosition | null };
    for (const kind of KINDS) {
      for (let practices = await this.reminders.practicesSending(kind, pageSize); practices.length; ) {
        for (const practice of practices) await this.remindPractice(kind, practice, now, pageSize, report, recorded, lease);
        practices = await this.reminders.practicesSending(kind, pageSize, practices[practices.length - 1].id);
      }
    }
    // The pass ends once its read model shows what it recorded: the next pass starts from that.
    await this.projections.waitFor(recorded.position, [dueRemindersProjection.name], 10_000);
    return report;
  }

  private async remindPractice(kind: ReminderKind, practice: ReminderPracticeRow, now: Date, pageSize: number, report: AppointmentRemindersReport, recorded: { position: LogPosition | null }, lease: PassLease) {
    // Starting after now and no later than the practice's minutes from now (instants, so DST-proof).
    const minutes = kind === 'email' ? practice.emailMinutes : practice.textMinutes;
    const starts = { from: now, until: new Date(now.getTime() + minutes * 60_000) };
    let after: DueReminderCursor | undefined;
    for (;;) {
      const page = await this.reminders.startingBetween(kind, practice.practiceId, starts, pageSize, after);
      if (page.length === 0) return;
      report.due += page.length;
      for (const row of page) {
        lease.assertHeld();
        try {
          const { decision, position } = await this.sender.remind(row.id, kind, now);
          recorded.position = laterPosition(recorded.position, position);
          if (decision.send) report.sent++;
          else report.skipped++;
        } catch (error) {
          report.failed++;
          this.logger.error(`Reminder (${kind}) of ${row.id} failed: ${(error as Error).message}`);
        }
      }
      const last = page[page.length - 1];
      after = { id: last.id, startsAt: (kind === 'email' ? last.emailPendingAt : last.textPendingAt)! };
    }
  }
}
