// Calendar accounts (Google, Microsoft 365 / Outlook; spec 002 §2 "connect another calendar
// through an external authorization link"): the consent page to send the pro to, and the
// connection once they are back with the provider's code. The calendars then behave as a feed's
// (updateCronofyCalendars, updateCronofyClient, removeCronofyProfile in the connections resolver).
import { Inject } from '@nestjs/common';
import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { randomUUID } from 'node:crypto';
import { CALENDAR_ACCOUNT_PROVIDERS, type CalendarAccountProvider } from '#app/calendar';
import { DomainError, newCommandContext } from '#app/es';
import { CALENDAR_ACCOUNTS, CalendarAccountMessages, type CalendarAccounts } from '#app/integrations';
import { CalendarConnectionsQuery, PracticesQuery } from '#projections';
import { requirePro } from '../access/require-actor.js';
import { toEventActor } from '../access/session-actor.js';
import { asPayload } from '../graphql/payloads.js';
import { originOf, type RequestContext } from '../graphql/request-context.js';
import { Clock } from '../infrastructure/clock.js';
import { CommandSender } from '../infrastructure/command-sender.js';
import { ConnectCalendarAccountPayload, StartCalendarConnectionPayload } from './calendar-connections.models.js';
import { toCalendarConnection } from './calendar-connections-view.js';
import { ConnectCalendarAccountCommand } from './commands/connect-calendar-account/connect-calendar-account.command.js';

/** Where the provider sends the pro back (with code and state added): the settings page finishes the connection. */
export const calendarReturnPath = (provider: CalendarAccountProvider) => `/portal/settings/calendar?provider=${provider}`;

const providerOf = (name: string): CalendarAccountProvider => {
  const provider = CALENDAR_ACCOUNT_PROVIDERS.find((p) => p === name);
  if (!provider) throw new DomainError(CalendarAccountMessages.invalidReturn);
  return provider;
};

@Resolver()
export class CalendarAccountsResolver {
  constructor(
    private readonly commands: CommandSender,
    private readonly connections: CalendarConnectionsQuery,
    private readonly practices: PracticesQuery,
    private readonly clock: Clock,
    @Inject(CALENDAR_ACCOUNTS) private readonly accounts: CalendarAccounts,
  ) {}

  @Mutation(() => StartCalendarConnectionPayload, { description: "Starts connecting a Google ('google') or Microsoft ('live_connect') calendar: the consent page to go to" })
  startCalendarConnection(@Context() ctx: RequestContext, @Args('provider') provider: string): Promise<StartCalendarConnectionPayload> {
    const pro = requirePro(ctx);
    return asPayload<StartCalendarConnectionPayload>({ url: null }, async () => {
      const name = providerOf(String(provider ?? ''));
      return { url: await this.accounts.authorizationUrl(name, { practiceId: pro.practiceId, loginHint: pro.email, redirectUri: calendarReturnPath(name) }) };
    });
  }

  @Mutation(() => ConnectCalendarAccountPayload, { description: "Connects the calendar account the pro allowed on the provider's consent page (its code and state)" })
  connectCalendarAccount(
    @Context() ctx: RequestContext,
    @Args('provider') provider: string,
    @Args('code') code: string,
    @Args('state') state: string,
  ): Promise<ConnectCalendarAccountPayload> {
    const pro = requirePro(ctx);
    return asPayload<ConnectCalendarAccountPayload>({ connection: null }, async () => {
      const name = providerOf(String(provider ?? ''));
      const zone = (await this.practices.byId(pro.practiceId))?.timeZone ?? 'UTC';
      const context = newCommandContext(toEventActor(pro), this.clock.now(), originOf(ctx));
      const { events } = await this.commands.send(new ConnectCalendarAccountCommand(pro.practiceId, randomUUID(), name, String(code ?? ''), String(state ?? ''), zone, context));
      // A reconnection keeps the account's first profile id.
      const profileId = (events[0]?.data as { profileId?: string } | undefined)?.profileId;
      const profile = (await this.connections.byPractice(pro.practiceId))?.profiles.find((p) => p.profileId === profileId);
      return { connection: profile ? toCalendarConnection(profile) : null };
    });
  }
}
