import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';

export class RefreshCalendarFeedCommand extends Command<CommandOutcome> {
  constructor(
    readonly practiceId: string,
    readonly profileId: string,
    readonly feedUrl: string,
    readonly timeZone: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
