import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { changeAppointment } from '../change-appointment.js';
import { DeclineAppointmentCommand } from './decline-appointment.command.js';

@CommandHandler(DeclineAppointmentCommand)
export class DeclineAppointmentHandler implements ICommandHandler<DeclineAppointmentCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ appointmentId, practiceId, ctx, reason }: DeclineAppointmentCommand): Promise<CommandOutcome> {
    return changeAppointment(
      this.store,
      ctx,
      appointmentId,
      { by: 'pro', practiceId },
      { type: 'DeclineAppointment', appointmentId, reason, now: ctx.now },
      true,
    );
  }
}
