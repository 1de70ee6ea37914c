// The Activity tab's rows from the sold cards: each sale, each redemption and each redemption given
// back (its booking declined or cancelled), newest first.
import { maskedGiftCardCode } from '#app/gift-cards';
import type { GiftCardDocument } from '#projections';
import type { GiftCardActivity } from './gift-cards.models.js';

export const giftCardActivity = (cards: GiftCardDocument[]): GiftCardActivity[] =>
  cards
    .flatMap((card) => {
      const common = { giftCardId: card.id, code: maskedGiftCardCode(card.code), currency: card.currency, buyerName: card.buyer.name, recipientName: card.recipient.name, recipientEmail: card.recipient.email };
      return [
        { ...common, id: `sale-${card.id}`, kind: 'sale', at: card.soldAt, amountCents: card.amountCents, balanceCents: card.amountCents, appointmentId: null },
        ...card.redemptions.flatMap((r) => [
          { ...common, id: `redemption-${r.redemptionId}`, kind: 'redemption', at: r.redeemedAt, amountCents: r.amountCents, balanceCents: r.balanceCents, appointmentId: r.appointmentId },
          ...(r.releasedAt
            ? [{ ...common, id: `release-${r.redemptionId}`, kind: 'release', at: r.releasedAt, amountCents: r.amountCents, balanceCents: r.balanceAfterReleaseCents ?? card.balanceCents, appointmentId: r.appointmentId }]
            : []),
        ]),
      ];
    })
    .sort((a, b) => b.at.localeCompare(a.at) || (a.kind === b.kind ? 0 : a.kind === 'sale' ? 1 : -1));
