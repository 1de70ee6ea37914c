// What a client reaches with the unguessable token of their appointment link (/m/c/{token}).
import { Inject, UseGuards } from '@nestjs/common';
import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { isLinkToken, newCommandContext, NotFoundError } from '#app/es';
import { AppointmentMessages } from '#app/appointments';
import { AppointmentsQuery, ClientsQuery, PracticesQuery, type AppointmentDocument } from '#projections';
import { PAYMENT_PROVIDERS, type PaymentProviders } from '../payments/payment-providers.js';
import { GqlThrottlerGuard } from '../graphql/gql-throttler.guard.js';
import { asPayload, MutationResult } from '../graphql/payloads.js';
import { originOf, type RequestContext } from '../graphql/request-context.js';
import { CommandSender } from '../infrastructure/command-sender.js';
import { Clock } from '../infrastructure/clock.js';
import { CancelAppointmentCommand } from './commands/cancel-appointment/cancel-appointment.command.js';
import { TokenAppointmentCalendar } from './token-appointment-calendar.js';
import { AppointmentCalendarEntry, TokenAppointment } from './token-appointment.models.js';
import { toTokenAppointment } from './token-appointment-view.js';


@UseGuards(GqlThrottlerGuard)
@Resolver(() => TokenAppointment)
export class TokenAppointmentResolver {
  constructor(
    private readonly appointments: AppointmentsQuery,
    private readonly practices: PracticesQuery,
    private readonly commands: CommandSender,
    private readonly clock: Clock,
    private readonly calendar: TokenAppointmentCalendar,
    private readonly clients: ClientsQuery,
    @Inject(PAYMENT_PROVIDERS) private readonly providers: PaymentProviders,
  ) {}

  private async byToken(token: string): Promise<AppointmentDocument | null> {
    return isLinkToken(token) ? this.appointments.byToken(token) : null;
  }

  @Query(() => TokenAppointment, { nullable: true })
  async tokenAppointment(@Args('instantActionToken') instantActionToken: string): Promise<TokenAppointment | null> {
    const doc = await this.byToken(instantActionToken);
    if (!doc) return null;
    const [practice, client] = await Promise.all([this.practices.byId(doc.practiceId), this.clients.byId(doc.client.clientId)]);
    const provider = practice?.payments.paymentProvider;
    const mode = provider ? this.providers.card(provider).mode : 'simulated';
    return toTokenAppointment(doc, practice, this.clock.now(), client?.practiceId === doc.practiceId ? (client.wallet ?? null) : null, mode);
  }

  @Query(() => AppointmentCalendarEntry, { nullable: true, description: "'Add to calendar': null once the appointment is cancelled or unavailable" })
  async tokenAppointmentCalendar(@Args('instantActionToken') instantActionToken: string): Promise<AppointmentCalendarEntry | null> {
    const doc = await this.byToken(instantActionToken);
    return doc ? this.calendar.entryFor(doc.id) : null;
  }

  private cancel(ctx: RequestContext, appointmentId: string, instantActionToken: string): Promise<MutationResult> {
    return asPayload({}, async () => {
      const doc = await this.byToken(instantActionToken);
      if (!doc || doc.id !== appointmentId) throw new NotFoundError(AppointmentMessages.notFound);
      const actor = { kind: 'client' as const, id: doc.client.clientId, name: `${doc.client.firstName} ${doc.client.lastName}` };
      await this.commands.send(
        new CancelAppointmentCommand(appointmentId, { by: 'token', instantActionToken }, null, newCommandContext(actor, this.clock.now(), originOf(ctx)))
      );
      return {};
    });
  }

  @Mutation(() => MutationResult, { description: 'The client cancels through their appointment link.' })
  clientCancel(
    @Context() ctx: RequestContext,
    @Args('appointmentId', { type: () => ID }) appointmentId: string,
    @Args('instantActionToken') instantActionToken: string,
  ): Promise<MutationResult> {
    return this.cancel(ctx, appointmentId, instantActionToken);
  }

  @Mutation(() => MutationResult, { description: 'Cancel without an account, by the appointment link token.' })
  cancelAppointmentNoUser(
    @Context() ctx: RequestContext,
    @Args('appointmentId', { type: () => ID }) appointmentId: string,
    @Args('instantActionToken') instantActionToken: string,
  ): Promise<MutationResult> {
    return this.cancel(ctx, appointmentId, instantActionToken);
  }
}
