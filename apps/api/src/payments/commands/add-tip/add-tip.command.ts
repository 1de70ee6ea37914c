import { Command } from '@nestjs/cqrs';
import type { AppointmentAccess } from '#app/appointments';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';

/** A tip chosen before paying, charged with the appointment's payment (addTipToAppointment). */
export class AddTipCommand extends Command<CommandOutcome> {
  constructor(
    readonly appointmentId: string,
    readonly access: AppointmentAccess,
    readonly tipAmountCents: number,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
