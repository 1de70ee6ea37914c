import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';

export class DeletePersonalEventCommand extends Command<CommandOutcome> {
  constructor(
    readonly personalEventId: string,
    readonly practiceId: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
