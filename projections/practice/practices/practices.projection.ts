// The practice as the portal and the public pages read it.
import { defineProjection } from '#app/es';
import {
  defaultBookingSettings,
  defaultPaymentSettings,
  defaultPracticeFlags,
  evolvePaymentConnections,
  evolveVideoConferencing,
  isPaymentConnectionEvent,
  isVideoConferencingEvent,
  noPaymentConnections,
  PAYMENT_CONNECTION_EVENT_TYPES,
  toLocationRecord,
  toServiceRecord,
  type BookingSettings,
  type LocationRecord,
  type PaymentConnections,
  type PaymentSettings,
  type PracticeCreatedData,
  type PracticeEvent,
  type PracticeFlags,
  type ServiceRecord,
  type VideoConferencing,
  VIDEO_CONFERENCING_EVENT_TYPES,
  evolvePracticeProfile,
  inServiceOrder,
  isProfileDetailsEvent,
  PROFILE_DETAILS_EVENT_TYPES,
  type PracticeProfile,
} from '#app/practice';

export interface PracticeDocument extends Omit<PracticeCreatedData, 'practiceId'> {
  id: string;
  services: ServiceRecord[];
  locations: LocationRecord[];
  settings: BookingSettings;
  payments: PaymentSettings;
  /** Absent until the practice's first provider account is recorded. */
  connections?: PaymentConnections;
  /** Features staff turned on or off; absent until a flag is first set: read `{ ...defaultPracticeFlags, ...flags }`. */
  flags?: PracticeFlags;
  /** Zoom and the like; absent until the first account is connected. */
  conferencing?: VideoConferencing;
  /** The public profile; absent until first changed. */
  profile?: PracticeProfile;
}

const replace = <T>(list: T[], item: T, same: (a: T) => boolean): T[] =>
  list.some(same) ? list.map((x) => (same(x) ? item : x)) : [...list, item];

const evolveKnown = (document: PracticeDocument, event: Exclude<PracticeEvent, { type: 'PracticeCreated' }>): PracticeDocument => {
  if (isPaymentConnectionEvent(event)) return { ...document, connections: evolvePaymentConnections(document.connections ?? noPaymentConnections, event) };
  if (isVideoConferencingEvent(event)) return { ...document, conferencing: evolveVideoConferencing(document.conferencing ?? {}, event) };
  if (isProfileDetailsEvent(event)) {
    const info = event.type === 'ProfileInfoUpdated' ? event.data : {};
    return { ...document, name: info.name ?? document.name, shortLink: info.shortLink ?? document.shortLink, profile: evolvePracticeProfile(document.profile, event) };
  }
  switch (event.type) {
    case 'ServiceUpserted': {
      const service = toServiceRecord(event.data);
      return { ...document, services: replace(document.services, service, (s) => s.serviceId === service.serviceId) };
    }
    case 'ServiceRemoved':
      return { ...document, services: document.services.filter((s) => s.serviceId !== event.data.serviceId) };
    case 'ServicesReordered':
      return { ...document, services: inServiceOrder(document.services, event.data.serviceIds) };
    case 'ServicePhotoChanged':
      return { ...document, services: document.services.map((s) => (s.serviceId === event.data.serviceId ? { ...s, photoUrl: event.data.photoUrl } : s)) };
    case 'LocationUpserted': {
      const before = document.locations.find((l) => l.locationId === event.data.locationId);
      const location = toLocationRecord(event.data, before?.state);
      return { ...document, locations: replace(document.locations, location, (l) => l.locationId === location.locationId) };
    }
    case 'LocationDisabled':
    case 'LocationEnabled': {
      const state = event.type === 'LocationDisabled' ? 'disabled' : 'active';
      return { ...document, locations: document.locations.map((l) => (l.locationId === event.data.locationId ? { ...l, state } : l)) };
    }
    case 'LocationDeleted':
      return { ...document, locations: document.locations.filter((l) => l.locationId !== event.data.locationId) };
    case 'BookingSettingsUpdated':
      return { ...document, settings: { ...document.settings, ...event.data } };
    case 'PaymentSettingsUpdated':
      return { ...document, payments: { ...document.payments, ...event.data } };
    case 'PracticeFlagsSet':
      return { ...document, flags: { ...defaultPracticeFlags, ...document.flags, ...event.data } };
    case 'OwnerPhoneChanged':
      return { ...document, owner: { ...document.owner, phone: event.data.phone } };
    case 'OwnerDetailsChanged':
      return { ...document, owner: { ...document.owner, ...event.data } };
  }
};

/** Settings added after the document was written get their defaults. */
export const withDefaults = (document: PracticeDocument): PracticeDocument => ({
  ...document,
  settings: { ...defaultBookingSettings, ...document.settings },
  payments: { ...defaultPaymentSettings, ...document.payments },
});

export const practicesProjection = defineProjection<PracticeDocument>({
  name: 'practices',
  collection: 'practices',
  indexedFields: ['shortLink'],
  eventTypes: [
    'PracticeCreated', 'ServiceUpserted', 'ServiceRemoved', 'LocationUpserted',
    'LocationDisabled', 'LocationEnabled', 'LocationDeleted', 'BookingSettingsUpdated', 'PaymentSettingsUpdated',
    ...PAYMENT_CONNECTION_EVENT_TYPES,
    'PracticeFlagsSet',
    'OwnerPhoneChanged',
    'OwnerDetailsChanged',
    ...VIDEO_CONFERENCING_EVENT_TYPES,
    ...PROFILE_DETAILS_EVENT_TYPES,
    'ServicesReordered',
    'ServicePhotoChanged',
  ],
  documentId: (event) => event.streamId.replace(/^practice-/, ''),
  evolve: (document, recorded) => {
    const event = { type: recorded.type, data: recorded.data } as PracticeEvent;
    if (event.type === 'PracticeCreated') {
      const { practiceId, ...rest } = event.data;
      return { ...rest, id: practiceId, services: [], locations: [], settings: { ...defaultBookingSettings }, payments: { ...defaultPaymentSettings } };
    }
    // Settings added after a practice was created get their defaults on read.
    return document ? evolveKnown(withDefaults(document), event) : null;
  },
});
