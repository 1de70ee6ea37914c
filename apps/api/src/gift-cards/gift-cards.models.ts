// Gift cards in GraphQL (spec 002 §3, §7): templates, the Activity tab's rows, the public list and
// the payloads of their mutations.
import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { MutationResult } from '../graphql/payloads.js';

@ObjectType()
export class GiftCardTemplate {
  @Field(() => ID) id: string;
  @Field(() => Int) amountCents: number;
  @Field() amountCurrency: string;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field() active: boolean;
  @Field({ description: 'Online: listed on the practice’s public page' }) public: boolean;
}

@ObjectType()
export class GiftCardTemplatePayload extends MutationResult {
  @Field(() => GiftCardTemplate, { nullable: true }) giftCardTemplate: GiftCardTemplate | null;
}

@ObjectType({ description: 'One line of the Activity tab: a sale or a redemption' })
export class GiftCardActivity {
  @Field(() => ID) id: string;
  @Field({ description: 'sale | redemption | release (a redemption given back)' }) kind: string;
  @Field() at: string;
  @Field(() => ID) giftCardId: string;
  @Field({ description: 'Partially masked: ••••-AB12' }) code: string;
  @Field(() => Int) amountCents: number;
  @Field(() => Int, { description: 'What the card holds after this line' }) balanceCents: number;
  @Field() currency: string;
  @Field() buyerName: string;
  @Field() recipientName: string;
  @Field() recipientEmail: string;
  @Field(() => ID, { nullable: true }) appointmentId: string | null;
}

@ObjectType()
export class RedeemGiftCardPayload extends MutationResult {
  @Field(() => Int, { nullable: true }) balanceCents: number | null;
}

@ObjectType()
export class PublicGiftCardTemplate {
  @Field(() => ID) id: string;
  @Field(() => Int) amountCents: number;
  @Field() amountCurrency: string;
  @Field(() => String, { nullable: true }) description: string | null;
}

@ObjectType()
export class PurchasedGiftCard {
  @Field() code: string;
  @Field(() => Int) amountCents: number;
  @Field() currency: string;
  @Field() recipientEmail: string;
}

@ObjectType()
export class PurchaseGiftCardPayload extends MutationResult {
  @Field(() => PurchasedGiftCard, { nullable: true }) giftCard: PurchasedGiftCard | null;
}

@ObjectType({ description: "What a gift card code has left, checked on the booking page before booking (nothing is spent)" })
export class GiftCardBalance extends MutationResult {
  @Field(() => String, { nullable: true, description: 'The code, masked' }) code: string | null;
  @Field(() => Int, { nullable: true }) balanceCents: number | null;
  @Field(() => String, { nullable: true }) currency: string | null;
}

@ObjectType({ description: 'A gift card that paid part of an appointment at booking' })
export class GiftCardRedemptionLine {
  @Field({ description: 'The code, masked' }) code: string;
  @Field(() => Int) amountCents: number;
}
