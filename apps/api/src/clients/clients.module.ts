import { ClientBookingCancellation } from './client-booking-cancellation.js';
import { ClientBookingsResolver } from './client-bookings.resolver.js';
import { Module } from '@nestjs/common';
import { AppointmentNotesResolver } from './appointment-notes.resolver.js';
import { ClientMutationsResolver } from './client-mutations.resolver.js';
import { ClientsResolver } from './clients.resolver.js';
import { AddClientNoteHandler } from './commands/add-client-note/add-client-note.handler.js';
import { CreateClientHandler } from './commands/create-client/create-client.handler.js';
import { DeleteClientHandler } from './commands/delete-client/delete-client.handler.js';
import { ViewPhoneHandler } from './commands/view-phone/view-phone.handler.js';
import { EditClientHandler } from './commands/edit-client/edit-client.handler.js';
import { InviteClientsHandler } from './commands/invite-clients/invite-clients.handler.js';

@Module({
  providers: [
    ClientsResolver,
    ClientMutationsResolver,
    AppointmentNotesResolver,
    CreateClientHandler,
    EditClientHandler,
    DeleteClientHandler,
    ViewPhoneHandler,
    AddClientNoteHandler,
    InviteClientsHandler,
    ClientBookingsResolver,
    ClientBookingCancellation,
  ],
})
export class ClientsModule {}
