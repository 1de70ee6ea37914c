// The client's money calls (spec 000 §7), through the appointment link's token: each names the
// appointment and its token, and reaches that appointment only (another token gets 'not found').
// The card calls also take a signed-in client's record instead (clientId; client-payment-methods.ts).
import { UseGuards } from '@nestjs/common';
import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AppointmentAccess } from '#app/appointments';
import { AppointmentMessages } from '#app/appointments';
import { DomainError, isLinkToken, newCommandContext, NotFoundError, type CommandContext } from '#app/es';
import { PaymentMessages } from '#app/payments';
import { AppointmentsQuery, type AppointmentDocument } from '#projections';
import { GqlThrottlerGuard } from '../graphql/gql-throttler.guard.js';
import { asPayload, MutationResult } from '../graphql/payloads.js';
import { originOf, type RequestContext } from '../graphql/request-context.js';
import { Clock } from '../infrastructure/clock.js';
import { CommandSender } from '../infrastructure/command-sender.js';
import { TokenAppointmentResolver } from '../appointments/token-appointment.resolver.js';
import { ClientPaymentMethods, ONE_WAY } from './client-payment-methods.js';
import { AddTipCommand } from './commands/add-tip/add-tip.command.js';
import { ChargeAppointmentCommand } from './commands/charge-appointment/charge-appointment.command.js';
import { DetachCardCommand } from './commands/detach-card/detach-card.command.js';
import { CapturePaypalPaymentCommand, CreatePaypalOrderCommand } from './commands/paypal/paypal.commands.js';
import { SaveCardCommand, StartCardSetupCommand, type CardSource } from './commands/save-card/save-card.command.js';
import { ChargePayload, PaymentMethod, PaypalOrderPayload, SavedCardPayload, SetupIntentPayload } from './payment.models.js';


@UseGuards(GqlThrottlerGuard)
@Resolver()
export class ClientPaymentsResolver {
  constructor(
    private readonly appointments: AppointmentsQuery,
    private readonly commands: CommandSender,
    private readonly clock: Clock,
    private readonly tokenPage: TokenAppointmentResolver,
    private readonly signedIn: ClientPaymentMethods,
  ) {}

  /** The appointment the token opens, when it is the one named; else 'not found'. */
  private async tokenHolder(ctx: RequestContext, appointmentId: string | null, token: string | null): Promise<{ doc: AppointmentDocument; access: AppointmentAccess; context: CommandContext }> {
    if (appointmentId == null && token == null) throw new DomainError(ONE_WAY);
    const doc = isLinkToken(token) ? await this.appointments.byToken(token) : null;
    if (!doc || doc.id !== appointmentId) throw new NotFoundError(AppointmentMessages.notFound);
    const actor = { kind: 'client' as const, id: doc.client.clientId, name: `${doc.client.firstName} ${doc.client.lastName}` };
    return { doc, access: { by: 'token', instantActionToken: token as string }, context: newCommandContext(actor, this.clock.now(), originOf(ctx)) };
  }

  private async paidAppointment(token: string) {
    const page = await this.tokenPage.tokenAppointment(token);
    if (!page) throw new NotFoundError(AppointmentMessages.notFound);
    return { id: page.id, clientPaymentStatus: page.clientPaymentStatus, tipAmountCents: page.tipAmountCents };
  }

  @Mutation(() => SetupIntentPayload, { description: 'A card setup (stripe: a SetupIntent) for the card form to confirm' })
  setupIntent(
    @Context() ctx: RequestContext,
    @Args('appointmentId', { type: () => ID, nullable: true }) appointmentId: string | null,
    @Args('instantActionToken', { type: () => String, nullable: true }) instantActionToken: string | null,
    @Args('clientId', { type: () => ID, nullable: true, description: "A signed-in client's record (instead of an appointment)" }) clientId: string | null,
  ): Promise<SetupIntentPayload> {
    if (clientId != null) return this.signedIn.setupIntent(ctx, clientId, appointmentId != null || instantActionToken != null);
    return asPayload({ setupIntentSecret: null }, async () => {
      const { doc, access, context } = await this.tokenHolder(ctx, appointmentId, instantActionToken);
      const setup = await this.commands.send(new StartCardSetupCommand(doc.id, access, context));
      if (!setup.clientSecret) throw new DomainError(PaymentMessages.setupIntentFailed);
      return { setupIntentSecret: setup.clientSecret };
    });
  }

  private saveCard(ctx: RequestContext, appointmentId: string | null, token: string | null, clientId: string | null, source: CardSource): Promise<SavedCardPayload> {
    if (clientId != null) return this.signedIn.saveCard(ctx, clientId, appointmentId != null || token != null, source);
    return asPayload({ paymentMethod: null }, async () => {
      const { doc, access, context } = await this.tokenHolder(ctx, appointmentId, token);
      const { card } = await this.commands.send(new SaveCardCommand(doc.id, access, source, context));
      return { paymentMethod: { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear } };
    });
  }

  @Mutation(() => SavedCardPayload, { description: 'stripe: saves the card of a confirmed setup (the secret setupIntent returned)' })
  confirmCardSetup(
    @Context() ctx: RequestContext,
    @Args('appointmentId', { type: () => ID, nullable: true }) appointmentId: string | null,
    @Args('instantActionToken', { type: () => String, nullable: true }) instantActionToken: string | null,
    @Args('setupIntentSecret') setupIntentSecret: string,
    @Args('clientId', { type: () => ID, nullable: true, description: "A signed-in client's record (instead of an appointment)" }) clientId: string | null,
  ): Promise<SavedCardPayload> {
    return this.saveCard(ctx, appointmentId, instantActionToken, clientId, { setupId: String(setupIntentSecret).split('_secret_')[0] });
  }

  @Mutation(() => SavedCardPayload, { description: "square: attaches the card form's token (sourceId) to the client" })
  squareAddCardToCustomer(
    @Context() ctx: RequestContext,
    @Args('appointmentId', { type: () => ID, nullable: true }) appointmentId: string | null,
    @Args('instantActionToken', { type: () => String, nullable: true }) instantActionToken: string | null,
    @Args('sourceId') sourceId: string,
    @Args('clientId', { type: () => ID, nullable: true, description: "A signed-in client's record (instead of an appointment)" }) clientId: string | null,
  ): Promise<SavedCardPayload> {
    return this.saveCard(ctx, appointmentId, instantActionToken, clientId, { sourceId: String(sourceId) });
  }

  private charge(ctx: RequestContext, appointmentId: string, token: string, purpose: 'appointment' | 'tip', tipAmountCents?: number): Promise<ChargePayload> {
    return asPayload({ appointment: null }, async () => {
      const { access, context } = await this.tokenHolder(ctx, appointmentId, token);
      const { result } = await this.commands.send(new ChargeAppointmentCommand(appointmentId, access, purpose, 'client', context, tipAmountCents));
      if (result?.outcome === 'failed') throw new DomainError(result.reason);
      if (result?.outcome === 'timed_out') throw new DomainError(PaymentMessages.providerUnavailable);
      return { appointment: await this.paidAppointment(token) };
    });
  }

  @Mutation(() => ChargePayload, { description: "Charges the appointment (with any tip added) to the client's saved card" })
  chargeCard(
    @Context() ctx: RequestContext,
    @Args('appointmentId', { type: () => ID }) appointmentId: string,
    @Args('instantActionToken') instantActionToken: string,
  ): Promise<ChargePayload> {
    return this.charge(ctx, appointmentId, instantActionToken, 'appointment');
  }

  @Mutation(() => ChargePayload, { description: 'Charges a tip (in cents) on its own, after the appointment is paid' })
  chargeTipOnly(
    @Context() ctx: RequestContext,
    @Args('appointmentId', { type: () => ID }) appointmentId: string,
    @Args('instantActionToken') instantActionToken: string,
    @Args('tipAmount', { type: () => Int, description: 'cents' }) tipAmount: number,
  ): Promise<ChargePayload> {
    return this.charge(ctx, appointmentId, instantActionToken, 'tip', tipAmount);
  }

  @Mutation(() => MutationResult, { description: 'A tip (in cents) to be charged with the payment' })
  addTipToAppointment(
    @Context() ctx: RequestContext,
    @Args('appointmentId', { type: () => ID }) appointmentId: string,
    @Args('instantActionToken') instantActionToken: string,
    @Args('tipAmount', { type: () => Int, description: 'cents' }) tipAmount: number,
  ): Promise<MutationResult> {
    return asPayload({}, async () => {
      const { access, context } = await this.tokenHolder(ctx, appointmentId, instantActionToken);
      await this.commands.send(new AddTipCommand(appointmentId, access, tipAmount, context));
      return {};
    });
  }

  @Mutation(() => PaypalOrderPayload)
  createPaypalOrder(
    @Context() ctx: RequestContext,
    @Args('appointmentId', { type: () => ID }) appointmentId: string,
    @Args('instantActionToken') instantActionToken: string,
    @Args('tipAmountCents', { type: () => Int, defaultValue: 0 }) tipAmountCents: number,
    @Args('tipOnly', { defaultValue: false }) tipOnly: boolean,
    @Args('fundingSource', { defaultValue: 'paypal', description: 'paypal | venmo' }) fundingSource: string,
  ): Promise<PaypalOrderPayload> {
    return asPayload({ orderId: null }, async () => {
      const { access, context } = await this.tokenHolder(ctx, appointmentId, instantActionToken);
      const via = fundingSource === 'venmo' ? 'venmo' : 'paypal';
      const { orderId } = await this.commands.send(new CreatePaypalOrderCommand(appointmentId, access, { via, tipAmountCents, tipOnly }, context));
      return { orderId };
    });
  }

  @Mutation(() => ChargePayload)
  capturePaypalPayment(
    @Context() ctx: RequestContext,
    @Args('appointmentId', { type: () => ID }) appointmentId: string,
    @Args('instantActionToken') instantActionToken: string,
    @Args('orderId') orderId: string,
  ): Promise<ChargePayload> {
    return asPayload({ appointment: null }, async () => {
      const { access, context } = await this.tokenHolder(ctx, appointmentId, instantActionToken);
      const { failure } = await this.commands.send(new CapturePaypalPaymentCommand(appointmentId, access, String(orderId), context));
      if (failure) throw new DomainError(failure);
      return { appointment: await this.paidAppointment(instantActionToken) };
    });
  }

  @Mutation(() => MutationResult, { description: "Removes the client's saved card with the practice" })
  detachPaymentMethodPractice(
    @Context() ctx: RequestContext,
    @Args('appointmentId', { type: () => ID, nullable: true }) appointmentId: string | null,
    @Args('instantActionToken', { type: () => String, nullable: true }) instantActionToken: string | null,
    @Args('clientId', { type: () => ID, nullable: true, description: "A signed-in client's record (instead of an appointment)" }) clientId: string | null,
  ): Promise<MutationResult> {
    if (clientId != null) return this.signedIn.detach(ctx, clientId, appointmentId != null || instantActionToken != null);
    return asPayload({}, async () => {
      const { doc, access, context } = await this.tokenHolder(ctx, appointmentId, instantActionToken);
      await this.commands.send(new DetachCardCommand(doc.id, access, context));
      return {};
    });
  }

  @Query(() => PaymentMethod, { nullable: true, description: "The client's saved card with the practice of this appointment (by its token), or with practiceId for a signed-in client" })
  async defaultPaymentMethodPractice(
    @Context() ctx: RequestContext,
    @Args('instantActionToken', { type: () => String, nullable: true }) instantActionToken: string | null,
    @Args('practiceId', { type: () => ID, nullable: true }) practiceId: string | null,
    @Args('clientId', { type: () => ID, nullable: true }) clientId: string | null,
    @Args('userId', { type: () => ID, nullable: true, description: 'The signed-in client user (clientUser.id)' }) userId: string | null,
  ): Promise<PaymentMethod | null> {
    if (instantActionToken == null) return practiceId == null ? null : this.signedIn.defaultCard(ctx, practiceId, clientId, userId);
    const page = await this.tokenPage.tokenAppointment(instantActionToken);
    return page?.defaultPaymentMethodData ?? null;
  }
}
