// The public side of group events in GraphQL (issue 15 contract): a type's public page, the
// registration page by its token, and the visitor's registration.
import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { MutationResult } from '../../graphql/payloads.js';
// Shared with the pro side (BookableEventRegistration.discount).
import { RegistrationDiscount } from '../group-events.models.js';

@ObjectType()
export class PublicEventPractice {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field() shortLink: string;
  @Field(() => String, { nullable: true, description: "'stripe' | 'square' | null" }) paymentProvider: string | null;
}

@ObjectType()
export class PublicEventDate {
  @Field(() => ID) id: string;
  @Field() startsAt: string;
  @Field() endsAt: string;
  @Field() allDay: boolean;
  @Field() timeZone: string;
  @Field(() => Int, { nullable: true, description: 'null: unlimited' }) seatsLeft: number | null;
  @Field() full: boolean;
}

@ObjectType()
export class PublicEventType {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field() slug: string;
  @Field() kind: string;
  @Field() location: string;
  @Field(() => String, { nullable: true }) photoUrl: string | null;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field(() => String, { nullable: true }) instructions: string | null;
  @Field(() => Int) duration: number;
  @Field() durationUnit: string;
  @Field(() => Int) amountCents: number;
  @Field() amountCurrency: string;
  @Field(() => Int, { nullable: true }) capacity: number | null;
  @Field() url: string;
  @Field(() => PublicEventPractice) practice: PublicEventPractice;
  @Field({ description: 'amountCents > 0: the visitor saves a card, charged at registration' }) requiresCard: boolean;
  @Field(() => [PublicEventDate], { description: 'upcoming (not started), by start' }) events: PublicEventDate[];
}

@ObjectType()
export class RegisteredEvent {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field() kind: string;
  @Field() location: string;
  @Field() startsAt: string;
  @Field() endsAt: string;
  @Field() allDay: boolean;
  @Field() timeZone: string;
  @Field(() => String, { nullable: true }) photoUrl: string | null;
  @Field(() => String, { nullable: true }) imageUrl: string | null;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field(() => String, { nullable: true }) instructions: string | null;
}

@ObjectType()
export class RegisteredEventType {
  @Field() slug: string;
  @Field() url: string;
}

@ObjectType()
export class RegisteredClient {
  @Field() firstName: string;
  @Field() lastName: string;
  @Field(() => String, { nullable: true }) email: string | null;
}

@ObjectType()
export class RegisteredPractice {
  @Field() name: string;
  @Field() shortLink: string;
  @Field(() => String, { nullable: true }) email: string | null;
  @Field(() => String, { nullable: true }) phone: string | null;
}

@ObjectType()
export class EventRegistrationView {
  @Field(() => ID) id: string;
  @Field() token: string;
  @Field({ description: 'active | cancelled' }) state: string;
  @Field() isOwnerCancelled: boolean;
  @Field(() => Int) amountCents: number;
  @Field() createdAt: string;
  @Field() paymentStatus: string;
  @Field() paymentLabel: string;
  @Field(() => RegistrationDiscount, { nullable: true }) discount: RegistrationDiscount | null;
  @Field(() => RegisteredEvent) event: RegisteredEvent;
  @Field(() => RegisteredEventType) eventType: RegisteredEventType;
  @Field(() => RegisteredClient) client: RegisteredClient;
  @Field(() => RegisteredPractice) practice: RegisteredPractice;
}

@ObjectType()
export class EventRegistrationPayload extends MutationResult {
  @Field(() => String, { nullable: true, description: 'The registration page: /manage_event_registrations/{token}' }) token: string | null;
  @Field(() => String, { nullable: true }) paymentStatus: string | null;
}
