import { Command } from '@nestjs/cqrs';
import type { CalendarAccountProvider } from '#app/calendar';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';

export class RefreshCalendarAccountCommand extends Command<CommandOutcome> {
  constructor(
    readonly practiceId: string,
    readonly profileId: string,
    readonly provider: CalendarAccountProvider,
    readonly grantId: string,
    readonly timeZone: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
