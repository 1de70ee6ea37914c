// A paid registration's money, right after the seat was taken: the card the page confirmed
// becomes the client's default card with the practice (as their payment methods page does), it is
// charged under the registration's key (asked twice when the provider does not answer), and the
// answer is recorded. A refused card gives the seat back (decideRegistrationPaymentRefused) and
// the caller tells the visitor why; no answer leaves the seat 'Payment Pending' for the pro.
import { Inject, Injectable } from '@nestjs/common';
import { couponDecider, couponStreamId, decideRedemptionRelease, type CouponRedeemedData } from '#app/coupons';
import { DomainError, NotFoundError, streamEvents, type CommandContext } from '#app/es';
import { handleDecision, storeLoader, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { bookableEventDecider, bookableEventStreamId, decideRegistrationPaymentRefused, GroupEventMessages as M, type RegistrationPaymentStatus } from '#app/group-events';
import type { ProviderCard } from '#app/integrations';
import { decideCardSaved, type SavedCard } from '#app/payments';
import { EVENT_STORE } from '#app/persistence';
import { activeProvider, asUserError } from '../../payments/commands/active-provider.js';
import { customerOwner, loadClientCardContext } from '../../payments/commands/client-card-stream.js';
import { ensureCustomerOf } from '../../payments/commands/provider-customer.js';
import { PAYMENT_PROVIDERS, type PaymentProviders } from '../../payments/payment-providers.js';
import { chargeRegistration, recordRegistrationCharge } from '../commands/charge-registration/charge-registration.js';

export interface ConfirmedCardInput {
  setupIntentSecret: string | null;
  cardSourceId: string | null;
}

export interface CheckoutOutcome extends CommandOutcome {
  status: Extract<RegistrationPaymentStatus, 'paid' | 'failed' | 'unpaid'>;
  /** The provider's reason when the card was refused. */
  declined: string | null;
}

const setupIdOf = (secret: string): string => String(secret).split('_secret_')[0];

@Injectable()
export class RegistrationCheckout {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PAYMENT_PROVIDERS) private readonly providers: PaymentProviders,
  ) {}

  async pay(registration: { bookableEventId: string; practiceId: string; registrationId: string; clientId: string; amountCents: number; redemption?: CouponRedeemedData | null }, card: ConfirmedCardInput, ctx: CommandContext): Promise<CheckoutOutcome> {
    let saved: SavedCard;
    try {
      saved = await this.saveCard(registration.clientId, card, ctx);
    } catch (error) {
      if (error instanceof DomainError) return this.refused(registration, 'card_not_saved', error.message, ctx);
      throw error;
    }
    const context = await loadClientCardContext(storeLoader(this.store), registration.clientId);
    const provider = activeProvider(this.providers, context);
    const { redemption: _redemption, ...charged } = registration;
    const charge = { ...charged, currency: context.settings.currency, card: saved, idempotencyKey: `event-registration:${registration.registrationId}` };
    // No answer: asked again with the same key (the provider answers the first charge's outcome).
    const attempt = () => chargeRegistration(provider, charge).catch(() => ({ outcome: 'timed_out' as const }));
    let result = await attempt();
    if (result.outcome === 'timed_out') result = await attempt();
    if (result.outcome === 'timed_out') return { events: [], position: null, status: 'unpaid', declined: null };
    if (result.outcome === 'failed') return this.refused(registration, result.code, result.reason, ctx);
    return { ...(await recordRegistrationCharge(this.store, ctx, charged, provider.name, result)), status: 'paid', declined: null };
  }

  private async refused(registration: { bookableEventId: string; practiceId: string; registrationId: string; redemption?: CouponRedeemedData | null }, code: string, reason: string, ctx: CommandContext): Promise<CheckoutOutcome> {
    const streamId = bookableEventStreamId(registration.bookableEventId);
    const { redemption, ...refusedOne } = registration;
    // The seat is given back, and with it the coupon's use, in one append: a declined card redeems nothing.
    const outcome = await handleDecision(this.store, ctx, async (loader) => [
      streamEvents(streamId, registration.practiceId, decideRegistrationPaymentRefused(await loader.load(streamId, bookableEventDecider), { ...refusedOne, code, reason, now: ctx.now.toISOString() })),
      ...(redemption
        ? [streamEvents(couponStreamId(redemption.discountCodeId), registration.practiceId, decideRedemptionRelease(await loader.load(couponStreamId(redemption.discountCodeId), couponDecider), redemption))]
        : []),
    ]);
    return { ...outcome, status: 'failed', declined: reason };
  }

  private async saveCard(clientId: string, card: ConfirmedCardInput, ctx: CommandContext): Promise<SavedCard> {
    const context = await loadClientCardContext(storeLoader(this.store), clientId);
    if (context.client.status !== 'active') throw new NotFoundError(M.registrationInfoNotFound);
    const client = context.client;
    const provider = activeProvider(this.providers, context);
    const confirmed: ProviderCard = await asUserError(async () => {
      if (card.setupIntentSecret) return provider.completeCardSetup(setupIdOf(card.setupIntentSecret));
      const customerId = await ensureCustomerOf(this.store, ctx, provider, customerOwner(client, context));
      return provider.attachCard({ customerId, sourceId: card.cardSourceId!, idempotencyKey: `card:${card.cardSourceId}` });
    });
    const saved: SavedCard = { ...confirmed, provider: provider.name };
    await handleDecision(this.store, ctx, async (loader) => {
      const fresh = await loadClientCardContext(loader, clientId);
      const decision = decideCardSaved({ clientId, wallet: fresh.wallet, settings: fresh.settings, appointment: null, payment: null }, saved, ctx.now);
      return [streamEvents(fresh.clientStreamId, client.practiceId, decision.client)];
    });
    return saved;
  }
}
