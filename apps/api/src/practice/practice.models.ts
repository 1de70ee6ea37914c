import type { PaymentSettings } from '#app/practice';
import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { PracticeUser } from '../appointments/token-appointment.models.js';
import { JSONScalar } from '../graphql/json.scalar.js';
import { MutationResult } from '../graphql/payloads.js';

@ObjectType()
export class ServiceVariation {
  @Field(() => ID) id: string;
  @Field(() => Int) timeLength: number;
  @Field(() => Int) amountCents: number;
}

@ObjectType()
export class Service {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field() description: string;
  @Field(() => Int) timeLength: number;
  @Field(() => Int) amountCents: number;
  @Field() addOn: boolean;
  @Field() public: boolean;
  @Field(() => [ID]) locationIds: string[];
  @Field(() => [ServiceVariation]) variations: ServiceVariation[];
  @Field({ description: 'Sold as numberOfSessions sessions (packagesEnabled)' }) package: boolean;
  @Field(() => Int) numberOfSessions: number;
  @Field(() => [ID], { description: 'An add-on offered only with these services; empty: with all' }) allowedServiceIds: string[];
  @Field(() => JSONScalar, { nullable: true, description: "The service's own weekly hours (a location's shape), null when never set" }) availableTimes: unknown;
  @Field({ description: 'On: bookable only when both the location and the service are open' }) availableTimesEnabled: boolean;
  @Field(() => String, { nullable: true }) photoUrl: string | null;
}

@ObjectType()
export class Location {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field({ description: 'office | home | virtual' }) kind: string;
  @Field() timeZone: string;
  @Field(() => String, { nullable: true }) address: string | null;
  @Field(() => String, { nullable: true }) secondaryAddress: string | null;
  @Field(() => String, { nullable: true }) city: string | null;
  @Field(() => String, { nullable: true }) stateProvince: string | null;
  @Field(() => String, { nullable: true }) zip: string | null;
  @Field(() => String, { nullable: true }) country: string | null;
  @Field(() => String, { nullable: true, description: 'video | phone' }) virtualType: string | null;
  @Field(() => String, { nullable: true }) virtualLink: string | null;
  @Field(() => String, { nullable: true }) virtualInstructions: string | null;
  @Field(() => Int, { nullable: true }) travelDistance: number | null;
  @Field(() => JSONScalar, { description: 'Per weekday { enabled, blocks: [{ startsAt "HH:mm", endsAt }] }' }) availableTimes: unknown;
  @Field({ description: 'active | disabled' }) state: string;
  @Field() canDelete: boolean;
  @Field() onlyLocationForService: boolean;
}

@ObjectType()
export class BookingSettings {
  @Field(() => Int) appointmentBufferTime: number;
  @Field(() => Int) appointmentLeadTime: number;
  @Field(() => Int) startTimeIncrement: number;
  @Field() instantClientApproval: boolean;
  @Field(() => String, { nullable: true }) cancellationPolicy: string | null;
}

@ObjectType()
export class DaySlots {
  @Field({ description: 'Local date YYYY-MM-DD in the location time zone' }) date: string;
  @Field(() => [String], { description: 'ISO start times with the zone offset' }) datetimes: string[];
}

@ObjectType()
export class BookingAvailability {
  @Field() timeZone: string;
  @Field(() => [DaySlots]) availableSlots: DaySlots[];
}

@ObjectType({ description: "The practice's feature flags (spec 001 §1, 002 §6); staff set them with npm run practice:flags" })
export class PracticeFlagsModel {
  @Field() recurringBookingsEnabled: boolean;
  @Field() packagesEnabled: boolean;
  @Field() clientNotesEnabled: boolean;
  @Field() bookableEventsEnabled: boolean;
  @Field() requireCcEnabled: boolean;
  @Field() giftCardsEnabled: boolean;
  @Field() conferencingEnabled: boolean;
  @Field() websitePlan: boolean;
  @Field() discountCodesEnabled: boolean;
  @Field() eventsEnabled: boolean;
  @Field() servicesPagesEnabled: boolean;
  @Field() importReviewsEnabled: boolean;
  @Field() subscriptionLinkEnabled: boolean;
}

@ObjectType()
export class Practice {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field() shortLink: string;
  @Field({ description: 'The public booking page path: /{shortLink}' }) url: string;
  @Field() timeZone: string;
  @Field() instantClientApproval: boolean;
  @Field(() => [Service]) services: Service[];
  @Field(() => [Location]) locations: Location[];
  @Field(() => BookingSettings) bookingSettings: BookingSettings;
  @Field(() => PracticeUser) user: PracticeUser;
  @Field({ description: 'Client notes, intake forms and the Intake form tab (a flag staff set; on by default)' }) clientNotesEnabled: boolean;
  @Field(() => PracticeFlagsModel, { description: 'Every feature flag, defaults filled in' }) flags: PracticeFlagsModel;
  /** Not a field here: the payments context resolves what the booking page needs from it (PracticePaymentFields). */
  paymentSettings?: PaymentSettings;
}

@InputType()
export class VariationInput {
  @Field(() => ID, { nullable: true }) id?: string | null;
  @Field(() => Int) timeLength: number;
  @Field(() => Int) amountCents: number;
}

@InputType()
export class UpsertServiceInput {
  @Field(() => ID, { nullable: true, description: 'Omit to create' }) id?: string | null;
  @Field() name: string;
  @Field() description: string;
  @Field(() => Int) timeLength: number;
  @Field(() => Int, { defaultValue: 0 }) amountCents: number;
  @Field(() => [VariationInput], { nullable: true }) variationsArray?: VariationInput[] | null;
  @Field({ defaultValue: false }) addOn: boolean;
  @Field({ defaultValue: true }) public: boolean;
  @Field(() => [ID], { defaultValue: [] }) locationIds: string[];
  @Field({ defaultValue: false }) package: boolean;
  @Field(() => Int, { nullable: true, description: 'Sessions of a package (default 5 in the portal)' }) numberOfSessions?: number | null;
  @Field(() => [ID], { defaultValue: [] }) allowedServiceIds: string[];
  @Field(() => String, { nullable: true, description: "The service's own weekly hours as JSON text (a location's shape); omit to keep them" }) availableTimes?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Omit to keep as it was' }) availableTimesEnabled?: boolean | null;
  @Field(() => String, { nullable: true, description: 'An image POST /uploads answered: becomes the photo' }) handle?: string | null;
}

@InputType()
export class ServicePositionInput {
  @Field(() => ID) id: string;
  @Field(() => Int, { description: 'The place in the whole list from 0; free services hold the first places' }) position: number;
}

@InputType()
export class UpsertLocationInput {
  @Field(() => ID, { nullable: true, description: 'Omit to create' }) id?: string | null;
  @Field() name: string;
  @Field({ defaultValue: 'office' }) kind: string;
  @Field(() => String, { nullable: true }) address?: string | null;
  @Field(() => String, { nullable: true }) secondaryAddress?: string | null;
  @Field(() => String, { nullable: true }) city?: string | null;
  @Field(() => String, { nullable: true }) stateProvince?: string | null;
  @Field(() => String, { nullable: true }) zip?: string | null;
  @Field(() => String, { nullable: true }) country?: string | null;
  @Field() timeZone: string;
  @Field(() => String, { nullable: true, defaultValue: 'video' }) virtualType?: string | null;
  @Field(() => String, { nullable: true }) virtualLink?: string | null;
  @Field(() => String, { nullable: true }) virtualInstructions?: string | null;
  @Field(() => Int, { nullable: true }) travelDistance?: number | null;
  @Field(() => String, { nullable: true, description: 'Weekly hours as JSON text; defaults 9:00 AM-5:00 PM weekdays' }) availableTimes?: string | null;
}

@InputType()
export class BookingSettingsInput {
  @Field(() => Int, { nullable: true }) appointmentBufferTime?: number | null;
  @Field(() => Int, { nullable: true }) appointmentLeadTime?: number | null;
  @Field(() => Int, { nullable: true }) startTimeIncrement?: number | null;
  @Field(() => Boolean, { nullable: true }) instantClientApproval?: boolean | null;
  @Field(() => String, { nullable: true }) cancellationPolicy?: string | null;
}

@ObjectType()
export class ServicePayload extends MutationResult {
  @Field(() => Service, { nullable: true }) service: Service | null;
}

@ObjectType()
export class ServicesPayload extends MutationResult {
  @Field(() => [Service], { description: 'All services in their new order' }) services: Service[];
}

@ObjectType()
export class ServicePhotoPayload extends MutationResult {
  @Field(() => String, { nullable: true }) photoUrl: string | null;
}

@ObjectType()
export class LocationPayload extends MutationResult {
  @Field(() => Location, { nullable: true }) location: Location | null;
}

@ObjectType()
export class BookingSettingsPayload extends MutationResult {
  @Field(() => BookingSettings, { nullable: true }) bookingSettings: BookingSettings | null;
  @Field(() => String, { nullable: true, description: 'The first error, as the spec names it' }) error: string | null;
}
