// The pro's changes to clients (spec 001 §7): createClient, editClient, deleteClient, addNote,
// inviteClients and viewPhone (recorded: who viewed which phone when), each a command answered
// after the read models have caught up.
import { Inject } from '@nestjs/common';
import { Args, Context, ID, Mutation, Resolver } from '@nestjs/graphql';
import { randomUUID } from 'node:crypto';
import { ClientMessages, formatPhone, type ClientInput, type NoteType } from '#app/clients';
import { DomainError, newCommandContext, NotFoundError } from '#app/es';
import { ClientsQuery, lastAppointmentDate, type ClientDocument } from '#projections';
import { requirePro, type ProActor } from '../access/require-actor.js';
import { toEventActor } from '../access/session-actor.js';
import { asPayload, MutationResult } from '../graphql/payloads.js';
import { originOf, type RequestContext } from '../graphql/request-context.js';
import { Clock } from '../infrastructure/clock.js';
import { CommandSender } from '../infrastructure/command-sender.js';
import { DATABASE } from '#app/persistence';
import type { SqlClient } from '#app/postgres';
import { isClientId } from './client-access.js';
import { ClientPayload, EditClientInput, InviteClientsPayload, NewClientInput, NotePayload, ViewPhone } from './client.models.js';
import { toClient, toNote } from './client-view.js';
import { AddClientNoteCommand } from './commands/add-client-note/add-client-note.command.js';
import { CreateClientCommand } from './commands/create-client/create-client.command.js';
import { DeleteClientCommand } from './commands/delete-client/delete-client.command.js';
import { EditClientCommand } from './commands/edit-client/edit-client.command.js';
import { InviteClientsCommand } from './commands/invite-clients/invite-clients.command.js';
import { ViewPhoneCommand } from './commands/view-phone/view-phone.command.js';

/** Only the fields the caller sent (GraphQL leaves unsent ones undefined). */
const inputOf = (input: NewClientInput | EditClientInput): ClientInput =>
  Object.fromEntries(Object.entries(input ?? {}).filter(([, value]) => value !== undefined)) as ClientInput;

@Resolver()
export class ClientMutationsResolver {
  constructor(
    @Inject(DATABASE) private readonly db: SqlClient,
    private readonly clients: ClientsQuery,
    private readonly commands: CommandSender,
    private readonly clock: Clock,
  ) {}

  private context(ctx: RequestContext, pro: ProActor) {
    return newCommandContext(toEventActor(pro), this.clock.now(), originOf(ctx));
  }

  private async clientDoc(clientId: string): Promise<ClientDocument> {
    const doc = await this.clients.byId(clientId);
    if (!doc) throw new NotFoundError(ClientMessages.notFound);
    return doc;
  }

  private checkedId(clientId: string): string {
    if (!isClientId(clientId)) throw new NotFoundError(ClientMessages.notFound);
    return clientId;
  }

  @Mutation(() => ClientPayload)
  createClient(@Context() ctx: RequestContext, @Args('client', { type: () => NewClientInput }) client: NewClientInput): Promise<ClientPayload> {
    const pro = requirePro(ctx);
    return asPayload({ client: null }, async () => {
      const clientId = randomUUID();
      await this.commands.send(new CreateClientCommand(pro.practiceId, clientId, inputOf(client), this.context(ctx, pro)));
      return { client: toClient(await this.clientDoc(clientId), null) };
    });
  }

  @Mutation(() => ClientPayload)
  editClient(
    @Context() ctx: RequestContext,
    @Args('clientId', { type: () => ID }) clientId: string,
    @Args('client', { type: () => EditClientInput }) client: EditClientInput,
  ): Promise<ClientPayload> {
    const pro = requirePro(ctx);
    return asPayload({ client: null }, async () => {
      const { notes: _notes, ...changes } = inputOf(client); // notes are added with addNote
      await this.commands.send(new EditClientCommand(pro.practiceId, this.checkedId(clientId), changes, this.context(ctx, pro)));
      const doc = await this.clientDoc(clientId);
      return { client: toClient(doc, await lastAppointmentDate(this.db, clientId, this.clock.now())) };
    });
  }

  @Mutation(() => MutationResult)
  deleteClient(@Context() ctx: RequestContext, @Args('clientId', { type: () => ID }) clientId: string): Promise<MutationResult> {
    const pro = requirePro(ctx);
    return asPayload({}, async () => {
      await this.commands.send(new DeleteClientCommand(pro.practiceId, this.checkedId(clientId), this.context(ctx, pro)));
      return {};
    });
  }

  @Mutation(() => NotePayload)
  addNote(
    @Context() ctx: RequestContext,
    @Args('text', { type: () => String }) text: string,
    @Args('clientId', { type: () => ID }) clientId: string,
    @Args('noteType', { type: () => String, nullable: true, description: "'client' (default) or 'appointment'" }) noteType?: string,
    @Args('appointmentId', { type: () => ID, nullable: true }) appointmentId?: string,
  ): Promise<NotePayload> {
    const pro = requirePro(ctx);
    return asPayload({ note: null }, async () => {
      const noteId = randomUUID();
      const note = { noteId, text, noteType: (noteType ?? 'client') as NoteType, appointmentId: appointmentId ?? null };
      await this.commands.send(new AddClientNoteCommand(pro.practiceId, this.checkedId(clientId), note, this.context(ctx, pro)));
      const saved = (await this.clientDoc(clientId)).notes.find((n) => n.id === noteId);
      if (!saved) throw new DomainError('The note was saved but could not be read back. Please reload.');
      return { note: toNote(saved) };
    });
  }

  @Mutation(() => InviteClientsPayload)
  inviteClients(@Context() ctx: RequestContext, @Args('clients', { type: () => [NewClientInput] }) clients: NewClientInput[]): Promise<InviteClientsPayload> {
    const pro = requirePro(ctx);
    return asPayload({ invitedCount: 0, erroredClients: [] }, async () => {
      const { invitedCount, erroredClients } = await this.commands.send(new InviteClientsCommand(pro.practiceId, clients.map(inputOf), this.context(ctx, pro)));
      return { invitedCount, erroredClients };
    });
  }

  @Mutation(() => ViewPhone, { description: "id is a client id; records who viewed the phone and when. 'Client not found' for unknown or other practices' clients" })
  async viewPhone(@Context() ctx: RequestContext, @Args('id', { type: () => ID }) id: string): Promise<ViewPhone> {
    const pro = requirePro(ctx);
    await this.commands.send(new ViewPhoneCommand(pro.practiceId, this.checkedId(id), this.context(ctx, pro)));
    const doc = await this.clientDoc(id);
    return { formattedPhoneNumber: formatPhone(doc.phone, doc.phoneExtension), phoneNumber: doc.phone };
  }
}
