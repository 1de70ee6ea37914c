import { Command } from '@nestjs/cqrs';
import type { AppointmentAccess } from '#app/appointments';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';

/** detachPaymentMethodPractice: the client removes their saved card with the practice. */
export class DetachCardCommand extends Command<CommandOutcome> {
  constructor(
    readonly appointmentId: string,
    readonly access: AppointmentAccess,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
