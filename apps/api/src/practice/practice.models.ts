import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { PracticeUser } from '../appointments/token-appointment.models.js';

@ObjectType()
export class Service {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field() description: string;
  @Field(() => Int) timeLength: number;
  @Field(() => Int) amountCents: number;
  @Field() addOn: boolean;
}

@ObjectType()
export class Location {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field() kind: string;
  @Field() timeZone: string;
  @Field(() => String, { nullable: true }) address: string | null;
}

@ObjectType()
export class Practice {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field() shortLink: string;
  @Field() timeZone: string;
  @Field() instantClientApproval: boolean;
  @Field(() => [Service]) services: Service[];
  @Field(() => [Location]) locations: Location[];
  @Field(() => PracticeUser) user: PracticeUser;
}
