// spec 000 §3 "Client appointment page data": the fields that exist so far. A token grants its
// page and nothing more: no client details, no other places or appointments of the practice.
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
  @Field({ description: 'office | home | virtual' }) kind: string;
  @Field(() => String, { nullable: true, description: 'video | phone, for a virtual location' }) virtualType: string | null;
  @Field(() => String, { nullable: true, description: 'One line (street, unit, city, state and zip) for an in-person location; null for a virtual one' })
  address: string | null;
  @Field(() => String, { nullable: true }) virtualInstructions: string | null;
}

@ObjectType()
export class TokenPractice {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field({ description: 'The public booking URL path: /{shortLink}' }) url: string;
  @Field(() => String, { nullable: true, description: 'From the booking settings; shown when the client is about to cancel' })
  cancellationPolicy: string | null;
  @Field({ description: 'USD | CAD' }) defaultCurrency: string;
  @Field() acceptsTips: boolean;
  @Field({ description: 'A card provider is connected: card payments are possible' }) hasPaymentProvider: boolean;
  @Field(() => String, { nullable: true, description: 'stripe | square' }) paymentProvider: string | null;
  @Field({ description: "'simulated' (the embedded provider's own card form) or 'live'" }) paymentMode: string;
  @Field() hasPaypalPaymentsEnabled: boolean;
  @Field() hasVenmoPaymentsEnabled: boolean;
  @Field() acceptsCash: boolean;
  @Field() acceptsOfflineCreditCard: boolean;
  @Field() acceptsPaypal: boolean;
  @Field() acceptsVenmo: boolean;
  @Field() acceptsZelle: boolean;
}

@ObjectType({ description: 'A saved card as the client sees it' })
export class PaymentMethodData {
  @Field() brand: string;
  @Field() last4: string;
  @Field(() => Int) expMonth: number;
  @Field(() => Int) expYear: number;
}

@ObjectType({ description: 'spec 000 §3 transaction: type Hold or Charge; state 0 pending, 1 processed, 2 failure, 3 cancelled' })
export class PaymentTransaction {
  @Field(() => ID) id: string;
  @Field() type: string;
  @Field(() => Int) state: number;
  @Field(() => Int) amountCents: number;
  @Field(() => Int) tipAmountCents: number;
  @Field() currency: string;
  @Field({ description: 'card | paypal | venmo' }) via: string;
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
  @Field({ description: 'pending | approved | unavailable (the pro declined the request) | cancelled' }) state: string;
  @Field() past: boolean;
  @Field() canCancel: boolean;
  @Field() instantActionToken: string;
  @Field(() => Int) fullTotal: number;
  @Field(() => ServiceRef) service: ServiceRef;
  @Field(() => [AppointmentService]) appointmentServices: AppointmentService[];
  @Field(() => TokenLocation) location: TokenLocation;
  @Field({ description: "The location's name, with ' (Video)' or ' (Phone Call)' for a virtual one" }) locationName: string;
  @Field(() => String, { nullable: true, description: "A virtual location's join link" }) virtualMeetingLinkWithFallback: string | null;
  @Field(() => TokenPractice) practice: TokenPractice;
  @Field(() => PracticeUser) user: PracticeUser;
  @Field({ description: 'Free, Paid, Failed, Pending, Card needed, Card needed past due, Past due, Cancelled' }) clientPaymentStatus: string;
  @Field(() => String, { nullable: true, description: "The provider's reason for the last failed payment" }) paymentError: string | null;
  @Field(() => PaymentMethodData, { nullable: true, description: "The client's saved card with the practice" }) defaultPaymentMethodData: PaymentMethodData | null;
  @Field(() => [PaymentTransaction]) transactions: PaymentTransaction[];
}

@ObjectType({ description: "The appointment as one calendar entry: the same entry as its e-mails' .ics" })
export class AppointmentCalendarEntry {
  @Field() fileName: string;
  @Field({ description: 'iCalendar text (text/calendar)' }) ics: string;
  @Field({ description: 'Adds the same entry in Google Calendar' }) googleCalendarUrl: string;
}
