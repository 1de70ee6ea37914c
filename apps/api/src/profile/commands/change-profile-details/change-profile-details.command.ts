import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';
import type { ProfileDetailsCommand } from '#app/practice';

/** A change to the practice's public profile, by its own pro (or the demo seeder). */
export class ChangeProfileDetailsCommand extends Command<CommandOutcome> {
  constructor(
    readonly practiceId: string,
    readonly change: ProfileDetailsCommand,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
