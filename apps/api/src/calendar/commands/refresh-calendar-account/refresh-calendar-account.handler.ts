// One calendar account's refresh: read its calendars, then record their busy times (only when
// they changed), or, when the provider refuses the grant, that the connection is errored (once;
// the pro must reconnect). Other failures (the provider unreachable) record nothing: the next
// pass tries again.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { calendarConnectionsDecider, calendarConnectionsStreamId, type AccountSnapshot, type RefreshOutcome } from '#app/calendar';
import { handleCommand, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { CALENDAR_ACCOUNTS, CalendarGrantRevokedError, type CalendarAccounts } from '#app/integrations';
import { EVENT_STORE } from '#app/persistence';
import { readAccount } from '../../account-snapshot.js';
import { RefreshCalendarAccountCommand } from './refresh-calendar-account.command.js';

@CommandHandler(RefreshCalendarAccountCommand)
export class RefreshCalendarAccountHandler implements ICommandHandler<RefreshCalendarAccountCommand, CommandOutcome> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CALENDAR_ACCOUNTS) private readonly accounts: CalendarAccounts,
  ) {}

  async execute({ practiceId, profileId, provider, grantId, timeZone, ctx }: RefreshCalendarAccountCommand): Promise<CommandOutcome> {
    const outcome: RefreshOutcome<AccountSnapshot> = await readAccount(this.accounts, provider, grantId, ctx.now, timeZone).then(
      (snapshot) => ({ ok: true as const, snapshot }),
      (error: unknown) => {
        if (!(error instanceof CalendarGrantRevokedError)) throw error;
        return { ok: false as const, failedAt: ctx.now.toISOString(), reason: error.reason };
      },
    );
    const command = { type: 'RecordAccountRefresh' as const, practiceId, profileId, outcome };
    return handleCommand(this.store, ctx, { streamId: calendarConnectionsStreamId(practiceId), decider: calendarConnectionsDecider, practiceId, command });
  }
}
