import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';
import type { PracticeCommand } from '#app/practice';

/** A change to the practice's offerings or settings, by its own pro (or the demo seeder). */
export class ChangePracticeCommand extends Command<CommandOutcome> {
  constructor(
    readonly practiceId: string,
    readonly change: Exclude<PracticeCommand, { type: 'CreatePractice' }>,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
