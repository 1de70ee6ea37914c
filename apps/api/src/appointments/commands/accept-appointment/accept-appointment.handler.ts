import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { changeAppointment } from '../change-appointment.js';
import { AcceptAppointmentCommand } from './accept-appointment.command.js';

@CommandHandler(AcceptAppointmentCommand)
export class AcceptAppointmentHandler implements ICommandHandler<AcceptAppointmentCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ appointmentId, practiceId, ctx }: AcceptAppointmentCommand): Promise<CommandOutcome> {
    return changeAppointment(
      this.store,
      ctx,
      appointmentId,
      { by: 'pro', practiceId },
      { type: 'AcceptAppointment', appointmentId, now: ctx.now },
      false,
    );
  }
}
