import { Command } from '@nestjs/cqrs';
import type { CommandContext, CommandOutcome } from '#app/es';

export interface RequestAppointmentInput {
  practiceId: string;
  serviceId: string;
  locationId: string;
  startsAt: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  variationId?: string | null;
  addOnServiceIds?: string[] | null;
}

export interface RequestAppointmentResult extends CommandOutcome {
  appointmentId: string;
  instantActionToken: string;
  state: 'pending' | 'approved';
}

export class RequestAppointmentCommand extends Command<RequestAppointmentResult> {
  constructor(
    readonly input: RequestAppointmentInput,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
