import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';
import type { PersonalEventInput } from '#app/calendar';

export class SavePersonalEventCommand extends Command<CommandOutcome> {
  constructor(
    readonly input: PersonalEventInput,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
