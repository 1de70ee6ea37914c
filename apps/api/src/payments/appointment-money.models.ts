import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { MutationResult } from '../graphql/payloads.js';
import { Appointment } from '../appointments/appointment.models.js';

@ObjectType()
export class AdjustmentView {
  @Field(() => ID) id: string;
  @Field() adjustedAt: string;
  @Field(() => Int, { description: 'cents given back' }) amountCents: number;
  @Field(() => String, { nullable: true }) note: string | null;
  @Field({ description: 'Refunded through the card provider (cannot be removed)' }) refunded: boolean;
}

@ObjectType()
export class MoneyPayload extends MutationResult {
  @Field(() => Appointment, { nullable: true }) appointment: Appointment | null;
}

@ObjectType()
export class AdjustmentPayload extends MutationResult {
  @Field(() => ID, { nullable: true }) adjustmentId: string | null;
  @Field(() => Appointment, { nullable: true }) appointment: Appointment | null;
}
