// Records ConfirmationResent on the appointment; a messaging reaction sends the confirmation
// (by e-mail, or by text: SendTextWhenConfirmationIsResent) and records it (its id derives from
// this new event, so it is distinct from the first confirmation).
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { changeAppointment } from '../change-appointment.js';
import { ResendConfirmationCommand } from './resend-confirmation.command.js';

@CommandHandler(ResendConfirmationCommand)
export class ResendConfirmationHandler implements ICommandHandler<ResendConfirmationCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ appointmentId, practiceId, sendTo, ctx }: ResendConfirmationCommand): Promise<CommandOutcome> {
    return changeAppointment(
      this.store,
      ctx,
      appointmentId,
      { by: 'pro', practiceId },
      { type: 'ResendConfirmation', appointmentId, sendTo, now: ctx.now },
      false,
    );
  }
}
