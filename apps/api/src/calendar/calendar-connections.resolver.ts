// Calendar Integrations (spec 002 §3, §7): iCal feeds, and the calendars of every connection
// (feeds and accounts; accounts are connected in calendar-accounts.resolver.ts). Every call is the logged-in pro's, for
// their own practice only; support accounts are read-only and refused.
import { Inject } from '@nestjs/common';
import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { randomBytes, randomUUID } from 'node:crypto';
import { CalendarConnectionMessages } from '#app/calendar';
import { DomainError, newCommandContext } from '#app/es';
import { CALENDAR_ACCOUNTS, type CalendarAccounts } from '#app/integrations';
import { CalendarConnectionsQuery, PracticesQuery } from '#projections';
import { requirePro, type ProActor } from '../access/require-actor.js';
import { toEventActor } from '../access/session-actor.js';
import { asPayload, MutationResult } from '../graphql/payloads.js';
import { originOf, type RequestContext } from '../graphql/request-context.js';
import { DateTimeScalar } from '../graphql/date-time.scalar.js';
import { Clock } from '../infrastructure/clock.js';
import { CommandSender } from '../infrastructure/command-sender.js';
import { withReadableTimes } from '../infrastructure/stored-instants.js';
import { parseRange } from './calendar-range.js';
import { CalendarActiveInput, CalendarIntegrations, CreateCronofyFeedPayload, ExternalCalendarEvent } from './calendar-connections.models.js';
import { toCalendarConnection, toCalendarIntegrations, toExternalCalendarEvent } from './calendar-connections-view.js';
import { ChangeCalendarConnectionsCommand, type CalendarConnectionsChange } from './commands/change-calendar-connections/change-calendar-connections.command.js';
import { ConnectCalendarFeedCommand } from './commands/connect-calendar-feed/connect-calendar-feed.command.js';

const MAX_CALENDARS = 20;

@Resolver()
export class CalendarConnectionsResolver {
  constructor(
    private readonly commands: CommandSender,
    private readonly connections: CalendarConnectionsQuery,
    private readonly practices: PracticesQuery,
    private readonly clock: Clock,
    @Inject(CALENDAR_ACCOUNTS) private readonly accounts: CalendarAccounts,
  ) {}

  @Query(() => CalendarIntegrations, { description: "The Calendar Integrations page: the pro's connected calendars, conflict checking, write calendar" })
  async calendarIntegrations(@Context() ctx: RequestContext): Promise<CalendarIntegrations> {
    const pro = requirePro(ctx);
    return toCalendarIntegrations(await this.connections.byPractice(pro.practiceId));
  }

  @Query(() => [ExternalCalendarEvent], { description: "Events of the pro's active connected calendars overlapping [from, to)" })
  async externalCalendarEvents(@Context() ctx: RequestContext, @Args('from', { type: () => DateTimeScalar }) from: string, @Args('to', { type: () => DateTimeScalar }) to: string): Promise<ExternalCalendarEvent[]> {
    const pro = requirePro(ctx);
    const events = await this.connections.externalEvents(pro.practiceId, parseRange(from, to));
    return withReadableTimes(events, 'connected-calendar event', (e) => `${e.calendarId}:${e.uid}`).map(toExternalCalendarEvent);
  }

  @Mutation(() => CreateCronofyFeedPayload, { description: 'Connects an iCal feed by its URL' })
  createCronofyFeed(@Context() ctx: RequestContext, @Args('feedUrl') feedUrl: string): Promise<CreateCronofyFeedPayload> {
    const pro = requirePro(ctx);
    return asPayload({ feed: null }, async () => {
      const profileId = randomUUID();
      const zone = (await this.practices.byId(pro.practiceId))?.timeZone ?? 'UTC';
      await this.commands.send(new ConnectCalendarFeedCommand(pro.practiceId, profileId, String(feedUrl ?? ''), zone, this.context(pro, ctx)));
      const profile = (await this.connections.byPractice(pro.practiceId))?.profiles.find((p) => p.profileId === profileId);
      return { feed: profile ? toCalendarConnection(profile) : null };
    });
  }

  @Mutation(() => MutationResult, { description: 'Turns calendars on or off (shown on the calendar and checked for conflicts)' })
  updateCronofyCalendars(@Context() ctx: RequestContext, @Args('calendars', { type: () => [CalendarActiveInput] }) calendars: CalendarActiveInput[]): Promise<MutationResult> {
    const pro = requirePro(ctx);
    return this.change(pro, ctx, () => {
      if (!Array.isArray(calendars) || calendars.length > MAX_CALENDARS) throw new DomainError(CalendarConnectionMessages.calendarNotFound);
      return { type: 'UpdateCalendars', practiceId: pro.practiceId, calendars: calendars.map((c) => ({ calendarId: c.id, active: c.active })) };
    });
  }

  @Mutation(() => MutationResult, { description: "Chooses the write calendar (an account calendar's id); empty for none (iCal feeds are read-only)" })
  updateCronofyClient(
    @Context() ctx: RequestContext,
    @Args('writeCalendarId', { type: () => String, nullable: true }) writeCalendarId?: string | null,
  ): Promise<MutationResult> {
    const pro = requirePro(ctx);
    return this.change(pro, ctx, () => ({ type: 'ChooseWriteCalendar', practiceId: pro.practiceId, calendarId: writeCalendarId?.trim() || null }));
  }

  @Mutation(() => MutationResult, { description: 'Turns conflict checking on or off: whether busy times of active calendars block online booking' })
  updateCalendarConflictChecking(@Context() ctx: RequestContext, @Args('enabled') enabled: boolean): Promise<MutationResult> {
    const pro = requirePro(ctx);
    return this.change(pro, ctx, () => ({ type: 'SetConflictChecking', practiceId: pro.practiceId, enabled }));
  }

  @Mutation(() => MutationResult, { description: 'Disconnects a calendar account or iCal feed and forgets its events' })
  async removeCronofyProfile(@Context() ctx: RequestContext, @Args('profileId', { type: () => ID }) profileId: string): Promise<MutationResult> {
    const pro = requirePro(ctx);
    const account = (await this.connections.byPractice(pro.practiceId))?.profiles.find((p) => p.profileId === String(profileId) && p.grantId);
    const outcome = await this.change(pro, ctx, () => ({ type: 'RemoveCalendarProfile', practiceId: pro.practiceId, profileId: String(profileId) }));
    // The provider forgets (revokes) the grant once the disconnect is recorded; a failure there changes nothing for the pro.
    if (outcome.result && account?.grantId && account.providerName !== 'ical') await this.accounts.forget(account.providerName, account.grantId).catch(() => undefined);
    return outcome;
  }

  @Mutation(() => MutationResult, { description: 'Creates the private link to the appointments as iCalendar; a previous link stops working' })
  createAppointmentsSubscriptionLink(@Context() ctx: RequestContext): Promise<MutationResult> {
    const pro = requirePro(ctx);
    return this.change(pro, ctx, () => ({ type: 'CreateSubscriptionLink', practiceId: pro.practiceId, token: randomBytes(32).toString('base64url') }));
  }

  @Mutation(() => MutationResult, { description: 'Turns the private appointments link off' })
  revokeAppointmentsSubscriptionLink(@Context() ctx: RequestContext): Promise<MutationResult> {
    const pro = requirePro(ctx);
    return this.change(pro, ctx, () => ({ type: 'RevokeSubscriptionLink', practiceId: pro.practiceId }));
  }

  private change(pro: ProActor, ctx: RequestContext, build: () => CalendarConnectionsChange): Promise<MutationResult> {
    return asPayload({}, async () => {
      await this.commands.send(new ChangeCalendarConnectionsCommand(build(), this.context(pro, ctx)));
      return {};
    });
  }

  private context(pro: ProActor, ctx: RequestContext) {
    return newCommandContext(toEventActor(pro), this.clock.now(), originOf(ctx));
  }
}
