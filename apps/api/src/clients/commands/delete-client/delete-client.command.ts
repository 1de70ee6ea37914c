import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';

/** Soft delete: the client leaves the directory, the history stays, the e-mail and phone are freed. */
export class DeleteClientCommand extends Command<CommandOutcome> {
  constructor(
    readonly practiceId: string,
    readonly clientId: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
