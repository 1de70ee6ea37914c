// The payments page's provider accounts (spec 002 §3) and the connect links of §2: the link asks
// startPaymentConnection for the provider's page, the provider sends the pro back to the portal,
// and finishPaymentConnection records what the provider says. verificationSession (§7) starts an
// identity check with the card provider. Only the signed-in pro, for their own practice.
import { Inject } from '@nestjs/common';
import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { DomainError } from '#app/es';
import type { PaymentConnectionChange } from '#app/practice';
import { PracticesQuery } from '#projections';
import { requirePro } from '../../access/require-actor.js';
import { asPayload } from '../../graphql/payloads.js';
import type { RequestContext } from '../../graphql/request-context.js';
import { Clock } from '../../infrastructure/clock.js';
import { CommandSender } from '../../infrastructure/command-sender.js';
import type { PaymentConnectionAdapters } from './create-provider-connections.js';
import { paymentIntegrationsOf } from './payment-integrations-view.js';
import {
  FinishPaymentConnectionPayload, PaymentIntegrations, StartPaymentConnectionPayload, VerificationSessionView,
} from './payment-integrations.models.js';
import { CONNECTABLE_PROVIDERS, PROVIDER_CONNECTIONS, type ConnectableProvider } from './provider-connections.port.js';
import { answerOf, practiceOf, sendConnectionChange } from './send-connection-change.js';

const connectable = (provider: string): ConnectableProvider => {
  if (!(CONNECTABLE_PROVIDERS as readonly string[]).includes(provider)) throw new DomainError("Please choose 'stripe', 'square' or 'paypal'.");
  return provider as ConnectableProvider;
};

/** A provider's refusal is recorded (the banner, the toast) and then reported as the call's error. */
const failureOf = (change: PaymentConnectionChange | null): string | null =>
  change?.kind === 'StripeConnectionFailed' || change?.kind === 'SquareAuthorizationFailed' ? change.message : null;

const outcomeOf = (change: PaymentConnectionChange | null): string => {
  if (!change) return 'cancelled';
  if (change.kind === 'StripeAccountReported' && !change.account.operational) return 'pending';
  return change.kind === 'PaypalOnboardingStarted' ? 'pending' : 'connected';
};

@Resolver()
export class PaymentConnectionsResolver {
  constructor(
    private readonly practices: PracticesQuery,
    private readonly commands: CommandSender,
    private readonly clock: Clock,
    @Inject(PROVIDER_CONNECTIONS) private readonly providers: PaymentConnectionAdapters,
  ) {}

  private async integrations(practiceId: string): Promise<PaymentIntegrations> {
    return paymentIntegrationsOf(await practiceOf(this.practices, practiceId), this.providers.port);
  }

  @Query(() => PaymentIntegrations)
  paymentIntegrations(@Context() ctx: RequestContext): Promise<PaymentIntegrations> {
    return this.integrations(requirePro(ctx).practiceId);
  }

  @Mutation(() => StartPaymentConnectionPayload, { description: "Where the connect link sends the pro: 'stripe', 'square' or 'paypal'" })
  startPaymentConnection(@Context() ctx: RequestContext, @Args('provider') provider: string): Promise<StartPaymentConnectionPayload> {
    const pro = requirePro(ctx);
    return asPayload<StartPaymentConnectionPayload>({ url: null }, async () => {
      const name = connectable(provider);
      const practice = await practiceOf(this.practices, pro.practiceId);
      return this.providers.port.start(name, { practiceId: pro.practiceId, practiceName: practice.name, stripeAccountId: practice.connections?.stripe?.accountId ?? null });
    });
  }

  @Mutation(() => FinishPaymentConnectionPayload, { description: 'The pro is back from the provider: records what it says about the account' })
  finishPaymentConnection(
    @Context() ctx: RequestContext,
    @Args('provider') provider: string,
    @Args('session') session: string,
  ): Promise<FinishPaymentConnectionPayload> {
    const pro = requirePro(ctx);
    return asPayload<FinishPaymentConnectionPayload>({ outcome: null, paymentIntegrations: null }, async () => {
      const change = await this.providers.port.finish(connectable(provider), { practiceId: pro.practiceId, session: session.slice(0, 200), now: this.clock.now() });
      if (change) await sendConnectionChange(this.commands, this.clock, ctx, pro, change);
      const failure = failureOf(change);
      if (failure) throw new DomainError(failure);
      return { outcome: outcomeOf(change), paymentIntegrations: await this.integrations(pro.practiceId) };
    });
  }

  @Query(() => VerificationSessionView, { description: "An identity verification session with the card provider's identity SDK" })
  async verificationSession(@Context() ctx: RequestContext): Promise<VerificationSessionView> {
    const pro = requirePro(ctx);
    return answerOf(async () => {
      const practice = await practiceOf(this.practices, pro.practiceId);
      return this.providers.port.verificationSession({ practiceId: pro.practiceId, stripeAccountId: practice.connections?.stripe?.accountId ?? null });
    });
  }
}
