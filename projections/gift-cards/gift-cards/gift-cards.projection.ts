// The practice's sold gift cards with their redemptions and balance, for the portal's Activity tab
// and to find a card by its code at booking.
import { defineProjection } from '#app/es';
import type { GiftCardEvent, GiftCardPerson } from '#app/gift-cards';

export interface GiftCardRedemptionRow {
  redemptionId: string;
  appointmentId: string | null;
  amountCents: number;
  balanceCents: number;
  redeemedAt: string;
  /** Set when the redemption was given back (its booking declined or cancelled). */
  releasedAt?: string;
  /** The balance once it was given back. */
  balanceAfterReleaseCents?: number;
}

export interface GiftCardDocument {
  id: string;
  practiceId: string;
  giftCardTemplateId: string;
  /** Without dashes (as normaliseGiftCardCode makes it), to find a card by what a visitor typed. */
  codeKey: string;
  code: string;
  amountCents: number;
  currency: 'USD' | 'CAD';
  balanceCents: number;
  buyer: GiftCardPerson;
  recipient: GiftCardPerson;
  soldAt: string;
  redemptions: GiftCardRedemptionRow[];
}

export const giftCardsProjection = defineProjection<GiftCardDocument>({
  name: 'gift-cards',
  collection: 'gift_cards',
  indexedFields: ['practiceId', 'codeKey'],
  eventTypes: ['GiftCardSold', 'GiftCardRedeemed', 'GiftCardRedemptionReleased'],
  documentId: (event) => (event.data as { giftCardId: string }).giftCardId,
  evolve: (document, recorded) => {
    const event = { type: recorded.type, data: recorded.data } as unknown as GiftCardEvent;
    switch (event.type) {
      case 'GiftCardSold': {
        const { giftCardId, practiceId, giftCardTemplateId, code, amountCents, currency, buyer, recipient, soldAt } = event.data;
        return {
          id: giftCardId, practiceId, giftCardTemplateId, code, codeKey: code.replace(/-/g, ''), amountCents, currency, balanceCents: amountCents,
          buyer, recipient, soldAt, redemptions: [],
        };
      }
      case 'GiftCardRedeemed': {
        if (!document) return null;
        const { redemptionId, appointmentId, amountCents, balanceCents, redeemedAt } = event.data;
        if (document.redemptions.some((r) => r.redemptionId === redemptionId)) return document;
        return { ...document, balanceCents, redemptions: [...document.redemptions, { redemptionId, appointmentId, amountCents, balanceCents, redeemedAt }] };
      }
      case 'GiftCardRedemptionReleased': {
        if (!document) return null;
        const { redemptionId, balanceCents, releasedAt } = event.data;
        if (!document.redemptions.some((r) => r.redemptionId === redemptionId && !r.releasedAt)) return document; // replayed
        const redemptions = document.redemptions.map((r) => (r.redemptionId === redemptionId ? { ...r, releasedAt, balanceAfterReleaseCents: balanceCents } : r));
        return { ...document, balanceCents, redemptions };
      }
      default:
        return document;
    }
  },
});
