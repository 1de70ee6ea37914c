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
