// spec 000 §7 payment calls: their result shapes ({ result, errors } plus the named fields).
import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { MutationResult } from '../graphql/payloads.js';

@ObjectType()
export class PaidAppointment {
  @Field(() => ID) id: string;
  @Field() clientPaymentStatus: string;
  @Field(() => Int) tipAmountCents: number;
}

@ObjectType()
export class SetupIntentPayload extends MutationResult {
  @Field(() => String, { nullable: true, description: 'The client secret the card form confirms the setup with' }) setupIntentSecret: string | null;
}

@ObjectType()
export class ChargePayload extends MutationResult {
  @Field(() => PaidAppointment, { nullable: true }) appointment: PaidAppointment | null;
}

@ObjectType()
export class PaypalOrderPayload extends MutationResult {
  @Field(() => String, { nullable: true }) orderId: string | null;
}

@ObjectType({ description: 'A saved card (spec 000 §3 Payment method)' })
export class PaymentMethod {
  @Field() brand: string;
  @Field() last4: string;
  @Field(() => Int) expMonth: number;
  @Field(() => Int) expYear: number;
}

@ObjectType()
export class SavedCardPayload extends MutationResult {
  @Field(() => PaymentMethod, { nullable: true }) paymentMethod: PaymentMethod | null;
}
