// updateCronofyCalendars, conflict checking, updateCronofyClient and removeCronofyProfile: each
// decided on the practice's calendar connections stream.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { calendarConnectionsDecider, calendarConnectionsStreamId } from '#app/calendar';
import { handleCommand, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { ChangeCalendarConnectionsCommand } from './change-calendar-connections.command.js';

@CommandHandler(ChangeCalendarConnectionsCommand)
export class ChangeCalendarConnectionsHandler implements ICommandHandler<ChangeCalendarConnectionsCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ change, ctx }: ChangeCalendarConnectionsCommand): Promise<CommandOutcome> {
    const { practiceId } = change;
    return handleCommand(this.store, ctx, { streamId: calendarConnectionsStreamId(practiceId), decider: calendarConnectionsDecider, practiceId, command: change });
  }
}
