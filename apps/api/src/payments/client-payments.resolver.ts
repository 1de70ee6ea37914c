// The client's money calls (spec 000 §7), through the appointment link's token: each names the
// appointment and its token, and reaches that appointment only (another token gets 'not found').
import { UseGuards } from '@nestjs/common';
import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AppointmentAccess } from '#app/appointments';
import { AppointmentMessages } from '#app/appointments';
import { DomainError, newCommandContext, NotFoundError, type CommandContext } from '#app/es';
import { PaymentMessages } from '#app/payments';
import { AppointmentsQuery, type AppointmentDocument } from '#projections';
import { GqlThrottlerGuard } from '../graphql/gql-throttler.guard.js';
import { asPayload, MutationResult } from '../graphql/payloads.js';
import { originOf, type RequestContext } from '../graphql/request-context.js';
import { Clock } from '../infrastructure/clock.js';
import { CommandSender } from '../infrastructure/command-sender.js';
import { TokenAppointmentResolver } from '../appointments/token-appointment.resolver.js';
import { AddTipCommand } from './commands/add-tip/add-tip.command.js';
import { ChargeAppointmentCommand } from './commands/charge-appointment/charge-appointment.command.js';
import { DetachCardCommand } from './commands/detach-card/detach-card.command.js';
import { CapturePaypalPaymentCommand, CreatePaypalOrderCommand } from './commands/paypal/paypal.commands.js';
import { SaveCardCommand, StartCardSetupCommand, type CardSource } from './commands/save-card/save-card.command.js';
import { ChargePayload, PaymentMethod, PaypalOrderPayload, SavedCardPayload, SetupIntentPayload } from './payment.models.js';

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

@UseGuards(GqlThrottlerGuard)
@Resolver()
export class ClientPaymentsResolver {
  constructor(
    private readonly appointments: AppointmentsQuery,
    private readonly commands: CommandSender,
    private readonly clock: Clock,
    private readonly tokenPage: TokenAppointmentResolver,
  ) {}

  /** The appointment the token opens, when it is the one named; else 'not found'. */
  private async tokenHolder(ctx: RequestContext, appointmentId: string, token: string): Promise<{ doc: AppointmentDocument; access: AppointmentAccess; context: CommandContext }> {
    const doc = typeof token === 'string' && TOKEN.test(token) ? await this.appointments.byToken(token) : null;
    if (!doc || doc.id !== appointmentId) throw new NotFoundError(AppointmentMessages.notFound);
    const actor = { kind: 'client' as const, id: doc.client.clientId, name: `${doc.client.firstName} ${doc.client.lastName}` };
    return { doc, access: { by: 'token', instantActionToken: token }, context: newCommandContext(actor, this.clock.now(), originOf(ctx)) };
  }

  private async paidAppointment(token: string) {
    const page = await this.tokenPage.tokenAppointment(token);
    if (!page) throw new NotFoundError(AppointmentMessages.notFound);
    return { id: page.id, clientPaymentStatus: page.clientPaymentStatus, tipAmountCents: page.tipAmountCents };
  }

  @Mutation(() => SetupIntentPayload, { description: 'A card setup (stripe: a SetupIntent) for the card form to confirm' })
  setupIntent(
    @Context() ctx: RequestContext,
    @Args('appointmentId', { type: () => ID }) appointmentId: string,
    @Args('instantActionToken') instantActionToken: string,
  ): Promise<SetupIntentPayload> {
    return asPayload({ setupIntentSecret: null }, async () => {
      const { access, context } = await this.tokenHolder(ctx, appointmentId, instantActionToken);
      const setup = await this.commands.send(new StartCardSetupCommand(appointmentId, access, context));
      if (!setup.clientSecret) throw new DomainError(PaymentMessages.setupIntentFailed);
      return { setupIntentSecret: setup.clientSecret };
    });
  }

  private saveCard(ctx: RequestContext, appointmentId: string, token: string, source: CardSource): Promise<SavedCardPayload> {
    return asPayload({ paymentMethod: null }, async () => {
      const { access, context } = await this.tokenHolder(ctx, appointmentId, token);
      const { card } = await this.commands.send(new SaveCardCommand(appointmentId, access, source, context));
      return { paymentMethod: { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear } };
    });
  }

  @Mutation(() => SavedCardPayload, { description: 'stripe: saves the card of a confirmed setup (the secret setupIntent returned)' })
  confirmCardSetup(
    @Context() ctx: RequestContext,
    @Args('appointmentId', { type: () => ID }) appointmentId: string,
    @Args('instantActionToken') instantActionToken: string,
    @Args('setupIntentSecret') setupIntentSecret: string,
  ): Promise<SavedCardPayload> {
    return this.saveCard(ctx, appointmentId, instantActionToken, { setupId: String(setupIntentSecret).split('_secret_')[0] });
  }

  @Mutation(() => SavedCardPayload, { description: "square: attaches the card form's token (sourceId) to the client" })
  squareAddCardToCustomer(
    @Context() ctx: RequestContext,
    @Args('appointmentId', { type: () => ID }) appointmentId: string,
    @Args('instantActionToken') instantActionToken: string,
    @Args('sourceId') sourceId: string,
  ): Promise<SavedCardPayload> {
    return this.saveCard(ctx, appointmentId, instantActionToken, { sourceId });
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
    @Args('appointmentId', { type: () => ID }) appointmentId: string,
    @Args('instantActionToken') instantActionToken: string,
  ): Promise<MutationResult> {
    return asPayload({}, async () => {
      const { access, context } = await this.tokenHolder(ctx, appointmentId, instantActionToken);
      await this.commands.send(new DetachCardCommand(appointmentId, access, context));
      return {};
    });
  }

  @Query(() => PaymentMethod, { nullable: true, description: "The client's saved card with the practice of this appointment" })
  async defaultPaymentMethodPractice(@Args('instantActionToken') instantActionToken: string): Promise<PaymentMethod | null> {
    const page = await this.tokenPage.tokenAppointment(instantActionToken);
    return page?.defaultPaymentMethodData ?? null;
  }
}
