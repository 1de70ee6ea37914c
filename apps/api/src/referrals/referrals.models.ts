// The referral program in GraphQL (spec 002 §3; the contract of issue 16): the signed-in pro's
// code, the credit per use, the uses and, for lifer practices, the credit withdrawals.
import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { MutationResult } from '../graphql/payloads.js';

@ObjectType()
export class ReferralUse {
  @Field(() => ID) id: string;
  @Field({ description: 'ISO time the referred pro signed up' }) useDate: string;
}

@ObjectType()
export class ReferralWithdrawal {
  @Field(() => ID) id: string;
  @Field({ description: 'ISO time support recorded it' }) withdrawalDate: string;
  @Field(() => Int) amountCents: number;
  @Field({ description: "'pending' or 'paid'" }) status: string;
}

@ObjectType()
export class PractitionerReferral {
  @Field({ description: "The practice's code; empty until ensurePractitionerReferral created it" }) discountCode: string;
  @Field(() => Int, { description: 'The credit each use earns (one month of the subscription)' }) amountCents: number;
  @Field(() => [ReferralUse], { description: 'Oldest first' }) referralUses: ReferralUse[];
  @Field(() => [ReferralWithdrawal], { description: 'Oldest first; empty unless isLifer' }) withdrawals: ReferralWithdrawal[];
  @Field({ description: 'The liferEnabled practice flag: the page shows the credit withdrawals' }) isLifer: boolean;
}

@ObjectType()
export class PractitionerReferralPayload extends MutationResult {
  @Field(() => PractitionerReferral, { nullable: true }) practitionerReferral: PractitionerReferral | null;
}
