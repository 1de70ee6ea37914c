import { Command } from '@nestjs/cqrs';
import type { ProServiceInput } from '#app/appointments';
import type { CommandContext, CommandOutcome } from '#app/es';

/** updateAppointmentV2: a field left out (undefined or null) stays as it is. */
export interface AppointmentChanges {
  services?: ProServiceInput[] | null;
  locationId?: string | null;
  startsAt?: string | null;
  endsAt?: string | null;
  practitionerNote?: string | null;
  rescheduleRecurringSeries?: boolean | null;
}

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
