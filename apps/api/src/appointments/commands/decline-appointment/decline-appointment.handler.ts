import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandOutcome } from '#app/es';
import type { Persistence } from '../../../infrastructure/persistence.js';
import { PERSISTENCE } from '../../../infrastructure/tokens.js';
import { changeAppointment } from '../change-appointment.js';
import { DeclineAppointmentCommand } from './decline-appointment.command.js';

@CommandHandler(DeclineAppointmentCommand)
export class DeclineAppointmentHandler implements ICommandHandler<DeclineAppointmentCommand, CommandOutcome> {
  constructor(@Inject(PERSISTENCE) private readonly persistence: Persistence) {}

  execute({ appointmentId, practiceId, ctx }: DeclineAppointmentCommand): Promise<CommandOutcome> {
    return changeAppointment(
      this.persistence.store,
      ctx,
      appointmentId,
      { by: 'pro', practiceId },
      { type: 'DeclineAppointment', appointmentId, now: ctx.now },
      true,
    );
  }
}
