import { Command } from '@nestjs/cqrs';
import type { ClientInput } from '#app/clients';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';

/** The pro's Create client form: a new client of the pro's practice with its e-mail and phone claimed. */
export class CreateClientCommand extends Command<CommandOutcome> {
  constructor(
    readonly practiceId: string,
    readonly clientId: string,
    readonly input: ClientInput,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
