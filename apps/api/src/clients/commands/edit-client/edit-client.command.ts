import { Command } from '@nestjs/cqrs';
import type { ClientInput } from '#app/clients';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';

/** Changes a client's profile; a changed e-mail or phone moves its claim. */
export class EditClientCommand extends Command<CommandOutcome> {
  constructor(
    readonly practiceId: string,
    readonly clientId: string,
    readonly input: ClientInput,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
