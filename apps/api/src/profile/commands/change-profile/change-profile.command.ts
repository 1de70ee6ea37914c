import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';
import type { ProfileCommand } from '#app/practice';

/** A change to the practice's public profile, by its own pro (or the demo seeder). */
export class ChangeProfileCommand extends Command<CommandOutcome> {
  constructor(
    readonly practiceId: string,
    readonly change: ProfileCommand,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
