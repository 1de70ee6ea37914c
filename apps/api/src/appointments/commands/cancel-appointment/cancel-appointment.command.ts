import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';
import type { AppointmentAccess } from '#app/appointments';

/** Cancelled by the pro (practice access) or by the client (token access). */
export class CancelAppointmentCommand extends Command<CommandOutcome> {
  constructor(
    readonly appointmentId: string,
    readonly access: AppointmentAccess,
    readonly practitionerNote: string | null,
    readonly ctx: CommandContext,
    /** This and all following live occurrences of its recurring series (the pro only). */
    readonly cancelRecurringSeries = false,
  ) {
    super();
  }
}
