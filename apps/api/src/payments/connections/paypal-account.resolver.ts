// The practice's PayPal account (spec 002 §4: not connected -> onboarding incomplete -> complete;
// Disconnect returns to not connected): checkPaypalSellerStatus asks PayPal and records what it
// says; disconnectPaypalAccount forgets the account and stops PayPal and Venmo payments.
import { Inject } from '@nestjs/common';
import { Context, Mutation, Resolver } from '@nestjs/graphql';
import { DomainError } from '#app/es';
import { PaymentConnectionMessages } from '#app/practice';
import { PracticesQuery } from '#projections';
import { requirePro } from '../../access/require-actor.js';
import { asPayload } from '../../graphql/payloads.js';
import type { RequestContext } from '../../graphql/request-context.js';
import { Clock } from '../../infrastructure/clock.js';
import { CommandSender } from '../../infrastructure/command-sender.js';
import type { PaymentConnectionAdapters } from './create-provider-connections.js';
import { paymentIntegrationsOf } from './payment-integrations-view.js';
import { PaymentIntegrationsPayload, PaypalSellerStatusPayload } from './payment-integrations.models.js';
import { PROVIDER_CONNECTIONS } from './provider-connections.port.js';
import { practiceOf, sendConnectionChange } from './send-connection-change.js';

@Resolver()
export class PaypalAccountResolver {
  constructor(
    private readonly practices: PracticesQuery,
    private readonly commands: CommandSender,
    private readonly clock: Clock,
    @Inject(PROVIDER_CONNECTIONS) private readonly providers: PaymentConnectionAdapters,
  ) {}

  @Mutation(() => PaypalSellerStatusPayload)
  checkPaypalSellerStatus(@Context() ctx: RequestContext): Promise<PaypalSellerStatusPayload> {
    const pro = requirePro(ctx);
    return asPayload<PaypalSellerStatusPayload>({ status: null }, async () => {
      const paypal = (await practiceOf(this.practices, pro.practiceId)).connections?.paypal;
      if (!paypal) throw new DomainError(PaymentConnectionMessages.paypalNotConnected);
      const sellerStatus = await this.providers.port.paypalSellerStatus(paypal.merchantId);
      await sendConnectionChange(this.commands, this.clock, ctx, pro, { kind: 'PaypalSellerStatusReported', merchantId: paypal.merchantId, sellerStatus });
      return { status: sellerStatus };
    });
  }

  @Mutation(() => PaymentIntegrationsPayload)
  disconnectPaypalAccount(@Context() ctx: RequestContext): Promise<PaymentIntegrationsPayload> {
    const pro = requirePro(ctx);
    return asPayload<PaymentIntegrationsPayload>({ paymentIntegrations: null }, async () => {
      await sendConnectionChange(this.commands, this.clock, ctx, pro, { kind: 'DisconnectPaypal' });
      return { paymentIntegrations: paymentIntegrationsOf(await practiceOf(this.practices, pro.practiceId), this.providers.port) };
    });
  }
}
