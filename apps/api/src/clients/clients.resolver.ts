// The directory and profile reads (spec 001 §2, §7): clients, client, viewPhone, and a client's
// past and upcoming appointments.
import { Inject } from '@nestjs/common';
import { Args, Context, ID, Int, Query, Resolver } from '@nestjs/graphql';
import { formatPhone } from '#app/clients';
import { findClients, lastAppointmentDate, type AppointmentDocument, type ClientAppointmentDocument } from '#projections';
import { requireReader } from '../access/require-actor.js';
import { Appointment } from '../appointments/appointment.models.js';
import { toAppointment } from '../appointments/appointment-view.js';
import type { RequestContext } from '../graphql/request-context.js';
import { Clock } from '../infrastructure/clock.js';
import type { Persistence } from '../infrastructure/persistence.js';
import { PERSISTENCE } from '../infrastructure/tokens.js';
import { clientNotFound, readableClient } from './client-access.js';
import { Client, ClientList, ViewPhone } from './client.models.js';
import { toClient } from './client-view.js';

const DEFAULT_PAST = 100;
const MAX_APPOINTMENTS = 500;

@Resolver(() => Client)
export class ClientsResolver {
  constructor(
    @Inject(PERSISTENCE) private readonly persistence: Persistence,
    private readonly clock: Clock,
  ) {}

  @Query(() => ClientList, { description: 'The practice directory: deleted clients excluded; search is a case-insensitive prefix of first, last or full name, e-mail, or phone digits' })
  async clients(
    @Context() ctx: RequestContext,
    @Args('search', { type: () => String, nullable: true }) search?: string,
    @Args('sortField', { type: () => String, nullable: true, description: 'fullName | lastName | email | phone | lastAppointmentDate' }) sortField?: string,
    @Args('sortOrder', { type: () => String, nullable: true, description: 'ASC | DESC' }) sortOrder?: string,
    @Args('limit', { type: () => Int, nullable: true, description: 'default 25, at most 500' }) limit?: number,
    @Args('offset', { type: () => Int, nullable: true }) offset?: number,
    @Args('practiceId', { type: () => ID, nullable: true, description: 'support accounts only' }) practiceId?: string,
  ): Promise<ClientList> {
    const reader = requireReader(ctx);
    const practice = reader.kind === 'pro' ? reader.practiceId : (practiceId ?? '').slice(0, 100);
    if (!practice) return { clients: [], totalCount: 0 };
    const { clients, totalCount } = await findClients(this.persistence.db, {
      practiceId: practice, search, sortField, sortOrder, limit, offset, now: this.clock.now(),
      knownMembers: this.persistence.db.kind === 'pglite' ? 300 : undefined,
    });
    return { clients: clients.map((c) => toClient(c, c.lastAppointmentDate)), totalCount };
  }

  @Query(() => Client, { nullable: true, description: "'Client not found' for unknown, malformed or other practices' ids" })
  async client(@Context() ctx: RequestContext, @Args('clientId', { type: () => ID }) clientId: string): Promise<Client> {
    const doc = await readableClient(this.persistence.documents, requireReader(ctx), clientId);
    if (!doc) throw clientNotFound();
    return toClient(doc, await lastAppointmentDate(this.persistence.db, doc.id, this.clock.now()));
  }

  @Query(() => ViewPhone, { description: 'id is a client id' })
  async viewPhone(@Context() ctx: RequestContext, @Args('id', { type: () => ID }) id: string): Promise<ViewPhone> {
    const doc = await readableClient(this.persistence.documents, requireReader(ctx), id);
    if (!doc) throw clientNotFound();
    return { formattedPhoneNumber: formatPhone(doc.phone, doc.phoneExtension), phoneNumber: doc.phone };
  }

  @Query(() => [Appointment], { description: 'Newest first; starts before now' })
  pastAppointments(
    @Context() ctx: RequestContext,
    @Args('clientId', { type: () => ID }) clientId: string,
    @Args('userId', { type: () => ID, nullable: true, description: 'accepted for the spec; the practice is the caller’s' }) _userId?: string,
    @Args('limit', { type: () => Int, nullable: true }) limit?: number,
  ): Promise<Appointment[]> {
    const now = this.clock.now();
    const count = Number.isSafeInteger(limit) && limit! > 0 ? Math.min(limit!, MAX_APPOINTMENTS) : DEFAULT_PAST;
    return this.appointmentsOf(ctx, clientId, { startsAt: { $lt: now.toISOString() } }, 'desc', count, now);
  }

  @Query(() => [Appointment], { description: 'Soonest first; starts now or later; not cancelled or declined' })
  upcomingAppointments(
    @Context() ctx: RequestContext,
    @Args('clientId', { type: () => ID }) clientId: string,
    @Args('userId', { type: () => ID, nullable: true }) _userId?: string,
  ): Promise<Appointment[]> {
    const now = this.clock.now();
    return this.appointmentsOf(ctx, clientId, { startsAt: { $gte: now.toISOString() }, state: { $in: ['pending', 'approved'] } }, 'asc', MAX_APPOINTMENTS, now);
  }

  private async appointmentsOf(ctx: RequestContext, clientId: string, when: object, order: 'asc' | 'desc', limit: number, now: Date): Promise<Appointment[]> {
    const doc = await readableClient(this.persistence.documents, requireReader(ctx), clientId);
    if (!doc) throw clientNotFound();
    const links = await this.persistence.documents.collection<ClientAppointmentDocument>('client_appointments').find({
      filter: { clientId: doc.id, practiceId: doc.practiceId, ...when },
      sort: [{ field: 'startsAt', order }],
      limit,
    });
    if (links.length === 0) return [];
    const docs = await this.persistence.documents
      .collection<AppointmentDocument>('appointments')
      .find({ filter: { practiceId: doc.practiceId, id: { $in: links.map((l) => l.id) } } });
    const byId = new Map(docs.map((d) => [d.id, d]));
    return links.flatMap((l) => (byId.has(l.id) ? [toAppointment(byId.get(l.id)!, now)] : []));
  }
}
