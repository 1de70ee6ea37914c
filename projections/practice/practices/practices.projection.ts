// The practice as the portal and the public pages read it.
import { defineProjection } from '../../../libs/es/src/projection/projection.js';
import type {
  BookingSettings,
  LocationDefinition,
  PracticeCreatedData,
  PracticeEvent,
  ServiceDefinition,
} from '../../../libs/practice/src/practice.js';
import { defaultBookingSettings } from '../../../libs/practice/src/practice.js';

export interface PracticeDocument extends Omit<PracticeCreatedData, 'practiceId'> {
  id: string;
  services: ServiceDefinition[];
  locations: LocationDefinition[];
  settings: BookingSettings;
}

const replace = <T>(list: T[], item: T, same: (a: T) => boolean): T[] =>
  list.some(same) ? list.map((x) => (same(x) ? item : x)) : [...list, item];

export const practicesProjection = defineProjection<PracticeDocument>({
  name: 'practices',
  collection: 'practices',
  indexedFields: ['shortLink'],
  eventTypes: ['PracticeCreated', 'ServiceUpserted', 'LocationUpserted', 'BookingSettingsUpdated'],
  documentId: (event) => event.streamId.replace(/^practice-/, ''),
  evolve: (document, recorded) => {
    const event = { type: recorded.type, data: recorded.data } as PracticeEvent;
    if (event.type === 'PracticeCreated') {
      const { practiceId, ...rest } = event.data;
      return { ...rest, id: practiceId, services: [], locations: [], settings: { ...defaultBookingSettings } };
    }
    if (!document) return null;
    switch (event.type) {
      case 'ServiceUpserted':
        return { ...document, services: replace(document.services, event.data, (s) => s.serviceId === event.data.serviceId) };
      case 'LocationUpserted':
        return { ...document, locations: replace(document.locations, event.data, (l) => l.locationId === event.data.locationId) };
      case 'BookingSettingsUpdated':
        return { ...document, settings: { ...document.settings, ...event.data } };
    }
  },
});
