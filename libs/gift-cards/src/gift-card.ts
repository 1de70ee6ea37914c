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

export type GiftCardEvent = DomainEvent<'GiftCardSold', GiftCardSoldData> | DomainEvent<'GiftCardRedeemed', GiftCardRedeemedData>;

export type GiftCardState = { status: 'none' } | ({ status: 'sold'; balanceCents: number } & GiftCardSoldData);

export const giftCardStreamId = (id: string): string => `giftCard-${id}`;

export const initialGiftCardState = (): GiftCardState => ({ status: 'none' });

export const evolveGiftCard = (state: GiftCardState, event: GiftCardEvent): GiftCardState => {
  switch (event.type) {
    case 'GiftCardSold':
      return { status: 'sold', balanceCents: event.data.amountCents, ...event.data };
    case 'GiftCardRedeemed':
      return state.status === 'none' ? state : { ...state, balanceCents: event.data.balanceCents };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};
