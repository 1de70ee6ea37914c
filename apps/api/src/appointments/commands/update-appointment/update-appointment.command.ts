import { Command } from '@nestjs/cqrs';
import type { AppointmentChanges } from '#app/appointments';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';

/** updateAppointmentV2 (see decideAppointmentUpdate). */
export class UpdateAppointmentCommand extends Command<CommandOutcome> {
  constructor(
    readonly appointmentId: string,
    readonly practiceId: string,
    readonly changes: AppointmentChanges,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
