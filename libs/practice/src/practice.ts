// The practice aggregate (stream `practice-<id>`): who owns it, its services, locations and
// booking and payment settings.
import type { DomainEvent } from '#app/es';
import {
  defaultWeeklyHours,
  RECOMMENDED_BUFFER_TIME,
  RECOMMENDED_LEAD_TIME,
  RECOMMENDED_START_TIME_INCREMENT,
  type WeeklyHours,
} from '#app/availability';
import { defaultPaymentSettings, type PaymentSettings } from './payment-settings.js';
import { evolvePaymentConnections, isPaymentConnectionEvent, noPaymentConnections, type PaymentConnectionEvent, type PaymentConnections } from './payment-connections.js';
import { defaultPracticeFlags, type PracticeFlags, type PracticeFlagsEvent } from './practice-flags.js';
import type { OwnerDetailsEvent } from './owner-details.js';
import type { OwnerPhoneEvent } from './owner-phone.js';
import { evolveVideoConferencing, isVideoConferencingEvent, type VideoConferencing, type VideoConferencingEvent } from './video-conferencing.js';
import { evolvePracticeProfile, isProfileDetailsEvent, type PracticeProfile, type ProfileDetailsEvent } from './profile-details.js';

export type LocationKind = 'office' | 'home' | 'virtual';

export interface ServiceVariation {
  variationId: string;
  timeLength: number;
  amountCents: number;
}

export interface ServiceDefinition {
  serviceId: string;
  name: string;
  description: string;
  timeLength: number;
  amountCents: number;
  /** Other lengths and prices of the same service (spec 002 §5: unique prices and durations). */
  variations?: ServiceVariation[];
  addOn: boolean;
  public: boolean;
  locationIds: string[];
  /** spec 002 §3: a package is sold as numberOfSessions sessions (while packagesEnabled is on). */
  package?: boolean;
  numberOfSessions?: number;
  /** An add-on offered only with these services; empty: with every service. */
  allowedServiceIds?: string[];
  /** The service's own weekly hours (location's shape and zone); used only while availableTimesEnabled. */
  availableTimes?: WeeklyHours | null;
  /** On: the service is bookable only when both its location and these hours are open. */
  availableTimesEnabled?: boolean;
  /** An uploaded image (/files/<handle>) shown with the service; null: none. */
  photoUrl?: string | null;
}

export interface LocationDefinition {
  locationId: string;
  name: string;
  kind: LocationKind;
  address: string | null;
  secondaryAddress?: string | null;
  city?: string | null;
  stateProvince?: string | null;
  zip?: string | null;
  country?: string | null;
  timeZone: string;
  virtualType?: 'video' | 'phone' | null;
  virtualLink?: string | null;
  virtualInstructions?: string | null;
  travelDistance?: number | null;
  /** Weekly hours in the location's zone; defaults 9:00 AM-5:00 PM on weekdays. */
  availableTimes?: WeeklyHours;
}

export type LocationState = 'active' | 'disabled';

export interface BookingSettings {
  instantClientApproval: boolean;
  appointmentBufferTime: number;
  appointmentLeadTime: number;
  startTimeIncrement: number;
  cancellationPolicy: string | null;
}

export interface PracticeCreatedData {
  practiceId: string;
  name: string;
  shortLink: string;
  timeZone: string;
  owner: { proId: string; name: string; email: string; phone: string | null };
}

export type PracticeEvent =
  | DomainEvent<'PracticeCreated', PracticeCreatedData>
  | DomainEvent<'ServiceUpserted', ServiceDefinition>
  | DomainEvent<'ServiceRemoved', { serviceId: string }>
  /** The paid services in their new order (free ones stay first, in theirs). */
  | DomainEvent<'ServicesReordered', { serviceIds: string[] }>
  | DomainEvent<'ServicePhotoChanged', { serviceId: string; photoUrl: string | null }>
  | DomainEvent<'LocationUpserted', LocationDefinition>
  | DomainEvent<'LocationDisabled', { locationId: string }>
  | DomainEvent<'LocationEnabled', { locationId: string }>
  | DomainEvent<'LocationDeleted', { locationId: string }>
  | DomainEvent<'BookingSettingsUpdated', Partial<BookingSettings>>
  | DomainEvent<'PaymentSettingsUpdated', Partial<PaymentSettings>>
  | PaymentConnectionEvent
  | PracticeFlagsEvent
  | OwnerPhoneEvent
  | OwnerDetailsEvent
  | VideoConferencingEvent
  | ProfileDetailsEvent;

export type LocationRecord = Required<Omit<LocationDefinition, 'availableTimes'>> & { availableTimes: WeeklyHours; state: LocationState };
export type ServiceRecord = Required<ServiceDefinition>;

export type ActivePractice = {
  status: 'active';
  practice: PracticeCreatedData;
  services: Map<string, ServiceRecord>;
  locations: Map<string, LocationRecord>;
  settings: BookingSettings;
  payments: PaymentSettings;
  /** The practice's accounts at Stripe, Square and PayPal (payment-connections.ts). */
  connections: PaymentConnections;
  /** Features staff turned on or off (practice-flags.ts). */
  flags: PracticeFlags;
  /** Zoom and the like (video-conferencing.ts). */
  conferencing: VideoConferencing;
  /** The public profile (profile.ts); absent until first changed. */
  profile?: PracticeProfile;
};

export type PracticeState = { status: 'none' } | ActivePractice;

export const practiceStreamId = (practiceId: string): string => `practice-${practiceId}`;

export const defaultBookingSettings: BookingSettings = {
  instantClientApproval: false,
  appointmentBufferTime: RECOMMENDED_BUFFER_TIME,
  appointmentLeadTime: RECOMMENDED_LEAD_TIME,
  startTimeIncrement: RECOMMENDED_START_TIME_INCREMENT,
  cancellationPolicy: null,
};

/** Fills what older LocationUpserted events did not carry (stored events are never reshaped). */
export const toLocationRecord = (l: LocationDefinition, state: LocationState = 'active'): LocationRecord => ({
  secondaryAddress: null,
  city: null,
  stateProvince: null,
  zip: null,
  country: null,
  virtualType: l.kind === 'virtual' ? 'video' : null,
  virtualLink: null,
  virtualInstructions: null,
  travelDistance: null,
  ...l,
  availableTimes: l.availableTimes ?? defaultWeeklyHours(),
  state,
});

export const toServiceRecord = (s: ServiceDefinition): ServiceRecord => ({
  variations: [], package: false, numberOfSessions: 0, allowedServiceIds: [], availableTimes: null, availableTimesEnabled: false, photoUrl: null, ...s,
});

/**
 * The services in display order: free ones first in their own order, then the paid ones in
 * `paidOrder` (any paid one it does not name after them, as they were).
 */
export const inServiceOrder = <T extends { serviceId: string; amountCents: number }>(services: T[], paidOrder: string[]): T[] => {
  const rank = new Map(paidOrder.map((id, index) => [id, index]));
  const free = services.filter((s) => s.amountCents === 0);
  const paid = services.filter((s) => s.amountCents !== 0);
  const named = paid.filter((s) => rank.has(s.serviceId)).sort((a, b) => rank.get(a.serviceId)! - rank.get(b.serviceId)!);
  return [...free, ...named, ...paid.filter((s) => !rank.has(s.serviceId))];
};

export const evolvePractice = (state: PracticeState, event: PracticeEvent): PracticeState => {
  if (event.type === 'PracticeCreated') {
    return { status: 'active', practice: event.data, services: new Map(), locations: new Map(), settings: { ...defaultBookingSettings }, payments: { ...defaultPaymentSettings }, connections: noPaymentConnections, flags: { ...defaultPracticeFlags }, conferencing: {} };
  }
  if (state.status === 'none') return state;
  if (isPaymentConnectionEvent(event)) return { ...state, connections: evolvePaymentConnections(state.connections, event) };
  if (isVideoConferencingEvent(event)) return { ...state, conferencing: evolveVideoConferencing(state.conferencing, event) };
  if (isProfileDetailsEvent(event)) {
    const shortLink = event.type === 'ProfileInfoUpdated' ? event.data.shortLink : undefined;
    const name = event.type === 'ProfileInfoUpdated' ? event.data.name : undefined;
    return { ...state, practice: { ...state.practice, name: name ?? state.practice.name, shortLink: shortLink ?? state.practice.shortLink }, profile: evolvePracticeProfile(state.profile, event) };
  }
  const locations = new Map(state.locations);
  const services = new Map(state.services);
  switch (event.type) {
    case 'ServiceUpserted':
      return { ...state, services: services.set(event.data.serviceId, toServiceRecord(event.data)) };
    case 'ServiceRemoved':
      services.delete(event.data.serviceId);
      return { ...state, services };
    case 'ServicesReordered':
      return { ...state, services: new Map(inServiceOrder([...services.values()], event.data.serviceIds).map((s) => [s.serviceId, s])) };
    case 'ServicePhotoChanged': {
      const service = services.get(event.data.serviceId);
      if (service) services.set(service.serviceId, { ...service, photoUrl: event.data.photoUrl });
      return { ...state, services };
    }
    case 'LocationUpserted':
      return { ...state, locations: locations.set(event.data.locationId, toLocationRecord(event.data, state.locations.get(event.data.locationId)?.state)) };
    case 'LocationDisabled':
    case 'LocationEnabled': {
      const location = locations.get(event.data.locationId);
      if (location) locations.set(location.locationId, { ...location, state: event.type === 'LocationDisabled' ? 'disabled' : 'active' });
      return { ...state, locations };
    }
    case 'LocationDeleted':
      locations.delete(event.data.locationId);
      return { ...state, locations };
    case 'BookingSettingsUpdated':
      return { ...state, settings: { ...state.settings, ...event.data } };
    case 'PaymentSettingsUpdated':
      return { ...state, payments: { ...state.payments, ...event.data } };
    case 'PracticeFlagsSet':
      return { ...state, flags: { ...state.flags, ...event.data } };
    case 'OwnerPhoneChanged':
      return { ...state, practice: { ...state.practice, owner: { ...state.practice.owner, phone: event.data.phone } } };
    case 'OwnerDetailsChanged':
      return { ...state, practice: { ...state.practice, owner: { ...state.practice.owner, ...event.data } } };
    default: {
      const _exhaustive: never = event;
      return state; // an event this fold does not know (a newer version's) changes nothing here
    }
  }
};
