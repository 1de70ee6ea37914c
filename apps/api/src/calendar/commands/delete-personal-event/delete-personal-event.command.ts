import { Command } from '@nestjs/cqrs';
import type { CommandContext, CommandOutcome } from '#app/es';

export class DeletePersonalEventCommand extends Command<CommandOutcome> {
  constructor(
    readonly personalEventId: string,
    readonly practiceId: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
