import { Module } from '@nestjs/common';
import { AppointmentNotesResolver } from './appointment-notes.resolver.js';
import { ClientMutationsResolver } from './client-mutations.resolver.js';
import { ClientsResolver } from './clients.resolver.js';
import { AddClientNoteHandler } from './commands/add-client-note/add-client-note.handler.js';
import { CreateClientHandler } from './commands/create-client/create-client.handler.js';
import { DeleteClientHandler } from './commands/delete-client/delete-client.handler.js';
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
    AddClientNoteHandler,
    InviteClientsHandler,
  ],
})
export class ClientsModule {}
