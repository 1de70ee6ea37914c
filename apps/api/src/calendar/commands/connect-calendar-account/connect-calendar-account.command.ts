import { Command } from '@nestjs/cqrs';
import type { CalendarAccountProvider } from '#app/calendar';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';

/** The pro is back from the provider's consent page with its code and state. */
export class ConnectCalendarAccountCommand extends Command<CommandOutcome> {
  constructor(
    readonly practiceId: string,
    readonly profileId: string,
    readonly provider: CalendarAccountProvider,
    readonly code: string,
    readonly state: string,
    readonly timeZone: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
