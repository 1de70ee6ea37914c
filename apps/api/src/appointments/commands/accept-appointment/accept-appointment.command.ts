import { Command } from '@nestjs/cqrs';
import type { CommandContext, CommandOutcome } from '#app/es';

export class AcceptAppointmentCommand extends Command<CommandOutcome> {
  constructor(
    readonly appointmentId: string,
    readonly practiceId: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
