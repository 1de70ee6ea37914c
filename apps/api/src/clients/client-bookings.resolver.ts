// Your Bookings for a signed-in client (spec 000 §2.1, §7 ClientBookings, BookingCard,
// TransactionCard, clientCancel): the bookings of every client record with the client user's
// e-mail, across practices. Nothing here is reachable without the client's session.
import { UseGuards } from '@nestjs/common';
import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { newCommandContext } from '#app/es';
import { ClientBookingsQuery, ClientsQuery, PracticesQuery, type ClientBookingDocument, type PracticeDocument } from '#projections';
import { requireClientUser } from '../access/client-sessions.js';
import { GqlThrottlerGuard } from '../graphql/gql-throttler.guard.js';
import { asPayload, MutationResult } from '../graphql/payloads.js';
import { originOf, type RequestContext } from '../graphql/request-context.js';
import { Clock } from '../infrastructure/clock.js';
import { ClientBookingCancellation } from './client-booking-cancellation.js';
import { toClientBooking } from './client-booking-view.js';
import { BookingTransaction, ClientBooking, ClientBookings } from './client-bookings.models.js';

@UseGuards(GqlThrottlerGuard)
@Resolver()
export class ClientBookingsResolver {
  constructor(
    private readonly clients: ClientsQuery,
    private readonly bookings: ClientBookingsQuery,
    private readonly practices: PracticesQuery,
    private readonly cancellation: ClientBookingCancellation,
    private readonly clock: Clock,
  ) {}

  private async clientIds(ctx: RequestContext): Promise<string[]> {
    const user = requireClientUser(ctx);
    return (await this.clients.ofClientUser(user.email)).map((client) => client.id);
  }

  /** Each booking with its practice as it is now (each practice read once). */
  private async withPractices(docs: ClientBookingDocument[][]): Promise<ClientBooking[][]> {
    const ids = [...new Set(docs.flat().map((d) => d.practiceId))];
    const practices = new Map<string, PracticeDocument | null>(await Promise.all(ids.map(async (id) => [id, await this.practices.byId(id)] as const)));
    return docs.map((list) => list.map((doc) => toClientBooking(doc, practices.get(doc.practiceId) ?? null)));
  }

  @Query(() => ClientBookings, { description: "The signed-in client's Your Bookings tabs" })
  async clientBookings(@Context() ctx: RequestContext): Promise<ClientBookings> {
    const ids = await this.clientIds(ctx);
    const now = this.clock.now();
    const tabs = await Promise.all((['upcoming', 'past', 'expired', 'transactions'] as const).map((tab) => this.bookings.tab(tab, ids, now)));
    const [upcomingAppointments, pastAppointments, expiredAppointments, transactions] = await this.withPractices(tabs);
    return { upcomingAppointments, pastAppointments, expiredAppointments, transactions };
  }

  @Query(() => ClientBooking, { nullable: true, description: "BookingCard: one of the signed-in client's bookings" })
  async userAppointment(@Context() ctx: RequestContext, @Args('id', { type: () => ID }) id: string): Promise<ClientBooking | null> {
    const doc = typeof id === 'string' ? await this.bookings.ofClients(id, await this.clientIds(ctx)) : null;
    return doc ? (await this.withPractices([[doc]]))[0]![0]! : null;
  }

  @Query(() => BookingTransaction, { nullable: true, description: "TransactionCard: the latest transaction of the signed-in client's bookings of this service with this practice" })
  async transactionCard(
    @Context() ctx: RequestContext,
    @Args('practiceId', { type: () => ID }) practiceId: string,
    @Args('serviceId', { type: () => ID }) serviceId: string,
  ): Promise<BookingTransaction | null> {
    const docs = await this.bookings.tab('transactions', await this.clientIds(ctx), this.clock.now());
    const doc = docs.find((d) => d.practiceId === practiceId && d.services.some((s) => s.serviceId === serviceId));
    return doc ? toClientBooking(doc, null).transaction : null;
  }

  @Mutation(() => MutationResult, { description: 'A signed-in client cancels a pending booking, or removes one the practitioner declined, from Your Bookings' })
  cancelClientBooking(@Context() ctx: RequestContext, @Args('appointmentId', { type: () => ID }) appointmentId: string): Promise<MutationResult> {
    const user = requireClientUser(ctx);
    return asPayload({}, async () => {
      const context = (clientId: string) => newCommandContext({ kind: 'client', id: clientId, name: user.email }, this.clock.now(), originOf(ctx));
      await this.cancellation.cancel(user, appointmentId, context);
      return {};
    });
  }
}
