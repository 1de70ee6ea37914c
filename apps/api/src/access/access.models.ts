import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import { MutationResult } from '../graphql/payloads.js';

@ObjectType()
export class CurrentUser {
  @Field(() => ID) id: string;
  @Field() kind: string;
  @Field() name: string;
  @Field() email: string;
  @Field(() => ID, { nullable: true }) practiceId: string | null;
}

@ObjectType()
export class AuthPayload extends MutationResult {
  @Field(() => CurrentUser, { nullable: true }) user: CurrentUser | null;
}

@InputType()
export class SignUpInput {
  @Field() name: string;
  @Field() email: string;
  @Field() password: string;
  @Field() practiceName: string;
  @Field(() => String, { nullable: true, description: 'IANA time zone of the practice; the browser’s by default' })
  timeZone?: string | null;
  @Field(() => String, { nullable: true, description: "Another practice's referral code (the sign-up link's ?ref=); an unknown one is ignored" })
  referralCode?: string | null;
}
