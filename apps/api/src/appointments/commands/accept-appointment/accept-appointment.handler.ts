import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandOutcome } from '#app/es';
import type { Persistence } from '../../../infrastructure/persistence.js';
import { PERSISTENCE } from '../../../infrastructure/tokens.js';
import { changeAppointment } from '../change-appointment.js';
import { AcceptAppointmentCommand } from './accept-appointment.command.js';

@CommandHandler(AcceptAppointmentCommand)
export class AcceptAppointmentHandler implements ICommandHandler<AcceptAppointmentCommand, CommandOutcome> {
  constructor(@Inject(PERSISTENCE) private readonly persistence: Persistence) {}

  execute({ appointmentId, practiceId, ctx }: AcceptAppointmentCommand): Promise<CommandOutcome> {
    return changeAppointment(
      this.persistence.store,
      ctx,
      appointmentId,
      { by: 'pro', practiceId },
      { type: 'AcceptAppointment', appointmentId, now: ctx.now },
      false,
    );
  }
}
