import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';

/** moveSkills: the keywords in a new order, each with its 1-based position (parsed by the resolver). */
export class MoveSkillsCommand extends Command<CommandOutcome> {
  constructor(
    readonly practiceId: string,
    readonly positions: { skillId: string; position: number }[],
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
