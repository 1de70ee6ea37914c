// Appointment.notes: the client's notes about that appointment (noteType 'appointment'), for the
// pro's portal. Other readers (none today) get no notes.
import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { ClientsQuery, type ClientDocument } from '#projections';
import { actorOf, canRead } from '../access/require-actor.js';
import { Appointment } from '../appointments/appointment.models.js';
import type { RequestContext } from '../graphql/request-context.js';
import { ClientNote } from './client.models.js';
import { toNote } from './client-view.js';

// A calendar lists many appointments of few clients: each client's document is read once per request.
const perRequest = new WeakMap<object, Map<string, Promise<ClientDocument | null>>>();

@Resolver(() => Appointment)
export class AppointmentNotesResolver {
  constructor(private readonly clients: ClientsQuery) {}

  private clientOnce(ctx: RequestContext, clientId: string): Promise<ClientDocument | null> {
    const cache = perRequest.get(ctx.req) ?? new Map<string, Promise<ClientDocument | null>>();
    perRequest.set(ctx.req, cache);
    if (!cache.has(clientId)) cache.set(clientId, this.clients.byId(clientId));
    return cache.get(clientId)!;
  }

  @ResolveField('notes', () => [ClientNote], { description: "The client's notes on this appointment, oldest first" })
  async notes(@Context() ctx: RequestContext, @Parent() appointment: Appointment): Promise<ClientNote[]> {
    const actor = actorOf(ctx);
    if (actor.kind === 'visitor' || !canRead(actor, appointment.practiceId)) return [];
    const clientId = appointment.client?.clientId;
    if (!clientId) return [];
    const doc = await this.clientOnce(ctx, clientId);
    if (!doc || doc.practiceId !== appointment.practiceId) return [];
    return doc.notes.filter((n) => n.noteType === 'appointment' && n.appointmentId === appointment.id).map(toNote);
  }
}
