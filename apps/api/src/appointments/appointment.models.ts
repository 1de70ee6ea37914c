import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { MutationResult } from '../graphql/payloads.js';
import type { PaymentState } from '#app/payments';
import { JSONScalar } from '../graphql/json.scalar.js';
import { DateTimeScalar } from '../graphql/date-time.scalar.js';
import { DiscountCodeRedemption } from '../coupons/coupons.models.js';
import { GiftCardRedemptionLine } from '../gift-cards/gift-cards.models.js';

@ObjectType()
export class ServiceLine {
  @Field(() => ID) serviceId: string;
  @Field() name: string;
  @Field(() => Int) timeLength: number;
  @Field(() => Int) amountCents: number;
  @Field() addOn: boolean;
}

@ObjectType()
export class LocationRef {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field() kind: string;
  @Field() timeZone: string;
}

@ObjectType()
export class ClientRef {
  @Field(() => ID) id: string;
  @Field(() => ID, { description: 'The same as id' }) clientId: string;
  @Field() firstName: string;
  @Field() lastName: string;
  @Field() email: string;
  @Field() phone: string;
}

@ObjectType()
export class Appointment {
  @Field(() => ID) id: string;
  @Field(() => ID) practiceId: string;
  @Field({ description: 'pending | approved | unavailable (the pro declined the request) | cancelled' }) state: string;
  @Field() startsAt: string;
  @Field() endsAt: string;
  @Field() timeZone: string;
  @Field(() => Int) amountCents: number;
  @Field() instantActionToken: string;
  @Field() bookedBy: string;
  @Field() createdAt: string;
  @Field() past: boolean;
  @Field(() => String, { nullable: true }) practitionerNote: string | null;
  @Field(() => ClientRef) client: ClientRef;
  @Field(() => [ServiceLine]) services: ServiceLine[];
  @Field(() => [ServiceLine], { description: 'The same lines as services (spec 001 §3 name)' }) appointmentServices: ServiceLine[];
  @Field(() => LocationRef) location: LocationRef;
  @Field(() => ID, { nullable: true }) seriesId: string | null;
  @Field(() => String, { nullable: true, description: 'RRULE text of the series, without DTSTART' }) recurrencePattern: string | null;
  @Field(() => String, { nullable: true }) recurrenceFrequency: string | null;
  @Field(() => String, { nullable: true, description: 'The series end, an ISO instant' }) recurrenceUntil: string | null;
  @Field(() => Int, { nullable: true }) recurrenceCount: number | null;
  @Field(() => [DiscountCodeRedemption], { description: 'Coupons applied at booking; amountCents is already the discounted price' })
  discountCodeRedemptions: DiscountCodeRedemption[];
  @Field(() => [GiftCardRedemptionLine], { description: 'Gift cards that paid part of the price at booking; amountCents is what is left to pay' })
  giftCardRedemptions: GiftCardRedemptionLine[];
  @Field(() => Int, { nullable: true, description: "The session of the client's package this appointment uses (1 to packageNumberOfSessions); null when none" })
  packageSessionNumber: number | null;
  @Field(() => Int, { nullable: true, description: 'The number of sessions of that package' }) packageNumberOfSessions: number | null;
  /** The payment facts folded (read by the money fields, apps/api/src/payments/appointment-money.resolver.ts); not a field. */
  paymentFacts?: PaymentState;
}

@ObjectType()
export class AppointmentPage {
  @Field(() => [Appointment]) items: Appointment[];
  @Field(() => Int) total: number;
}

@ObjectType()
export class HistoryEntry {
  @Field(() => ID) eventId: string;
  @Field(() => Int) revision: number;
  @Field() occurredAt: string;
  @Field() type: string;
  @Field(() => JSONScalar) actor: unknown;
  @Field(() => JSONScalar) data: unknown;
  @Field(() => JSONScalar) metadata: unknown;
}

@InputType()
export class AppointmentFilter {
  @Field(() => String, { nullable: true, description: 'pending | approved | unavailable | cancelled' }) state?: string | null;
  @Field(() => String, { nullable: true }) q?: string | null;
  @Field(() => ID, { nullable: true }) practiceId?: string | null;
}

@InputType()
export class RequestAppointmentInput {
  @Field(() => ID) practiceId: string;
  @Field(() => ID) serviceId: string;
  @Field(() => ID) locationId: string;
  @Field(() => DateTimeScalar) startsAt: string;
  @Field() firstName: string;
  @Field() lastName: string;
  @Field() email: string;
  @Field() phone: string;
  @Field(() => ID, { nullable: true, description: 'A variation of the service (another length and price)' })
  variationId?: string | null;
  @Field(() => [ID], { nullable: true, description: 'Add-on services booked with it' })
  addOnServiceIds?: string[] | null;
  @Field(() => String, { nullable: true, description: 'A card saved for this booking (stripe): the secret bookingSetupIntent returned, once the card form confirmed it' })
  setupIntentSecret?: string | null;
  @Field(() => String, { nullable: true, description: "A card saved for this booking (square): the card form's token" })
  cardSourceId?: string | null;
  @Field(() => String, { nullable: true, description: 'A coupon code (upper-cased, other characters dropped); the appointment takes the discounted price' })
  discountCode?: string | null;
  @Field(() => String, { nullable: true, description: 'A gift card code: the card pays the price (after any coupon) up to its balance; the appointment takes what is left' })
  giftCardCode?: string | null;
}

@ObjectType()
export class AppointmentPayload extends MutationResult {
  @Field(() => Appointment, { nullable: true }) appointment: Appointment | null;
}

@ObjectType()
export class AppointmentsPayload extends MutationResult {
  @Field(() => [Appointment]) appointments: Appointment[];
  @Field(() => ID, { nullable: true }) seriesId: string | null;
}

@InputType()
export class AppointmentServiceInput {
  @Field(() => ID) serviceId: string;
  @Field(() => Int) amountCents: number;
  @Field(() => Boolean, { nullable: true, description: "Make this price the client's price for the service" }) saveCustomPrice?: boolean | null;
  @Field(() => ID, { nullable: true }) variationId?: string | null;
}

@ObjectType()
export class CancelAppointmentPayload extends MutationResult {
  @Field(() => [ID]) cancelledAppointmentIds: string[];
}

@ObjectType()
export class RequestAppointmentPayload extends MutationResult {
  @Field(() => ID, { nullable: true }) appointmentId: string | null;
  @Field(() => String, { nullable: true }) instantActionToken: string | null;
  @Field(() => String, { nullable: true }) state: string | null;
  @Field(() => [String], { description: 'When the time was just taken: the next free start times' })
  nextAvailableTimes: string[];
}
