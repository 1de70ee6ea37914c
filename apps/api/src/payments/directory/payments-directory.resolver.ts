// The Payments page's reads (spec 001 §7 "Payment directory on the practice"): fields of the pro's
// own Practice (currentPractice). Another practice's Practice (publicPractice) answers none of
// them. Filters are checked before anything is read; `now` is the injected clock's, so the time-
// dependent states (Upcoming, Unpaid) and "this week" follow a test's fixed clock.
import { Inject } from '@nestjs/common';
import { Args, Context, ID, Int, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { GraphQLError } from 'graphql';
import { DomainError } from '#app/es';
import { DATABASE } from '#app/persistence';
import type { SqlClient } from '#app/postgres';
import { defaultPaymentSettings } from '#app/practice';
import { collectedByWeek, countPayments, directoryFilters, directoryPage, findPayments, totalCollected, totalOutstanding, type PaymentsDirectoryArgs, type PaymentsDirectoryFilters } from '#projections';
import { requirePro } from '../../access/require-actor.js';
import type { RequestContext } from '../../graphql/request-context.js';
import { Clock } from '../../infrastructure/clock.js';
import { Practice } from '../../practice/practice.models.js';
import { PaymentDirectoryEntry, WeekTotal } from './payment-directory.models.js';
import { toPaymentDirectoryEntry } from './payment-directory-view.js';

const DATE = { type: () => String, nullable: true, defaultValue: 'all_time', description: 'all_time | this_week | last_week | this_month | last_month | this_year (in the practice zone, weeks from Sunday)' };
const STATE = { type: () => String, nullable: true, defaultValue: 'all', description: 'all | paid | upcoming | unpaid | free' };
const SEARCH = { type: () => String, nullable: true, description: 'Client name, e-mail or phone; case-insensitive' };
const CLIENT = { type: () => ID, nullable: true };

const settingsOf = (practice: Practice) => ({ ...defaultPaymentSettings, ...practice.paymentSettings });

@Resolver(() => Practice)
export class PaymentsDirectoryFields {
  constructor(
    @Inject(DATABASE) private readonly db: SqlClient,
    private readonly clock: Clock,
  ) {}

  /** The caller's own practice only; a bad filter is the caller's error, with its message. */
  private filters(ctx: RequestContext, practice: Practice, args: PaymentsDirectoryArgs): PaymentsDirectoryFilters {
    const pro = requirePro(ctx);
    if (pro.practiceId !== practice.id) throw new GraphQLError("Only the practice's own pro can see its payments.", { extensions: { code: 'FORBIDDEN' } });
    return asUserError(() => directoryFilters({ practiceId: practice.id, timeZone: practice.timeZone, now: this.clock.now() }, args));
  }

  @ResolveField(() => [PaymentDirectoryEntry], { description: 'The Payments table: confirmed appointments (and cancelled ones with money), newest start first' })
  async pastAppointments(
    @Context() ctx: RequestContext,
    @Parent() practice: Practice,
    @Args('limit', { type: () => Int, nullable: true, defaultValue: 20, description: '1 to 1000; null: every row (page size all, CSV export)' }) limit: number | null,
    @Args('offset', { type: () => Int, nullable: true, defaultValue: 0 }) offset: number | null,
    @Args('dateFilter', DATE) dateFilter?: string | null,
    @Args('stateFilter', STATE) stateFilter?: string | null,
    @Args('searchTerm', SEARCH) searchTerm?: string | null,
    @Args('clientId', CLIENT) clientId?: string | null,
  ): Promise<PaymentDirectoryEntry[]> {
    const filters = this.filters(ctx, practice, { dateFilter, stateFilter, searchTerm, clientId });
    const page = asUserError(() => directoryPage(limit, offset));
    const settings = settingsOf(practice);
    const rows = await findPayments(this.db, filters, { ...page, cardProvider: settings.paymentProvider });
    return rows.map((row) => toPaymentDirectoryEntry(row, settings.currency));
  }

  @ResolveField(() => Int, { description: 'How many rows pastAppointments has with these filters' })
  pastAppointmentsCount(
    @Context() ctx: RequestContext,
    @Parent() practice: Practice,
    @Args('dateFilter', DATE) dateFilter?: string | null,
    @Args('stateFilter', STATE) stateFilter?: string | null,
    @Args('searchTerm', SEARCH) searchTerm?: string | null,
    @Args('clientId', CLIENT) clientId?: string | null,
  ): Promise<number> {
    return countPayments(this.db, this.filters(ctx, practice, { dateFilter, stateFilter, searchTerm, clientId }));
  }

  @ResolveField(() => Int, { description: 'cents collected, net of refunds, tips included (whatever the state filter)' })
  totalCollected(
    @Context() ctx: RequestContext,
    @Parent() practice: Practice,
    @Args('dateFilter', DATE) dateFilter?: string | null,
    @Args('searchTerm', SEARCH) searchTerm?: string | null,
    @Args('clientId', CLIENT) clientId?: string | null,
  ): Promise<number> {
    return totalCollected(this.db, this.filters(ctx, practice, { dateFilter, searchTerm, clientId }));
  }

  @ResolveField(() => Int, { description: 'cents owed by confirmed appointments that have started (Unpaid, Past due, Failed)' })
  totalOutstanding(
    @Context() ctx: RequestContext,
    @Parent() practice: Practice,
    @Args('dateFilter', DATE) dateFilter?: string | null,
    @Args('searchTerm', SEARCH) searchTerm?: string | null,
    @Args('clientId', CLIENT) clientId?: string | null,
  ): Promise<number> {
    return totalOutstanding(this.db, this.filters(ctx, practice, { dateFilter, searchTerm, clientId }));
  }

  @ResolveField(() => [WeekTotal], { description: 'Net collected per week over the date range (all time: from the first row’s week), weeks without money as 0' })
  collectedByWeek(
    @Context() ctx: RequestContext,
    @Parent() practice: Practice,
    @Args('dateFilter', DATE) dateFilter?: string | null,
    @Args('searchTerm', SEARCH) searchTerm?: string | null,
    @Args('clientId', CLIENT) clientId?: string | null,
  ): Promise<WeekTotal[]> {
    return collectedByWeek(this.db, this.filters(ctx, practice, { dateFilter, searchTerm, clientId }));
  }
}

/** A refused filter or page reaches the caller as bad input with its message (not as a server fault). */
const asUserError = <T>(check: () => T): T => {
  try {
    return check();
  } catch (error) {
    if (error instanceof DomainError) throw new GraphQLError(error.message, { extensions: { code: 'BAD_USER_INPUT' } });
    throw error;
  }
};
