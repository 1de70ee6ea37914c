// The day-of job: every minute, charges the holds whose day has begun in the appointment's zone
// (from the due-charges read model). Each charge is decided again on the appointment's stream
// (ChargeAppointmentCommand, trigger 'day_of'), so a read model that lags, a second API process
// running the same job, or a provider that timed out last minute can never charge twice: the open
// attempt is repeated under its idempotency key. API processes sharing a database also run one
// pass at a time (ExclusivePasses, a lease per job), so the provider is not even asked twice at
// once. A declined card is left to the client and the pro.
import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Cron, CronExpression } from '@nestjs/schedule';
import { DomainError, newCommandContext, type Actor } from '#app/es';
import { ExclusivePasses, laterPosition, type PassLease, type ProjectionRunner } from '#app/es-runtime';
import type { LogPosition } from '#app/eventstore';
import { DATABASE, PROJECTION_RUNNER } from '#app/persistence';
import type { SqlClient } from '#app/postgres';
import { dueChargesProjection, DueChargesQuery, type DueChargeCursor, type DueChargeDocument } from '#projections';
import { Clock } from '../infrastructure/clock.js';
import { ChargeAppointmentCommand } from './commands/charge-appointment/charge-appointment.command.js';

const DUE_CHARGES = dueChargesProjection.name;
const dayOfActor: Actor = { kind: 'system', id: 'day-of-charges', name: 'Day-of charges' };

export interface DayOfChargesReport {
  /** Appointments looked at in this pass. */
  due: number;
  charged: number;
  failed: number;
  /** The provider did not answer: asked again, same key, on the next pass. */
  timedOut: number;
  /** Nothing to do after all (paid meanwhile, not yet the day, left to people) or refused. */
  skipped: number;
}

export interface DayOfChargesOptions {
  /** Due charges read per page (default 200). */
  pageSize?: number;
  /** Charges in flight at once (default 8): the provider's round trips overlap. */
  concurrency?: number;
}

@Injectable()
export class DayOfCharges {
  private readonly logger = new Logger('DayOfCharges');
  private running: Promise<DayOfChargesReport> | null = null;
  private readonly passes: ExclusivePasses;

  constructor(
    private readonly commands: CommandBus,
    private readonly due: DueChargesQuery,
    private readonly clock: Clock,
    @Inject(PROJECTION_RUNNER) private readonly projections: ProjectionRunner,
    @Optional() @Inject(DATABASE) db?: SqlClient,
  ) {
    this.passes = new ExclusivePasses(db);
  }

  /** The schedule's tick: one pass at a time in this process (another process may run its own). */
  @Cron(CronExpression.EVERY_MINUTE, { name: 'day-of-charges' })
  async tick(): Promise<void> {
    if (this.running) return;
    this.running = this.chargeDue(this.clock.now());
    try {
      const report = await this.running;
      if (report.due) this.logger.log(`Day-of charges: ${JSON.stringify(report)}`);
    } catch (error) {
      this.logger.error(`Day-of charges stopped: ${(error as Error).message}`);
    } finally {
      this.running = null;
    }
  }

  /** One pass over everything due at `now`, page by page in due order. */
  chargeDue(now: Date, options: DayOfChargesOptions = {}): Promise<DayOfChargesReport> {
    return this.passes.run('day-of-charges', (lease) => this.pass(now, options, lease));
  }

  private async pass(now: Date, { pageSize = 200, concurrency = 8 }: DayOfChargesOptions, lease: PassLease): Promise<DayOfChargesReport> {
    const report: DayOfChargesReport = { due: 0, charged: 0, failed: 0, timedOut: 0, skipped: 0 };
    const recorded = { position: null as LogPosition | null };
    let after: DueChargeCursor | undefined;
    for (;;) {
      const page = await this.due.dueAt(now, pageSize, after);
      if (page.length === 0) {
        // The pass ends once its read model shows what it recorded: the next pass starts from that.
        await this.projections.waitFor(recorded.position, [DUE_CHARGES], 10_000);
        return report;
      }
      report.due += page.length;
      let next = 0;
      const worker = async () => {
        while (next < page.length) {
          lease.assertHeld();
          await this.chargeOne(page[next++], now, report, recorded);
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, page.length) }, worker));
      const last = page[page.length - 1];
      after = { id: last.id, dueAt: last.dueAt! };
    }
  }

  private async chargeOne(doc: DueChargeDocument, now: Date, report: DayOfChargesReport, recorded: { position: LogPosition | null }): Promise<void> {
    try {
      const ctx = newCommandContext(dayOfActor, now);
      const { result, position } = await this.commands.execute(new ChargeAppointmentCommand(doc.id, { by: 'pro', practiceId: doc.practiceId }, 'appointment', 'day_of', ctx));
      recorded.position = laterPosition(recorded.position, position);
      if (!result) report.skipped++;
      else if (result.outcome === 'succeeded') report.charged++;
      else if (result.outcome === 'failed') report.failed++;
      else report.timedOut++;
    } catch (error) {
      report.skipped++;
      // Refusals (cancelled meanwhile, no card) and a race lost five times are the expected kinds.
      if (!(error instanceof DomainError)) {
        this.logger.error(`Day-of charge of ${doc.id} failed: ${(error as Error).message}`);
      }
    }
  }
}
