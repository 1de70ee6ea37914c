import { Command } from '@nestjs/cqrs';
import type { CalendarConnectionsCommand } from '#app/calendar';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';

/** The settings' changes that need no fetching: calendars on/off, conflict checking, write calendar, disconnect, the subscription link. */
export type CalendarConnectionsChange = Extract<
  CalendarConnectionsCommand,
  { type: 'UpdateCalendars' | 'SetConflictChecking' | 'ChooseWriteCalendar' | 'RemoveCalendarProfile' | 'CreateSubscriptionLink' | 'RevokeSubscriptionLink' }
>;

export class ChangeCalendarConnectionsCommand extends Command<CommandOutcome> {
  constructor(
    readonly change: CalendarConnectionsChange,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
