// The past-due job: every minute, reminds the clients of confirmed appointments still unpaid the
// practice's minutes after their start, once by e-mail (paymentPastDueEmail*) and once by text
// (paymentPastDueText*), each on its own switch and minutes (spec 001 §3, 002: "payment reminders
// after it is past due"). The read model (past-due-reminders) names the practices that have either
// on, with their minutes as they are now, and each one's appointments that started far enough back
// for that reminder; every reminder is then decided again on the appointment's stream
// (SendPastDueReminder for the e-mail, SendPastDueText for the text), so a read model that lags
// never sends a second one, and one paid or marked paid meanwhile gets none. API processes sharing
// a database run one pass at a time (ExclusivePasses, a lease per job), so two never hand the same
// reminder over at once. A reminder more than a week late is not sent (PAST_DUE_EMAIL_WINDOW_MS), so
// turning a reminder on never reminds about old appointments.
import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { ExclusivePasses, laterPosition, type PassLease, type ProjectionRunner } from '#app/es-runtime';
import type { LogPosition } from '#app/eventstore';
import { PAST_DUE_EMAIL_WINDOW_MS, type ReminderKind } from '#app/messaging';
import { DATABASE, PROJECTION_RUNNER } from '#app/persistence';
import type { SqlClient } from '#app/postgres';
import { pastDueRemindersProjection, PastDueRemindersQuery, type PastDueCursor, type PastDuePracticeRow } from '#projections';
import { Clock } from '../infrastructure/clock.js';
import { SendPastDueReminder } from './send-past-due-reminder.js';
import { SendPastDueText } from './send-past-due-reminder-text.js';

const PAST_DUE = pastDueRemindersProjection.name;
const KINDS: readonly ReminderKind[] = ['email', 'text'];

export interface PastDueTally {
  /** Appointments looked at in this pass. */
  due: number;
  sent: number;
  /** Nothing to send after all (paid meanwhile, sent already, not yet by the settings of now, a refused number). */
  skipped: number;
  /** The mailer, the texter or the store failed: tried again on the next pass. */
  failed: number;
}

/** Both kinds together, and each on its own. */
export interface PastDueRemindersReport extends PastDueTally {
  emails: PastDueTally;
  texts: PastDueTally;
}

type Recorded = { position: LogPosition | null };
const emptyTally = (): PastDueTally => ({ due: 0, sent: 0, skipped: 0, failed: 0 });

@Injectable()
export class PastDueReminders {
  private readonly logger = new Logger('PastDueReminders');
  private running: Promise<PastDueRemindersReport> | null = null;
  private readonly passes: ExclusivePasses;

  constructor(
    private readonly reminders: PastDueRemindersQuery,
    private readonly emailSender: SendPastDueReminder,
    private readonly textSender: SendPastDueText,
    private readonly clock: Clock,
    @Inject(PROJECTION_RUNNER) private readonly projections: ProjectionRunner,
    @Optional() @Inject(DATABASE) db?: SqlClient,
  ) {
    this.passes = new ExclusivePasses(db);
  }

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

  /** One pass at `now`: e-mails then texts, practice by practice, each one's appointments page by page. */
  remindDue(now: Date, { pageSize = 200 }: { pageSize?: number } = {}): Promise<PastDueRemindersReport> {
    return this.passes.run('past-due-reminders', (lease) => this.pass(now, pageSize, lease));
  }

  private async pass(now: Date, pageSize: number, lease: PassLease): Promise<PastDueRemindersReport> {
    const tallies: Record<ReminderKind, PastDueTally> = { email: emptyTally(), text: emptyTally() };
    const recorded: Recorded = { position: null };
    for (const kind of KINDS) {
      for (let practices = await this.reminders.practicesSending(kind, pageSize); practices.length; ) {
        for (const practice of practices) await this.remindPractice(kind, practice, now, pageSize, tallies[kind], recorded, lease);
        practices = await this.reminders.practicesSending(kind, pageSize, practices[practices.length - 1].id);
      }
    }
    // The pass ends once its read model shows what it recorded: the next pass starts from that.
    await this.projections.waitFor(recorded.position, [PAST_DUE], 10_000);
    const { email, text } = tallies;
    return { due: email.due + text.due, sent: email.sent + text.sent, skipped: email.skipped + text.skipped, failed: email.failed + text.failed, emails: email, texts: text };
  }

  private async remindPractice(kind: ReminderKind, practice: PastDuePracticeRow, now: Date, pageSize: number, tally: PastDueTally, recorded: Recorded, lease: PassLease) {
    // Started at least the practice's minutes ago, and not so long ago that the reminder is too late.
    const minutes = kind === 'email' ? practice.emailMinutes : practice.textMinutes;
    const until = new Date(now.getTime() - minutes * 60_000);
    const started = { from: new Date(until.getTime() - PAST_DUE_EMAIL_WINDOW_MS), until };
    const sender = kind === 'email' ? this.emailSender : this.textSender;
    let after: PastDueCursor | undefined;
    for (;;) {
      const page = await this.reminders.startedBetween(practice.practiceId, started, pageSize, after, kind);
      if (page.length === 0) return;
      tally.due += page.length;
      for (const row of page) {
        lease.assertHeld();
        try {
          const { decision, position } = await sender.remind(row.id, now);
          recorded.position = laterPosition(recorded.position, position);
          if (decision.send) tally.sent++;
          else tally.skipped++;
        } catch (error) {
          tally.failed++;
          this.logger.error(`Past-due ${kind} of ${row.id} failed: ${(error as Error).message}`);
        }
      }
      const last = page[page.length - 1];
      after = { id: last.id, pendingFrom: (kind === 'email' ? last.pendingFrom : last.textPendingFrom)! };
    }
  }
}
