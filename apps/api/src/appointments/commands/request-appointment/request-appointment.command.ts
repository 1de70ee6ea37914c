import { Command } from '@nestjs/cqrs';
import type { RequestAppointmentInput } from '#app/appointments';
import type { BusyInterval } from '#app/availability';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';

export interface RequestAppointmentResult extends CommandOutcome {
  appointmentId: string;
  instantActionToken: string;
  state: 'pending' | 'approved';
}

/** A visitor's booking from the public page (see decideBookingRequest). */
export class RequestAppointmentCommand extends Command<RequestAppointmentResult> {
  constructor(
    readonly input: RequestAppointmentInput,
    readonly ctx: CommandContext,
    /** Busy time in the pro's connected calendars around the request (read by the caller). */
    readonly externalBusy: readonly BusyInterval[] = [],
  ) {
    super();
  }
}
