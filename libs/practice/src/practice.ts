// The practice aggregate (stream `practice-<id>`): who owns it, its services, locations and
// booking settings. Full management of services and locations grows here in later issues.
import type { DomainEvent } from '../../es/src/decider.js';

export type LocationKind = 'office' | 'home' | 'virtual';

export interface ServiceDefinition {
  serviceId: string;
  name: string;
  description: string;
  timeLength: number;
  amountCents: number;
  addOn: boolean;
  public: boolean;
  locationIds: string[];
}

export interface LocationDefinition {
  locationId: string;
  name: string;
  kind: LocationKind;
  address: string | null;
  timeZone: string;
}

export interface BookingSettings {
  instantClientApproval: boolean;
  appointmentBufferTime: number;
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
  | DomainEvent<'LocationUpserted', LocationDefinition>
  | DomainEvent<'BookingSettingsUpdated', Partial<BookingSettings>>;

export type PracticeState =
  | { status: 'none' }
  | {
      status: 'active';
      practice: PracticeCreatedData;
      services: Map<string, ServiceDefinition>;
      locations: Map<string, LocationDefinition>;
      settings: BookingSettings;
    };

export const practiceStreamId = (practiceId: string): string => `practice-${practiceId}`;

export const defaultBookingSettings: BookingSettings = { instantClientApproval: false, appointmentBufferTime: 0 };

export const evolvePractice = (state: PracticeState, event: PracticeEvent): PracticeState => {
  if (event.type === 'PracticeCreated') {
    return { status: 'active', practice: event.data, services: new Map(), locations: new Map(), settings: { ...defaultBookingSettings } };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'ServiceUpserted':
      return { ...state, services: new Map(state.services).set(event.data.serviceId, event.data) };
    case 'LocationUpserted':
      return { ...state, locations: new Map(state.locations).set(event.data.locationId, event.data) };
    case 'BookingSettingsUpdated':
      return { ...state, settings: { ...state.settings, ...event.data } };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};
