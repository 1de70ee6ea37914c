import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';
import type { ProfileCommand } from '#app/profile';

/** Any change of a practice's profile extras (credentials, gallery, completed modal), decided by the profile decider. */
export class ChangeProfileCommand extends Command<CommandOutcome> {
  constructor(
    readonly command: ProfileCommand,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
