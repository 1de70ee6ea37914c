// The gift card aggregate (stream `giftCard-<id>`): one card sold from a template, paid by card on
// the practice's public page, with an unguessable code e-mailed to its recipient; redeemed in part
// or in full against bookings. Its balance never goes below zero: a redemption is decided on the
// card's stream and appended with its expected revision, so two racing redemptions cannot both
// spend the same balance.
import type { DomainEvent } from '#app/es';

export interface GiftCardPerson {
  name: string;
  email: string;
}

export interface GiftCardSoldData {
  giftCardId: string;
  practiceId: string;
  giftCardTemplateId: string;
  /** Upper-case letters and digits, 16 characters, grouped by 4 with dashes. */
  code: string;
  amountCents: number;
  currency: 'USD' | 'CAD';
  buyer: GiftCardPerson;
  recipient: GiftCardPerson;
  message: string | null;
  /** The card charge that paid for it. */
  payment: { provider: string; providerPaymentId: string };
  soldAt: string;
}

export interface GiftCardRedeemedData {
  giftCardId: string;
  practiceId: string;
  redemptionId: string;
  /** The booking it paid for (null: redeemed by the practice outside a booking). */
  appointmentId: string | null;
  amountCents: number;
  /** What is left after this redemption. */
  balanceCents: number;
  redeemedAt: string;
}

/** A booking's redemption given back (the request was declined or the appointment cancelled). */
export interface GiftCardRedemptionReleasedData {
  giftCardId: string;
  practiceId: string;
  redemptionId: string;
  appointmentId: string | null;
  amountCents: number;
  /** The balance once the amount is back on the card. */
  balanceCents: number;
  releasedAt: string;
}

export type GiftCardEvent =
  | DomainEvent<'GiftCardSold', GiftCardSoldData>
  | DomainEvent<'GiftCardRedeemed', GiftCardRedeemedData>
  | DomainEvent<'GiftCardRedemptionReleased', GiftCardRedemptionReleasedData>;

export const GIFT_CARD_EVENT_TYPES = ['GiftCardSold', 'GiftCardRedeemed', 'GiftCardRedemptionReleased'] as const;

/** Each redemption by id, with whether it was given back (a release is decided once per redemption). */
export interface GiftCardRedemption {
  amountCents: number;
  appointmentId: string | null;
  released: boolean;
}

export type GiftCardState = { status: 'none' } | ({ status: 'sold'; balanceCents: number; redemptions: Record<string, GiftCardRedemption> } & GiftCardSoldData);

export const giftCardStreamId = (id: string): string => `giftCard-${id}`;

export const initialGiftCardState = (): GiftCardState => ({ status: 'none' });

export const evolveGiftCard = (state: GiftCardState, event: GiftCardEvent): GiftCardState => {
  switch (event.type) {
    case 'GiftCardSold':
      return { status: 'sold', balanceCents: event.data.amountCents, redemptions: {}, ...event.data };
    case 'GiftCardRedeemed': {
      if (state.status === 'none') return state;
      const { redemptionId, amountCents, appointmentId } = event.data;
      return { ...state, balanceCents: event.data.balanceCents, redemptions: { ...state.redemptions, [redemptionId]: { amountCents, appointmentId, released: false } } };
    }
    case 'GiftCardRedemptionReleased': {
      if (state.status === 'none') return state;
      const redemption = state.redemptions[event.data.redemptionId];
      const redemptions = redemption ? { ...state.redemptions, [event.data.redemptionId]: { ...redemption, released: true } } : state.redemptions;
      return { ...state, balanceCents: event.data.balanceCents, redemptions };
    }
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};
