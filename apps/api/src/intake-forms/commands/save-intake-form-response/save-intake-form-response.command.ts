import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';

/** saveIntakeFormResponse: the client's answers to the form their link (uniqueId) brought them. */
export class SaveIntakeFormResponseCommand extends Command<CommandOutcome> {
  constructor(
    /** Whose stream holds the send (the read model says; the stream decides). */
    readonly practiceId: string,
    readonly clientId: string,
    readonly uniqueId: string,
    readonly formData: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
