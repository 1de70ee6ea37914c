// Records ConfirmationResent on the appointment; the messaging reaction sends the confirmation
// e-mail for it and records a new EmailSent (its id derives from this new event, so it is distinct).
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandOutcome } from '#app/es';
import type { Persistence } from '../../../infrastructure/persistence.js';
import { PERSISTENCE } from '../../../infrastructure/tokens.js';
import { changeAppointment } from '../change-appointment.js';
import { ResendConfirmationCommand } from './resend-confirmation.command.js';

@CommandHandler(ResendConfirmationCommand)
export class ResendConfirmationHandler implements ICommandHandler<ResendConfirmationCommand, CommandOutcome> {
  constructor(@Inject(PERSISTENCE) private readonly persistence: Persistence) {}

  execute({ appointmentId, practiceId, sendTo, ctx }: ResendConfirmationCommand): Promise<CommandOutcome> {
    return changeAppointment(
      this.persistence.store,
      ctx,
      appointmentId,
      { by: 'pro', practiceId },
      { type: 'ResendConfirmation', appointmentId, sendTo, now: ctx.now },
      false,
    );
  }
}
