// removeAdjustment: the adjustment id names its appointment (adjustmentIdOf), so the decision
// loads that one stream; a refund made at the provider cannot be removed.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { appointmentStreamId } from '#app/appointments';
import { streamEvents } from '#app/es';
import { handleDecision, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { appointmentIdOfAdjustment, decideRemoveAdjustment } from '#app/payments';
import { EVENT_STORE } from '#app/persistence';
import { loadPaymentContext } from '../payment-stream.js';
import { RemoveAdjustmentCommand } from './adjustment.commands.js';

@CommandHandler(RemoveAdjustmentCommand)
export class RemoveAdjustmentHandler implements ICommandHandler<RemoveAdjustmentCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ adjustmentId, access, ctx }: RemoveAdjustmentCommand): Promise<CommandOutcome> {
    return handleDecision(this.store, ctx, async (loader) => {
      const state = await loadPaymentContext(loader, appointmentIdOfAdjustment(String(adjustmentId)), access);
      return [streamEvents(appointmentStreamId(state.appointment.appointmentId), state.appointment.practiceId, decideRemoveAdjustment(state, String(adjustmentId)))];
    });
  }
}
