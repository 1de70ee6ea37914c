import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';

/** deleteSkills: one keyword leaves the practice's list (its endorsements stay on the reviews). */
export class DeleteSkillCommand extends Command<CommandOutcome> {
  constructor(
    readonly practiceId: string,
    readonly skillId: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
