// A calendar account's connection (Google, Microsoft): exchange the consent page's code for a
// grant, read the account's calendars, then record the connection with its first busy times (or
// the reconnection of the same account after an error). Denied access connects nothing.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { calendarConnectionsDecider, calendarConnectionsStreamId } from '#app/calendar';
import { DomainError } from '#app/es';
import { handleCommand, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { CALENDAR_ACCOUNTS, CalendarAccountError, CalendarAccountMessages, CalendarGrantRevokedError, type CalendarAccounts } from '#app/integrations';
import { EVENT_STORE } from '#app/persistence';
import { readAccount } from '../../account-snapshot.js';
import { ConnectCalendarAccountCommand } from './connect-calendar-account.command.js';

@CommandHandler(ConnectCalendarAccountCommand)
export class ConnectCalendarAccountHandler implements ICommandHandler<ConnectCalendarAccountCommand, CommandOutcome> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CALENDAR_ACCOUNTS) private readonly accounts: CalendarAccounts,
  ) {}

  async execute({ practiceId, profileId, provider, code, state, timeZone, ctx }: ConnectCalendarAccountCommand): Promise<CommandOutcome> {
    const grant = await this.accounts.finish(provider, { practiceId, code, state, now: ctx.now }).catch(refused);
    if (!grant) throw new DomainError(CalendarAccountMessages.denied);
    const snapshot = await readAccount(this.accounts, provider, grant.grantId, ctx.now, timeZone).catch(refused);
    const command = {
      type: 'ConnectCalendarAccount' as const,
      practiceId,
      profileId,
      providerName: provider,
      accountId: grant.accountId,
      profileName: grant.accountName,
      grantId: grant.grantId,
      snapshot,
    };
    try {
      return await handleCommand(this.store, ctx, { streamId: calendarConnectionsStreamId(practiceId), decider: calendarConnectionsDecider, practiceId, command });
    } catch (error) {
      // Refused (already connected, too many): the grant is not kept.
      await this.accounts.forget(provider, grant.grantId).catch(() => undefined);
      throw error;
    }
  }
}

const refused = (error: unknown): never => {
  if (error instanceof CalendarAccountError) throw new DomainError(error.message);
  if (error instanceof CalendarGrantRevokedError) throw new DomainError(CalendarAccountMessages.invalidReturn);
  throw error;
};
