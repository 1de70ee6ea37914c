// A visitor buys a gift card: the form is checked, the template must be one the practice sells
// (active and online), the card the page confirmed is charged the template's amount through the
// practice's provider (under the card's own key: a repeat never charges twice), and only then is the
// card sold (GiftCardSold, with a fresh code). A declined card sells nothing: the visitor is told why;
// a charge whose sale cannot be recorded is refunded.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { streamEvents, type CommandContext } from '#app/es';
import { handleDecision, storeLoader } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import {
  checkGiftCardPurchase, decideGiftCard, type GiftCardSoldData, decideGiftCardOffer, giftCardDecider, giftCardSellerOf, giftCardStreamId, giftCardTemplateDecider, giftCardTemplateStreamId,
} from '#app/gift-cards';
import type { CardProvider } from '#app/integrations';
import { PaymentMessages } from '#app/payments';
import { EVENT_STORE } from '#app/persistence';
import { practiceDecider, practiceStreamId } from '#app/practice';
import { chargedForGiftCard, confirmedGiftCardBuyerCard } from './gift-card-payment.js';
import { PAYMENT_PROVIDERS, type PaymentProviders } from '../../payments/payment-providers.js';
import { newGiftCardCode } from './gift-card-code.js';
import { PurchaseGiftCardCommand, type PurchaseGiftCardResult } from './purchase-gift-card.command.js';

@CommandHandler(PurchaseGiftCardCommand)
export class PurchaseGiftCardHandler implements ICommandHandler<PurchaseGiftCardCommand, PurchaseGiftCardResult> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PAYMENT_PROVIDERS) private readonly providers: PaymentProviders,
  ) {}

  async execute({ input, ctx }: PurchaseGiftCardCommand): Promise<PurchaseGiftCardResult> {
    const { buyer, recipient, message } = checkGiftCardPurchase(input);
    const loader = storeLoader(this.store);
    const [practice, template] = await Promise.all([
      loader.load(practiceStreamId(input.practiceId), practiceDecider),
      loader.load(giftCardTemplateStreamId(input.giftCardTemplateId), giftCardTemplateDecider),
    ]);
    const offer = decideGiftCardOffer(giftCardSellerOf(input.practiceId, practice), template, PaymentMessages.noProvider);
    const { amountCents, currency } = offer;
    const provider = this.providers.card(offer.paymentProvider);

    const giftCardId = randomUUID();
    const card = await confirmedGiftCardBuyerCard(provider, input, buyer, giftCardId);
    const paid = await chargedForGiftCard(provider, card, { giftCardId, amountCents, currency });

    const sale = {
      giftCardId, practiceId: input.practiceId, giftCardTemplateId: offer.giftCardTemplateId, code: newGiftCardCode(), amountCents, currency,
      buyer, recipient, message, payment: { provider: provider.name, providerPaymentId: paid.providerPaymentId }, soldAt: ctx.now.toISOString(),
    };
    const outcome = await this.sold(provider, sale, ctx);
    return { giftCardId, code: sale.code, amountCents, currency, position: outcome.position, events: outcome.events };
  }

  /** The paid card recorded as sold; charged but not sold (the store refused the sale), the money goes back under its own key. */
  private async sold(provider: CardProvider, sale: GiftCardSoldData, ctx: CommandContext) {
    const { giftCardId, practiceId, amountCents, currency } = sale;
    try {
      return await handleDecision(this.store, ctx, async (fresh) => {
        const state = await fresh.load(giftCardStreamId(giftCardId), giftCardDecider);
        return [streamEvents(giftCardStreamId(giftCardId), practiceId, decideGiftCard({ type: 'SellGiftCard', sale }, state))];
      });
    } catch (error) {
      await provider.refund({ providerPaymentId: sale.payment.providerPaymentId, amountCents, currency, idempotencyKey: `gift-card-refund:${giftCardId}` }).catch(() => undefined);
      throw error;
    }
  }
}
