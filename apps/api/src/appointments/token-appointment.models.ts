// spec 000 §3 "Client appointment page data": the fields that exist so far.
import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType()
export class ServiceRef {
  @Field(() => ID) id: string;
  @Field() name: string;
}

@ObjectType()
export class AppointmentService {
  @Field(() => ID) id: string;
  @Field(() => ServiceRef) service: ServiceRef;
  @Field(() => Int) amountCents: number;
}

@ObjectType()
export class TokenLocation {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field() kind: string;
}

@ObjectType()
export class TokenPractice {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field({ description: 'The public booking URL path: /{shortLink}' }) url: string;
}

@ObjectType()
export class PracticeUser {
  @Field() name: string;
  @Field() email: string;
  @Field(() => String, { nullable: true }) phone: string | null;
}

@ObjectType()
export class TokenAppointment {
  @Field(() => ID) id: string;
  @Field() startsAt: string;
  @Field() endsAt: string;
  @Field({ description: 'Abbreviation of the zone at the start, e.g. EST' }) timeZone: string;
  @Field() ianaTimeZone: string;
  @Field(() => Int) amountCents: number;
  @Field(() => Int) tipAmountCents: number;
  @Field({ description: 'pending | approved | cancelled' }) state: string;
  @Field() declined: boolean;
  @Field() past: boolean;
  @Field() canCancel: boolean;
  @Field() instantActionToken: string;
  @Field(() => Int) fullTotal: number;
  @Field(() => ServiceRef) service: ServiceRef;
  @Field(() => [AppointmentService]) appointmentServices: AppointmentService[];
  @Field(() => TokenLocation) location: TokenLocation;
  @Field() locationName: string;
  @Field(() => TokenPractice) practice: TokenPractice;
  @Field(() => PracticeUser) user: PracticeUser;
}
