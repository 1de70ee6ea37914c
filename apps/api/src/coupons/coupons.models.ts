// The GraphQL shapes of coupons (spec 002 §3 "Discount code (coupon)", §7 upsertDiscountCode).
import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { MutationResult } from '../graphql/payloads.js';

@ObjectType({ description: 'A discount code (coupon) the visitor enters when booking' })
export class DiscountCode {
  @Field(() => ID) id: string;
  @Field() code: string;
  @Field({ description: 'fixed or percentage' }) kind: string;
  @Field(() => Int, { nullable: true, description: 'fixed: the discount in cents' }) amountCents: number | null;
  @Field(() => Int, { nullable: true, description: 'percentage: 0-100' }) percent: number | null;
  @Field(() => String, { nullable: true }) expiresAt: string | null;
  @Field(() => Int, { nullable: true, description: 'null: no limit' }) maxRedemptions: number | null;
  @Field(() => Int) redemptionCount: number;
  @Field(() => Int) combinationLimit: number;
  @Field(() => [ID]) serviceIds: string[];
  @Field() applyToSpecificServices: boolean;
  @Field({ description: 'false once redeemed' }) editable: boolean;
}

@InputType()
export class UpsertDiscountCodeInput {
  @Field(() => ID, { nullable: true }) id?: string | null;
  @Field(() => String, { nullable: true, description: 'Upper-cased, other characters stripped; blank: a random code' }) code?: string | null;
  @Field(() => String, { nullable: true, description: 'fixed or percentage (default percentage)' }) kind?: string | null;
  @Field(() => Int, { nullable: true }) amountCents?: number | null;
  @Field(() => Int, { nullable: true }) percent?: number | null;
  @Field(() => String, { nullable: true }) expiresAt?: string | null;
  @Field(() => Int, { nullable: true }) maxRedemptions?: number | null;
  @Field(() => Boolean, { nullable: true }) applyToSpecificServices?: boolean | null;
  @Field(() => [ID], { nullable: true }) serviceIds?: string[] | null;
}

@ObjectType()
export class DiscountCodePayload extends MutationResult {
  @Field(() => DiscountCode, { nullable: true }) discountCode: DiscountCode | null;
}

@ObjectType({ description: 'A code applied to a booking: the code and the discount in cents' })
export class DiscountCodeRedemption {
  @Field() code: string;
  @Field(() => Int) amountCents: number;
}

@ObjectType({ description: 'What a code takes off a booking before it is made (the public page shows the discounted total)' })
export class DiscountCodeQuote extends MutationResult {
  @Field(() => String, { nullable: true }) code: string | null;
  @Field(() => Int, { nullable: true }) discountCents: number | null;
  @Field(() => Int, { nullable: true }) totalCents: number | null;
}
