// The pro side of group events in GraphQL (spec 001 §7): event types, scheduled events, their
// registrants and registration payments, and the payloads of their mutations.
import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { MutationResult } from '../graphql/payloads.js';

@ObjectType()
export class ScheduledEventSummary {
  @Field(() => ID) id: string;
  @Field() startsAt: string;
  @Field() endsAt: string;
  @Field() timeZone: string;
  @Field() allDay: boolean;
  @Field(() => Int) clientsCount: number;
  @Field(() => Int, { nullable: true, description: 'null: unlimited' }) capacity: number | null;
  @Field() atCapacity: boolean;
}

@ObjectType()
export class BookableEventType {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field(() => String, { nullable: true }) instructions: string | null;
  @Field(() => Int, { nullable: true, description: 'null: unlimited' }) capacity: number | null;
  @Field(() => Int) amountCents: number;
  @Field() amountCurrency: string;
  @Field() location: string;
  @Field({ description: 'in_person | virtual' }) kind: string;
  @Field(() => Int) duration: number;
  @Field({ description: 'minute | hour | day' }) durationUnit: string;
  @Field() slug: string;
  @Field({ description: 'The public page: {origin}/{practice shortLink}/{slug}' }) url: string;
  @Field(() => String, { nullable: true }) photoUrl: string | null;
  @Field(() => Int, { description: 'Upcoming (not ended, not deleted) scheduled events' }) eventsCount: number;
  @Field(() => [ScheduledEventSummary], { description: 'Upcoming scheduled events, by start' }) bookableEvents: ScheduledEventSummary[];
}

@ObjectType()
export class BookableEventTypeBrief {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field(() => Int) duration: number;
  @Field() durationUnit: string;
  @Field() slug: string;
}

@ObjectType()
export class BookableEventClient {
  @Field(() => ID, { description: "The client's id" }) id: string;
  @Field(() => ID) registrationId: string;
  @Field() firstName: string;
  @Field() lastName: string;
  @Field(() => String, { nullable: true }) email: string | null;
  @Field(() => String, { nullable: true }) phone: string | null;
  @Field() paymentStatus: string;
  @Field() paymentLabel: string;
  @Field(() => Int) amountCents: number;
  @Field() overCapacity: boolean;
  @Field() createdAt: string;
}

@ObjectType()
export class BookableEvent {
  @Field(() => ID) id: string;
  @Field(() => ID) bookableEventTypeId: string;
  @Field(() => BookableEventTypeBrief) bookableEventType: BookableEventTypeBrief;
  @Field() name: string;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field(() => String, { nullable: true }) instructions: string | null;
  @Field() location: string;
  @Field() kind: string;
  @Field(() => String, { nullable: true }) photoUrl: string | null;
  @Field() startsAt: string;
  @Field() endsAt: string;
  @Field() allDay: boolean;
  @Field() timeZone: string;
  @Field(() => Int, { nullable: true }) capacity: number | null;
  @Field(() => Int) amountCents: number;
  @Field() amountCurrency: string;
  @Field(() => Int) clientsCount: number;
  @Field() atCapacity: boolean;
  @Field(() => [BookableEventClient], { description: 'Active registrants, by registration time' }) clients: BookableEventClient[];
}

/** Shared with the public registration page (EventRegistrationView.discount). */
@ObjectType()
export class RegistrationDiscount {
  @Field() code: string;
  @Field(() => Int) amountCents: number;
}

@ObjectType()
export class BookableEventRegistration {
  @Field(() => ID) id: string;
  @Field() paymentStatus: string;
  @Field() paymentLabel: string;
  @Field(() => Int) amountCents: number;
  @Field() createdAt: string;
  @Field(() => RegistrationDiscount, { nullable: true }) discount: RegistrationDiscount | null;
  @Field() canProcessPayment: boolean;
  @Field(() => String, { nullable: true }) failureReason: string | null;
}

@InputType()
export class ClientParamsInput {
  @Field() firstName: string;
  @Field(() => String, { nullable: true }) lastName?: string | null;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true }) phone?: string | null;
}

@ObjectType()
export class BookableEventTypePayload extends MutationResult {
  @Field(() => BookableEventType, { nullable: true }) bookableEventType: BookableEventType | null;
}

@ObjectType()
export class PhotoPayload extends MutationResult {
  @Field(() => String, { nullable: true }) photoUrl: string | null;
}

@ObjectType()
export class BookableEventPayload extends MutationResult {
  @Field(() => BookableEvent, { nullable: true }) bookableEvent: BookableEvent | null;
}

@ObjectType()
export class RegistrantsPayload extends MutationResult {
  @Field(() => Int, { nullable: true, description: 'Active registrations after the change' }) registrationsCount: number | null;
  @Field(() => Boolean, { nullable: true, description: 'The added client went over the capacity (allowed for the pro)' }) overCapacity: boolean | null;
}

@ObjectType()
export class RegistrationPaymentPayload extends MutationResult {
  @Field(() => BookableEventRegistration, { nullable: true }) registration: BookableEventRegistration | null;
}
