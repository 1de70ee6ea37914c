// Paying for a gift card at the visitor's side: the card the page confirmed (a completed setup, or a
// source attached to a new customer), charged once under the gift card's own key.
import { DomainError } from '#app/es';
import type { CardProvider, ProviderCard } from '#app/integrations';
import { PaymentMessages } from '#app/payments';
import { asUserError } from '../../payments/commands/active-provider.js';
import type { PurchaseGiftCardInput } from './purchase-gift-card.command.js';

const setupIdOf = (secret: string): string => String(secret).split('_secret_')[0];

/** The card charged once under the gift card's own key (a timed-out call is asked again with the same key); throws the visitor's message. */
export async function chargedForGiftCard(provider: CardProvider, card: ProviderCard, sale: { giftCardId: string; amountCents: number; currency: 'USD' | 'CAD' }) {
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

export function confirmedGiftCardBuyerCard(provider: CardProvider, input: PurchaseGiftCardInput, buyer: { name: string; email: string }, giftCardId: string): Promise<ProviderCard> {
  return asUserError(async () => {
    if (input.setupIntentSecret) return provider.completeCardSetup(setupIdOf(input.setupIntentSecret));
    if (!input.cardSourceId) throw new DomainError(PaymentMessages.cardSetupIncomplete);
    const { customerId } = await provider.createCustomer({ email: buyer.email, name: buyer.name, idempotencyKey: `gift-card-customer:${giftCardId}` });
    return provider.attachCard({ customerId, sourceId: input.cardSourceId, idempotencyKey: `card:${input.cardSourceId}` });
  });
}
