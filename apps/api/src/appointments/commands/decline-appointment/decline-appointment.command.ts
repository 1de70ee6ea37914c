import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';

export class DeclineAppointmentCommand extends Command<CommandOutcome> {
  constructor(
    readonly appointmentId: string,
    readonly practiceId: string,
    readonly ctx: CommandContext,
    /** The pro's words to the client, if any. */
    readonly reason: string | null = null,
  ) {
    super();
  }
}
