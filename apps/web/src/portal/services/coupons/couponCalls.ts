// The Coupons tab's calls (spec 002 §7): the practice's coupons, upsertDiscountCode, deleteDiscountCode.
// Each command answers { result, errors, ... }; a refusal throws CommandRejected (see useCommand).
import { graphql } from '../../../graphql';
import type { DiscountCodesQuery, UpsertDiscountCodeInput } from '../../../graphql/graphql';
import { graphqlRequest, type MutationResult } from '../../../shared/graphqlRequest';
import { CommandRejected, requireSuccess } from '../../shared/commandRejected';

const LIST = graphql(`query DiscountCodes {
  discountCodes { id code kind amountCents percent expiresAt maxRedemptions redemptionCount combinationLimit serviceIds applyToSpecificServices editable }
}`);

const UPSERT = graphql(`mutation UpsertDiscountCode($input: UpsertDiscountCodeInput!) {
  upsertDiscountCode(input: $input) { result errors discountCode { id code } }
}`);

const SERVICES = graphql(`query CouponServices { currentPractice(includePrivate: true) { id services { id name } } }`);

const DELETE = graphql(`mutation DeleteDiscountCode($id: ID!) { deleteDiscountCode(id: $id) { result errors } }`);

export type Coupon = DiscountCodesQuery['discountCodes'][number];
export type CouponInput = UpsertDiscountCodeInput;

export async function fetchCoupons(): Promise<Coupon[]> {
  return (await graphqlRequest(LIST)).discountCodes;
}

/** The services a coupon can be limited to (not add-ons). */
export async function fetchCouponServices(): Promise<Array<{ id: string; name: string }>> {
  return (await graphqlRequest(SERVICES)).currentPractice?.services ?? [];
}

function succeeded<T extends MutationResult>(payload: T | null | undefined): T {
  if (!payload) throw new CommandRejected([]);
  return requireSuccess(payload);
}

export const couponCommands = {
  save: async (input: CouponInput) => succeeded((await graphqlRequest(UPSERT, { input })).upsertDiscountCode),
  remove: async (id: string) => succeeded((await graphqlRequest(DELETE, { id })).deleteDiscountCode),
};
