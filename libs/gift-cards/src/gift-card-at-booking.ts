// A gift card entered on the public booking page pays the booking's price up to its balance. Pure:
// the handler loads the card's stream, asks this, and appends the redemption in the same atomic
// append as the appointment (at the card stream's revision, so two bookings racing for one balance
// cannot both spend it). The appointment then stores and charges only what is left to pay.
import { DomainError, NotFoundError } from '#app/es';
import { decideGiftCard, giftCardShare } from './gift-card.decide.js';
import { GiftCardMessages as M, maskedGiftCardCode } from './gift-card-messages.js';
import type { GiftCardRedeemedData, GiftCardState } from './gift-card.js';

/** What the appointment keeps of a card that paid part of it (the code masked). */
export interface BookingGiftCardRedemption {
  giftCardId: string;
  redemptionId: string;
  code: string;
  amountCents: number;
}

export interface GiftCardAtBooking {
  practiceId: string;
  /** What the booking costs after any coupon. */
  priceCents: number;
  redemptionId: string;
  appointmentId: string;
  now: Date;
}

/** The card's part of the price and its event, or nothing for a free booking; throws the visitor's message. */
export const decideGiftCardAtBooking = (
  card: GiftCardState,
  booking: GiftCardAtBooking,
): { redemption: BookingGiftCardRedemption; event: { type: 'GiftCardRedeemed'; data: GiftCardRedeemedData } } | null => {
  if (card.status !== 'sold' || card.practiceId !== booking.practiceId) throw new NotFoundError(M.cardNotFound);
  if (card.balanceCents <= 0) throw new DomainError(M.cardUsedUp);
  const amountCents = giftCardShare(card.balanceCents, booking.priceCents);
  if (amountCents === 0) return null;
  const [event] = decideGiftCard(
    { type: 'RedeemGiftCard', practiceId: booking.practiceId, redemptionId: booking.redemptionId, appointmentId: booking.appointmentId, amountCents, now: booking.now.toISOString() },
    card,
  );
  const data = event.data as GiftCardRedeemedData;
  return {
    redemption: { giftCardId: card.giftCardId, redemptionId: booking.redemptionId, code: maskedGiftCardCode(card.code), amountCents },
    event: { type: 'GiftCardRedeemed', data },
  };
};
