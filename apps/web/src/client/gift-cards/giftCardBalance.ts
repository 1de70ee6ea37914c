// The booking page's check of a gift card code before booking: what the card has left (nothing is
// spent here; the booking spends it, up to what is left to pay).
import { graphql } from '../../graphql';
import type { GiftCardBalanceQuery } from '../../graphql/graphql';
import { graphqlRequest } from '../../shared/graphqlRequest';

const BALANCE = graphql(`
  query GiftCardBalance($practiceId: ID!, $code: String!) {
    giftCardBalance(practiceId: $practiceId, code: $code) { result errors code balanceCents currency }
  }
`);

export type GiftCardBalance = GiftCardBalanceQuery['giftCardBalance'];

export async function checkGiftCardBalance(practiceId: string, code: string): Promise<GiftCardBalance> {
  return (await graphqlRequest(BALANCE, { practiceId, code })).giftCardBalance;
}

/** What the card pays of a price: its balance, up to the price. */
export const giftCardPays = (balanceCents: number, priceCents: number): number => Math.max(0, Math.min(balanceCents, priceCents));
