// The Payments page's rows and chart (spec 001 §2, §4, §7 "Payment directory on the practice"):
// amounts in integer cents; the displayed total is amount + fee + platform fee (spec 001 §9).
import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { DiscountCodeRedemption } from '../../coupons/coupons.models.js';
import { GiftCardRedemptionLine } from '../../gift-cards/gift-cards.models.js';

@ObjectType({ description: 'One appointment on the Payments page' })
export class PaymentDirectoryEntry {
  @Field(() => ID, { description: 'The appointment id' }) id: string;
  @Field() startsAt: string;
  @Field() endsAt: string;
  @Field({ description: "The appointment's zone" }) timeZone: string;
  @Field(() => ID) clientId: string;
  @Field() clientName: string;
  @Field() clientEmail: string;
  @Field() clientPhone: string;
  @Field({ description: 'The services, joined with commas' }) serviceName: string;
  @Field() locationName: string;
  @Field(() => Int, { description: 'cents: the price' }) amountCents: number;
  @Field(() => [DiscountCodeRedemption], { description: 'Coupons applied at booking; amountCents is already discounted' }) discountCodeRedemptions: DiscountCodeRedemption[];
  @Field(() => [GiftCardRedemptionLine], { description: 'Gift cards that paid part of it at booking; amountCents is what was left to pay' }) giftCardRedemptions: GiftCardRedemptionLine[];
  @Field(() => Int, { description: 'cents' }) tipAmountCents: number;
  @Field(() => Int, { description: 'cents (0: no fees are taken)' }) feeCents: number;
  @Field(() => Int, { description: 'cents (0: no fees are taken)' }) platformFeeCents: number;
  @Field(() => Int, { description: 'cents collected (card, PayPal/Venmo or marked paid, tips included), before refunds' }) collectedCents: number;
  @Field(() => Int, { description: 'cents given back by adjustments' }) refundedCents: number;
  @Field(() => Int, { description: 'cents still owed' }) outstandingCents: number;
  @Field({ description: 'USD | CAD' }) currency: string;
  @Field({ description: 'Paid | Free | Upcoming | Unpaid | Past due | Failed' }) paymentStatus: string;
  @Field({ description: 'paid | free | upcoming | unpaid (the list badge)' }) badge: string;
  @Field(() => String, { nullable: true, description: 'card | paypal | venmo (online) or cash | venmo | paypal | other (marked paid)' }) paidBy: string | null;
  @Field(() => String, { nullable: true, description: "The pro's note when marked paid" }) paidNote: string | null;
  @Field(() => String, { nullable: true, description: "The last charge's failure, as the provider gave it" }) paymentError: string | null;
  @Field({ description: "A card can pay: a live hold, a charge under way, or the client's card on file" }) hasCard: boolean;
  @Field({ description: 'approved | declined | cancelled' }) state: string;
  @Field(() => String, { nullable: true, description: 'The client page token (/m/c/{instantActionToken}, in-person payment)' }) instantActionToken: string | null;
}

@ObjectType({ description: 'Net collected in one week (Sunday start, in the practice zone)' })
export class WeekTotal {
  @Field({ description: 'The Sunday, yyyy-MM-dd' }) weekStart: string;
  @Field(() => Int, { description: 'cents collected, tips included, refunds subtracted' }) collectedCents: number;
}
