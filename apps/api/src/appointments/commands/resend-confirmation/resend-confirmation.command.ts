import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';

/** resendProAppointmentConfirmation: 'email' or 'sms' (the confirmation again). */
export class ResendConfirmationCommand extends Command<CommandOutcome> {
  constructor(
    readonly appointmentId: string,
    readonly practiceId: string,
    readonly sendTo: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
