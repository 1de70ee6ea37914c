import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';

/** The client user removes a booking the pro declined from Your Bookings. */
export class DismissClientBookingCommand extends Command<CommandOutcome> {
  constructor(
    readonly email: string,
    readonly appointmentId: string,
    /** The booking's state in the client user's bookings (the resolver checked it is theirs). */
    readonly bookingState: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
