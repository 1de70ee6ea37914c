// A visitor buys a gift card: the form is checked, the template must be one the practice sells
// (active and online), the card the page confirmed is charged the template's amount through the
// practice's provider (under the card's own key: a repeat never charges twice), and only then is the
// card sold (GiftCardSold, with a fresh code). A declined card sells nothing: the visitor is told why;
// a charge whose sale cannot be recorded is refunded.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { DomainError, streamEvents } from '#app/es';
import { handleDecision, storeLoader } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import {
  checkGiftCardPurchase, decideGiftCard, decideGiftCardOffer, giftCardDecider, giftCardStreamId, giftCardTemplateDecider, giftCardTemplateStreamId,
} from '#app/gift-cards';
import type { CardProvider, ProviderCard } from '#app/integrations';
import { PaymentMessages } from '#app/payments';
import { EVENT_STORE } from '#app/persistence';
import { practiceDecider, practiceFlagsOf, practiceStreamId } from '#app/practice';
import { asUserError } from '../../payments/commands/active-provider.js';
import { PAYMENT_PROVIDERS, type PaymentProviders } from '../../payments/payment-providers.js';
import { newGiftCardCode } from './gift-card-code.js';
import { PurchaseGiftCardCommand, type PurchaseGiftCardInput, type PurchaseGiftCardResult } from './purchase-gift-card.command.js';

const setupIdOf = (secret: string): string => String(secret).split('_secret_')[0];

@CommandHandler(PurchaseGiftCardCommand)
export class PurchaseGiftCardHandler implements ICommandHandler<PurchaseGiftCardCommand, PurchaseGiftCardResult> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PAYMENT_PROVIDERS) private readonly providers: PaymentProviders,
  ) {}

  async execute({ input, ctx }: PurchaseGiftCardCommand): Promise<PurchaseGiftCardResult> {
    const { buyer, recipient, message } = checkGiftCardPurchase(input);
    const loader = storeLoader(this.store);
    const practice = await loader.load(practiceStreamId(input.practiceId), practiceDecider);
    const template = await loader.load(giftCardTemplateStreamId(input.giftCardTemplateId), giftCardTemplateDecider);
    const seller = practice.status === 'active'
      ? { practiceId: input.practiceId, flags: practiceFlagsOf(practice.flags), paymentProvider: practice.payments.paymentProvider, currency: practice.payments.currency }
      : null;
    const offer = decideGiftCardOffer(seller, template, PaymentMessages.noProvider);
    const { amountCents, currency } = offer;
    const provider = this.providers.card(offer.paymentProvider);

    const giftCardId = randomUUID();
    const card = await this.confirmedCard(provider, input, buyer, giftCardId);
    const paid = await this.charged(provider, card, { giftCardId, amountCents, currency });

    const code = newGiftCardCode();
    const sale = {
      giftCardId, practiceId: input.practiceId, giftCardTemplateId: offer.giftCardTemplateId, code, amountCents, currency,
      buyer, recipient, message, payment: { provider: provider.name, providerPaymentId: paid.providerPaymentId }, soldAt: ctx.now.toISOString(),
    };
    let outcome;
    try {
      outcome = await handleDecision(this.store, ctx, async (fresh) => {
        const state = await fresh.load(giftCardStreamId(giftCardId), giftCardDecider);
        return [streamEvents(giftCardStreamId(giftCardId), input.practiceId, decideGiftCard({ type: 'SellGiftCard', sale }, state))];
      });
    } catch (error) {
      // Charged but not sold (the store refused the sale): the money goes back under its own key.
      await provider.refund({ providerPaymentId: paid.providerPaymentId, amountCents, currency, idempotencyKey: `gift-card-refund:${giftCardId}` }).catch(() => undefined);
      throw error;
    }
    return { giftCardId, code, amountCents, currency, position: outcome.position, events: outcome.events };
  }

  /** The card charged once under the gift card's own key (a timed-out call is asked again with the same key); throws the visitor's message. */
  private async charged(provider: CardProvider, card: ProviderCard, sale: { giftCardId: string; amountCents: number; currency: 'USD' | 'CAD' }) {
    const { giftCardId, amountCents, currency } = sale;
    const charge = () => provider.charge({
      customerId: card.customerId, paymentMethodId: card.paymentMethodId, amountCents, currency,
      idempotencyKey: `gift-card:${giftCardId}`, description: `Gift card ${giftCardId}`,
    }).catch(() => ({ outcome: 'timed_out' as const }));
    let paid = await charge();
    if (paid.outcome === 'timed_out') paid = await charge(); // the same key: the provider answers the first charge's outcome
    if (paid.outcome === 'timed_out') throw new DomainError(PaymentMessages.providerUnavailable);
    if (paid.outcome === 'failed') throw new DomainError(paid.reason);
    return paid;
  }

  private confirmedCard(provider: CardProvider, input: PurchaseGiftCardInput, buyer: { name: string; email: string }, giftCardId: string): Promise<ProviderCard> {
    return asUserError(async () => {
      if (input.setupIntentSecret) return provider.completeCardSetup(setupIdOf(input.setupIntentSecret));
      if (!input.cardSourceId) throw new DomainError(PaymentMessages.cardSetupIncomplete);
      const { customerId } = await provider.createCustomer({ email: buyer.email, name: buyer.name, idempotencyKey: `gift-card-customer:${giftCardId}` });
      return provider.attachCard({ customerId, sourceId: input.cardSourceId, idempotencyKey: `card:${input.cardSourceId}` });
    });
  }
}
