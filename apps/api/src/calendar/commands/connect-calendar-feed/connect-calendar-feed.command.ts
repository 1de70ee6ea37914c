import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';

export class ConnectCalendarFeedCommand extends Command<CommandOutcome> {
  constructor(
    readonly practiceId: string,
    readonly profileId: string,
    readonly feedUrl: string,
    /** The practice's zone: floating times and all-day dates are read in it. */
    readonly timeZone: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
