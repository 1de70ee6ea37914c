// Cancelling from Your Bookings (spec 000 §4): a signed-in client cancels a pending request (the
// appointment is cancelled, as through its link) or removes one the pro declined (unavailable:
// the appointment stays declined; only their list changes). Other bookings cannot be cancelled here.
import { Injectable } from '@nestjs/common';
import { ClientSignInMessages } from '#app/access';
import { DomainError, NotFoundError, type CommandContext } from '#app/es';
import { ClientBookingsQuery, ClientsQuery } from '#projections';
import { DismissClientBookingCommand } from '../access/commands/dismiss-client-booking/dismiss-client-booking.command.js';
import type { ClientUser } from '../access/client-sessions.js';
import { CancelAppointmentCommand } from '../appointments/commands/cancel-appointment/cancel-appointment.command.js';
import { CommandSender } from '../infrastructure/command-sender.js';

@Injectable()
export class ClientBookingCancellation {
  constructor(
    private readonly clients: ClientsQuery,
    private readonly bookings: ClientBookingsQuery,
    private readonly commands: CommandSender,
  ) {}

  async cancel(user: ClientUser, appointmentId: string, ctx: (clientId: string) => CommandContext): Promise<void> {
    const records = await this.clients.ofClientUser(user.email);
    const booking = typeof appointmentId === 'string' ? await this.bookings.ofClients(appointmentId, records.map((r) => r.id)) : null;
    if (!booking) throw new NotFoundError(ClientSignInMessages.bookingNotFound);
    if (booking.state === 'pending') {
      await this.commands.send(new CancelAppointmentCommand(booking.id, { by: 'token', instantActionToken: booking.instantActionToken }, null, ctx(booking.clientId)));
      return;
    }
    if (booking.state !== 'declined') throw new DomainError(ClientSignInMessages.cannotCancel);
    await this.commands.send(new DismissClientBookingCommand(user.email, booking.id, booking.state, ctx(booking.clientId)));
  }
}
