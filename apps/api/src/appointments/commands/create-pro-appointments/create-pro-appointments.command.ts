import { Command } from '@nestjs/cqrs';
import type { ProServiceInput } from '#app/appointments';
import type { ClientInput } from '#app/clients';
import type { CommandContext, CommandOutcome } from '#app/es';

/** One appointment at a chosen time, or a recurring series from its pattern. */
export type ProBookingTimes =
  | { kind: 'single'; startsAt: string; endsAt: string }
  | { kind: 'series'; recurringStartTimes: string[]; recurrencePattern: string; duration: number };

export interface ProBookingInput {
  practiceId: string;
  services: ProServiceInput[];
  locationId: string;
  clientId?: string | null;
  newClient?: ClientInput | null;
  practitionerNote?: string | null;
  times: ProBookingTimes;
}

export interface ProBookingResult extends CommandOutcome {
  appointmentIds: string[];
  seriesId: string | null;
}

export class CreateProAppointmentsCommand extends Command<ProBookingResult> {
  constructor(
    readonly input: ProBookingInput,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
