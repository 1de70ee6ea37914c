import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';

/** viewPhone (spec 001 §7): records who viewed which client's phone, and when (ClientPhoneViewed). */
export class ViewPhoneCommand extends Command<CommandOutcome> {
  constructor(
    readonly practiceId: string,
    readonly clientId: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
