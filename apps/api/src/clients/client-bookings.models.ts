// Your Bookings (spec 000 §3 "Client booking"): what a card and a transaction show.
import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType()
export class BookingService {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field(() => Int, { description: 'minutes' }) timeLength: number;
  @Field(() => Int) amountCents: number;
  @Field() addOn: boolean;
}

@ObjectType()
export class BookingLocation {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field({ description: 'office | home | virtual' }) kind: string;
  @Field(() => String, { nullable: true, description: 'One line for an in-person location' }) address: string | null;
  @Field({ description: 'IANA zone' }) timeZone: string;
  @Field({ description: 'The zone at the start, e.g. EST' }) timeZoneAbbr: string;
  @Field(() => String, { nullable: true }) virtualInstructions: string | null;
}

@ObjectType()
export class BookingPractice {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field({ description: 'The public booking URL path: /{shortLink}' }) url: string;
  @Field({ description: 'USD | CAD' }) defaultCurrency: string;
}

@ObjectType()
export class BookingTransaction {
  @Field(() => ID) id: string;
  @Field({ description: 'Charge | Hold' }) type: string;
  @Field(() => Int, { description: '0 pending, 1 processed, 2 failure, 3 cancelled' }) state: number;
  @Field(() => Int) amountCents: number;
  @Field({ description: 'PENDING | PROCESSED | FAILURE | CANCELLED (spec 000 §4)' }) stateLabel: string;
  @Field({ description: "A Hold: 'Your card will be charged the day of the appointment'; a Charge: 'Payment'" }) description: string;
}

@ObjectType()
export class ClientBooking {
  @Field(() => ID) id: string;
  @Field({ description: 'pending | approved | unavailable' }) state: string;
  @Field({ description: 'CONFIRMED | PENDING | UNAVAILABLE (spec 000 §4)' }) stateLabel: string;
  @Field() startsAt: string;
  @Field() endsAt: string;
  @Field(() => Int) amountCents: number;
  @Field(() => Int) feeCents: number;
  @Field(() => Int) platformFeeCents: number;
  @Field() instantActionToken: string;
  @Field(() => Int, { description: 'minutes' }) appointmentTimeLength: number;
  @Field(() => ID) practiceId: string;
  @Field(() => ID, { description: 'The main service (the first line that is not an add-on)' }) serviceId: string;
  @Field(() => BookingPractice, { nullable: true }) practice: BookingPractice | null;
  @Field(() => [BookingService]) services: BookingService[];
  @Field(() => BookingLocation) location: BookingLocation;
  @Field(() => BookingTransaction, { nullable: true }) transaction: BookingTransaction | null;
}

@ObjectType()
export class ClientBookings {
  @Field(() => [ClientBooking]) upcomingAppointments: ClientBooking[];
  @Field(() => [ClientBooking]) pastAppointments: ClientBooking[];
  @Field(() => [ClientBooking]) expiredAppointments: ClientBooking[];
  @Field(() => [ClientBooking], { description: 'Bookings with a transaction (the Transactions tab), newest first' }) transactions: ClientBooking[];
}
