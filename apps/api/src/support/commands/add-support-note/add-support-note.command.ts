import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';

/** addSupportNote: an internal note on an appointment, by support (the pro never sees it). */
export class AddSupportNoteCommand extends Command<CommandOutcome & { practiceId: string }> {
  constructor(
    readonly appointmentId: string,
    readonly note: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
