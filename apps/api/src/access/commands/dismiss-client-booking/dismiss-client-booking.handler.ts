import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { clientSignInDecider, clientSignInKey, clientSignInStreamId } from '#app/access';
import { handleCommand, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { DismissClientBookingCommand } from './dismiss-client-booking.command.js';

@CommandHandler(DismissClientBookingCommand)
export class DismissClientBookingHandler implements ICommandHandler<DismissClientBookingCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ email, appointmentId, bookingState, ctx }: DismissClientBookingCommand): Promise<CommandOutcome> {
    const command = { type: 'DismissBooking' as const, appointmentId, bookingState };
    return handleCommand(this.store, ctx, { streamId: clientSignInStreamId(clientSignInKey(email)), decider: clientSignInDecider, command, practiceId: null });
  }
}
