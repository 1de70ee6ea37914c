// The practice's gift cards on its public page (publicGiftCardTemplates) and buying one
// (purchaseGiftCard, carrying the card the card form confirmed).
import { graphql } from '../../graphql';
import type { PublicGiftCardTemplatesQuery } from '../../graphql/graphql';
import { graphqlRequest } from '../../shared/graphqlRequest';
import { PaymentFailure } from '../payment/paymentFailure';

export type PublicGiftCard = PublicGiftCardTemplatesQuery['publicGiftCardTemplates'][number];

const TEMPLATES = graphql(`
  query PublicGiftCardTemplates($shortLink: String!) {
    publicGiftCardTemplates(shortLink: $shortLink) { id amountCents amountCurrency description }
  }
`);

const PURCHASE = graphql(`
  mutation PurchaseGiftCard($practiceId: ID!, $giftCardTemplateId: ID!, $buyerName: String!, $buyerEmail: String!, $recipientName: String!,
    $recipientEmail: String!, $message: String, $setupIntentSecret: String, $cardSourceId: String) {
    purchaseGiftCard(practiceId: $practiceId, giftCardTemplateId: $giftCardTemplateId, buyerName: $buyerName, buyerEmail: $buyerEmail,
      recipientName: $recipientName, recipientEmail: $recipientEmail, message: $message, setupIntentSecret: $setupIntentSecret, cardSourceId: $cardSourceId) {
      result errors giftCard { code amountCents currency recipientEmail }
    }
  }
`);

export interface GiftCardOrder {
  buyerName: string;
  buyerEmail: string;
  recipientName: string;
  recipientEmail: string;
  message: string;
}

export type PurchasedGiftCard = { code: string; amountCents: number; currency: string; recipientEmail: string };

export async function fetchPublicGiftCards(shortLink: string): Promise<PublicGiftCard[]> {
  return (await graphqlRequest(TEMPLATES, { shortLink: shortLink.toLowerCase() })).publicGiftCardTemplates;
}

/** Buys the card; a refusal (a declined card, a rule) throws a PaymentFailure with its reason. */
export async function purchaseGiftCard(
  practiceId: string,
  giftCardTemplateId: string,
  order: GiftCardOrder,
  card: { setupIntentSecret: string } | { cardSourceId: string },
): Promise<PurchasedGiftCard> {
  const answer = (await graphqlRequest(PURCHASE, { practiceId, giftCardTemplateId, ...order, message: order.message.trim() || null, ...card })).purchaseGiftCard;
  if (answer.result !== 'success' || !answer.giftCard) throw new PaymentFailure(answer.errors[0] ?? 'The gift card could not be bought. Please try again.');
  return answer.giftCard;
}

export const giftCardPrice = (cents: number, currency: string): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: cents % 100 === 0 ? 0 : 2 }).format(cents / 100);
