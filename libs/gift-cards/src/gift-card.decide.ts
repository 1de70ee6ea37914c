// Selling and redeeming a gift card. A sale is decided once its charge succeeded (a declined card
// sells nothing); the buyer's and recipient's details are checked before the card is charged
// (checkGiftCardPurchase). A redemption takes at most the balance; asking for more is refused.
import { isValidEmail } from '#app/access';
import { DomainError, NotFoundError, type Decider } from '#app/es';
import { GiftCardMessages as M } from './gift-card-messages.js';
import { evolveGiftCard, initialGiftCardState, type GiftCardEvent, type GiftCardPerson, type GiftCardSoldData, type GiftCardState } from './gift-card.js';

export interface GiftCardPurchaseInput {
  buyerName: string;
  buyerEmail: string;
  recipientName: string;
  recipientEmail: string;
  message?: string | null;
}

export interface CheckedPurchase {
  buyer: GiftCardPerson;
  recipient: GiftCardPerson;
  message: string | null;
}

const trimmed = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The visitor's form, checked (throws the first rule it breaks). */
export const checkGiftCardPurchase = (input: GiftCardPurchaseInput): CheckedPurchase => {
  const buyerName = trimmed(input.buyerName).slice(0, 200);
  if (!buyerName) throw new DomainError(M.buyerNameRequired);
  const buyerEmail = trimmed(input.buyerEmail).toLowerCase();
  if (!isValidEmail(buyerEmail)) throw new DomainError(M.buyerEmailInvalid);
  const recipientName = trimmed(input.recipientName).slice(0, 200);
  if (!recipientName) throw new DomainError(M.recipientNameRequired);
  const recipientEmail = trimmed(input.recipientEmail).toLowerCase();
  if (!isValidEmail(recipientEmail)) throw new DomainError(M.recipientEmailInvalid);
  const message = trimmed(input.message);
  if (message.length > 1000) throw new DomainError(M.messageTooLong);
  return { buyer: { name: buyerName, email: buyerEmail }, recipient: { name: recipientName, email: recipientEmail }, message: message || null };
};

export type GiftCardCommand =
  | { type: 'SellGiftCard'; sale: GiftCardSoldData }
  | { type: 'RedeemGiftCard'; practiceId: string; redemptionId: string; appointmentId: string | null; amountCents: number; now: string }
  | { type: 'ReleaseGiftCardRedemption'; practiceId: string; redemptionId: string; now: string };

export const decideGiftCard = (command: GiftCardCommand, state: GiftCardState): GiftCardEvent[] => {
  switch (command.type) {
    case 'SellGiftCard':
      if (state.status !== 'none') throw new DomainError(M.alreadySold);
      if (!Number.isInteger(command.sale.amountCents) || command.sale.amountCents <= 0) throw new DomainError(M.amountPositive);
      return [{ type: 'GiftCardSold', data: command.sale }];
    case 'RedeemGiftCard': {
      if (state.status !== 'sold' || state.practiceId !== command.practiceId) throw new NotFoundError(M.cardNotFound);
      const { amountCents } = command;
      if (!Number.isInteger(amountCents) || amountCents <= 0) throw new DomainError(M.redeemAmountPositive);
      if (amountCents > state.balanceCents) throw new DomainError(M.balanceTooLow);
      return [{
        type: 'GiftCardRedeemed',
        data: {
          giftCardId: state.giftCardId, practiceId: state.practiceId, redemptionId: command.redemptionId, appointmentId: command.appointmentId,
          amountCents, balanceCents: state.balanceCents - amountCents, redeemedAt: command.now,
        },
      }];
    }
    case 'ReleaseGiftCardRedemption': {
      // Idempotent: a redemption unknown to the card, or already given back, gives nothing (a
      // reaction that runs twice releases once).
      if (state.status !== 'sold' || state.practiceId !== command.practiceId) return [];
      const redemption = state.redemptions[command.redemptionId];
      if (!redemption || redemption.released) return [];
      return [{
        type: 'GiftCardRedemptionReleased',
        data: {
          giftCardId: state.giftCardId, practiceId: state.practiceId, redemptionId: command.redemptionId, appointmentId: redemption.appointmentId,
          amountCents: redemption.amountCents, balanceCents: state.balanceCents + redemption.amountCents, releasedAt: command.now,
        },
      }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
};

/** How much of a price a card pays: its balance up to the price. */
export const giftCardShare = (balanceCents: number, priceCents: number): number => Math.max(0, Math.min(balanceCents, priceCents));

export const giftCardDecider: Decider<GiftCardCommand, GiftCardEvent, GiftCardState> = {
  decide: decideGiftCard,
  evolve: evolveGiftCard,
  initialState: initialGiftCardState,
};
