import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';

/** updateSkills: the practice's keywords become these specialties, in this order (at most 50). */
export class UpdateSkillsCommand extends Command<CommandOutcome> {
  constructor(
    readonly practiceId: string,
    readonly skillIds: string[],
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
