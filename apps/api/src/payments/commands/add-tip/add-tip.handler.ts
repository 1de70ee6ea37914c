// addTipToAppointment: load, decideAddTip, append.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { appointmentStreamId } from '#app/appointments';
import { streamEvents } from '#app/es';
import { handleDecision, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { decideAddTip } from '#app/payments';
import { EVENT_STORE } from '#app/persistence';
import { loadPaymentContext } from '../payment-stream.js';
import { AddTipCommand } from './add-tip.command.js';

@CommandHandler(AddTipCommand)
export class AddTipHandler implements ICommandHandler<AddTipCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ appointmentId, access, tipAmountCents, ctx }: AddTipCommand): Promise<CommandOutcome> {
    return handleDecision(this.store, ctx, async (loader) => {
      const state = await loadPaymentContext(loader, appointmentId, access);
      return [streamEvents(appointmentStreamId(state.appointment.appointmentId), state.appointment.practiceId, decideAddTip(state, tipAmountCents))];
    });
  }
}
