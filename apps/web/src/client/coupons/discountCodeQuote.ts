// The public page's check of a coupon code before booking (what it takes off; nothing redeemed).
import { graphql } from '../../graphql';
import type { DiscountCodeQuoteQuery } from '../../graphql/graphql';
import { graphqlRequest } from '../../shared/graphqlRequest';

const QUOTE = graphql(`
  query DiscountCodeQuote($practiceId: ID!, $code: String!, $serviceId: ID!, $variationId: ID, $addOnServiceIds: [ID!]) {
    discountCodeQuote(practiceId: $practiceId, code: $code, serviceId: $serviceId, variationId: $variationId, addOnServiceIds: $addOnServiceIds) {
      result errors code discountCents totalCents
    }
  }
`);

export type DiscountQuote = DiscountCodeQuoteQuery['discountCodeQuote'];

export async function quoteDiscountCode(args: { practiceId: string; code: string; serviceId: string; variationId: string | null; addOnServiceIds: string[] }): Promise<DiscountQuote> {
  return (await graphqlRequest(QUOTE, args)).discountCodeQuote;
}

const EVENT_QUOTE = graphql(`
  query EventDiscountCodeQuote($bookableEventId: ID!, $code: String!) {
    eventDiscountCodeQuote(bookableEventId: $bookableEventId, code: $code) { result errors code discountCents totalCents }
  }
`);

/** What a code takes off a registration for a paid group event (its type's public page). */
export async function quoteEventDiscountCode(bookableEventId: string, code: string): Promise<DiscountQuote> {
  return (await graphqlRequest(EVENT_QUOTE, { bookableEventId, code })).eventDiscountCodeQuote;
}
