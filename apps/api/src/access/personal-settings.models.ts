import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import { MutationResult } from '../graphql/payloads.js';

@ObjectType({ description: 'The Account page’s fields (spec 002 §3 user settings); never the password.' })
export class PersonalSettings {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field() email: string;
  @Field(() => String, { nullable: true, description: 'E.164; the practice owner’s phone, where texts to the pro go' }) phone: string | null;
  @Field(() => String, { nullable: true, description: 'Female, Male or Custom' }) gender: string | null;
  @Field(() => String, { nullable: true }) customGender: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) dob: string | null;
}

@InputType({ description: 'Only non-empty fields are changed.' })
export class PersonalSettingsInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field(() => String, { nullable: true }) gender?: string | null;
  @Field(() => String, { nullable: true }) customGender?: string | null;
  @Field(() => String, { nullable: true }) dob?: string | null;
  @Field(() => String, { nullable: true }) password?: string | null;
  @Field(() => String, { nullable: true }) passwordConfirmation?: string | null;
}

@ObjectType()
export class PersonalSettingsPayload extends MutationResult {
  @Field(() => PersonalSettings, { nullable: true }) user: PersonalSettings | null;
}
