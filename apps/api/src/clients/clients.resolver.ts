// The directory and profile reads (spec 001 §2, §7): clients, client, and a client's
// past and upcoming appointments.
import { Inject } from '@nestjs/common';
import { Args, Context, ID, Int, Query, Resolver } from '@nestjs/graphql';
import { AppointmentsQuery, ClientAppointmentsQuery, ClientsQuery, findClients, lastAppointmentDate } from '#projections';
import { requireReader } from '../access/require-actor.js';
import { Appointment } from '../appointments/appointment.models.js';
import { toAppointment } from '../appointments/appointment-view.js';
import type { RequestContext } from '../graphql/request-context.js';
import { Clock } from '../infrastructure/clock.js';
import { DATABASE } from '#app/persistence';
import type { SqlClient } from '#app/postgres';
import { clientNotFound, readableClient } from './client-access.js';
import { Client, ClientList } from './client.models.js';
import { toClient } from './client-view.js';

const DEFAULT_PAST = 100;
const MAX_APPOINTMENTS = 500;

@Resolver(() => Client)
export class ClientsResolver {
  constructor(
    @Inject(DATABASE) private readonly db: SqlClient,
    private readonly clientDocs: ClientsQuery,
    private readonly appointments: AppointmentsQuery,
    private readonly clientAppointments: ClientAppointmentsQuery,
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
    const { clients, totalCount } = await findClients(this.db, {
      practiceId: practice, search, sortField, sortOrder, limit, offset, now: this.clock.now(),
      knownMembers: this.db.kind === 'pglite' ? 300 : undefined,
    });
    return { clients: clients.map((c) => toClient(c, c.lastAppointmentDate)), totalCount };
  }

  @Query(() => Client, { nullable: true, description: "'Client not found' for unknown, malformed or other practices' ids" })
  async client(@Context() ctx: RequestContext, @Args('clientId', { type: () => ID }) clientId: string): Promise<Client> {
    const doc = await readableClient(this.clientDocs, requireReader(ctx), clientId);
    if (!doc) throw clientNotFound();
    return toClient(doc, await lastAppointmentDate(this.db, doc.id, this.clock.now()));
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
    return this.appointmentsOf(ctx, clientId, 'past', count, now);
  }

  @Query(() => [Appointment], { description: 'Soonest first; starts now or later; not cancelled or unavailable' })
  upcomingAppointments(
    @Context() ctx: RequestContext,
    @Args('clientId', { type: () => ID }) clientId: string,
    @Args('userId', { type: () => ID, nullable: true }) _userId?: string,
  ): Promise<Appointment[]> {
    const now = this.clock.now();
    return this.appointmentsOf(ctx, clientId, 'upcoming', MAX_APPOINTMENTS, now);
  }

  private async appointmentsOf(ctx: RequestContext, clientId: string, which: 'past' | 'upcoming', limit: number, now: Date): Promise<Appointment[]> {
    const doc = await readableClient(this.clientDocs, requireReader(ctx), clientId);
    if (!doc) throw clientNotFound();
    const links = await this.clientAppointments[which](doc, now, limit);
    const docs = await this.appointments.ofPracticeByIds(doc.practiceId, links.map((l) => l.id));
    return docs.map((d) => toAppointment(d, now));
  }
}
