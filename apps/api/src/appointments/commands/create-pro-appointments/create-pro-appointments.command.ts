import { Command } from '@nestjs/cqrs';
import type { ProBookingInput } from '#app/appointments';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';

export interface ProBookingResult extends CommandOutcome {
  appointmentIds: string[];
  seriesId: string | null;
  /** The client booked for (new or existing). */
  clientId: string;
}

/** One appointment at a chosen time, or a recurring series from its pattern (see decideProBooking). */
export class CreateProAppointmentsCommand extends Command<ProBookingResult> {
  constructor(
    readonly input: ProBookingInput,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
