import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandOutcome } from '#app/es';
import type { Persistence } from '../../../infrastructure/persistence.js';
import { PERSISTENCE } from '../../../infrastructure/tokens.js';
import { changeAppointment } from '../change-appointment.js';
import { CancelAppointmentCommand } from './cancel-appointment.command.js';

@CommandHandler(CancelAppointmentCommand)
export class CancelAppointmentHandler implements ICommandHandler<CancelAppointmentCommand, CommandOutcome> {
  constructor(@Inject(PERSISTENCE) private readonly persistence: Persistence) {}

  execute({ appointmentId, access, practitionerNote, ctx }: CancelAppointmentCommand): Promise<CommandOutcome> {
    return changeAppointment(
      this.persistence.store,
      ctx,
      appointmentId,
      access,
      {
        type: 'CancelAppointment',
        appointmentId,
        cancelledBy: access.by === 'pro' ? 'pro' : 'client',
        practitionerNote: access.by === 'pro' ? practitionerNote : null,
        now: ctx.now,
      },
      true,
    );
  }
}
