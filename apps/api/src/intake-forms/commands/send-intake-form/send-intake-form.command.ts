import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';

/** sendIntakeForm: e-mails the client a link to the practice's intake form (/m/intake/{uniqueId}). */
export class SendIntakeFormCommand extends Command<CommandOutcome> {
  constructor(
    readonly practiceId: string,
    readonly clientId: string,
    /** Unguessable: drawn by the caller, so a retried command sends the same link. */
    readonly uniqueId: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
