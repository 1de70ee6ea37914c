import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';
import type { IntakeFormCommand } from '#app/intake-forms';

/** A save of the designer (the form with its save number, or the theme), by the practice's own pro. */
export class ChangeIntakeFormCommand extends Command<CommandOutcome> {
  constructor(
    readonly practiceId: string,
    readonly change: IntakeFormCommand,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
