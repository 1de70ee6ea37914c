// markPaid / undoMarkPaid: load the appointment's money, decide, append (one stream).
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { appointmentStreamId } from '#app/appointments';
import { streamEvents } from '#app/es';
import { handleDecision, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { decideMarkPaid, decideUndoMarkPaid } from '#app/payments';
import { EVENT_STORE } from '#app/persistence';
import { loadPaymentContext } from '../payment-stream.js';
import { MarkPaidCommand, UndoMarkPaidCommand } from './mark-paid.commands.js';

@CommandHandler(MarkPaidCommand)
export class MarkPaidHandler implements ICommandHandler<MarkPaidCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ appointmentId, access, paidBy, note, ctx }: MarkPaidCommand): Promise<CommandOutcome> {
    return handleDecision(this.store, ctx, async (loader) => {
      const state = await loadPaymentContext(loader, appointmentId, access);
      return [streamEvents(appointmentStreamId(state.appointment.appointmentId), state.appointment.practiceId, decideMarkPaid(state, { paidBy, note }))];
    });
  }
}

@CommandHandler(UndoMarkPaidCommand)
export class UndoMarkPaidHandler implements ICommandHandler<UndoMarkPaidCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ appointmentId, access, ctx }: UndoMarkPaidCommand): Promise<CommandOutcome> {
    return handleDecision(this.store, ctx, async (loader) => {
      const state = await loadPaymentContext(loader, appointmentId, access);
      return [streamEvents(appointmentStreamId(state.appointment.appointmentId), state.appointment.practiceId, decideUndoMarkPaid(state))];
    });
  }
}
