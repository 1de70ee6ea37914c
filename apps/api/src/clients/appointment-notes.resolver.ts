// Appointment.notes: the client's notes about that appointment (noteType 'appointment'), for the
// pro's portal. Other readers (none today) get no notes.
import { Inject } from '@nestjs/common';
import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { ClientDocument } from '#projections';
import { actorOf, canRead } from '../access/require-actor.js';
import { Appointment } from '../appointments/appointment.models.js';
import type { RequestContext } from '../graphql/request-context.js';
import type { Persistence } from '../infrastructure/persistence.js';
import { PERSISTENCE } from '../infrastructure/tokens.js';
import { ClientNote } from './client.models.js';
import { toNote } from './client-view.js';

@Resolver(() => Appointment)
export class AppointmentNotesResolver {
  constructor(@Inject(PERSISTENCE) private readonly persistence: Persistence) {}

  @ResolveField('notes', () => [ClientNote], { description: "The client's notes on this appointment, oldest first" })
  async notes(@Context() ctx: RequestContext, @Parent() appointment: Appointment): Promise<ClientNote[]> {
    const actor = actorOf(ctx);
    if (actor.kind === 'visitor' || !canRead(actor, appointment.practiceId)) return [];
    const clientId = appointment.client?.clientId;
    if (!clientId) return [];
    const doc = await this.persistence.documents.collection<ClientDocument>('clients').get(clientId);
    if (!doc || doc.practiceId !== appointment.practiceId) return [];
    return doc.notes.filter((n) => n.noteType === 'appointment' && n.appointmentId === appointment.id).map(toNote);
  }
}
