// The event types as the public event page reads them (by practice and link): their fields, photo
// and whether they were deleted (a deleted type keeps its document, marked, so its old link
// answers nothing). Registrations and dates are in public-event-dates.
import { defineProjection } from '#app/es';
import type { EventTypeEvent, EventTypeFields } from '#app/group-events';

export interface PublicEventTypeDocument extends EventTypeFields {
  id: string;
  practiceId: string;
  photoUrl: string | null;
  deleted: boolean;
}

export const publicEventTypesProjection = defineProjection<PublicEventTypeDocument>({
  name: 'public-event-types',
  collection: 'public_event_types',
  indexedFields: ['practiceId', 'practiceId,slug'],
  eventTypes: ['BookableEventTypeCreated', 'BookableEventTypeChanged', 'BookableEventTypePhotoChanged', 'BookableEventTypeDeleted'],
  documentId: (event) => (event.data as { bookableEventTypeId: string }).bookableEventTypeId,
  evolve: (document, recorded) => {
    const event = { type: recorded.type, data: recorded.data } as EventTypeEvent;
    switch (event.type) {
      case 'BookableEventTypeCreated':
      case 'BookableEventTypeChanged': {
        const { bookableEventTypeId, practiceId, name, description, instructions, capacity, amountCents, location, kind, duration, durationUnit, slug } = event.data;
        return {
          id: bookableEventTypeId, practiceId, name, description, instructions, capacity, amountCents, location, kind, duration, durationUnit, slug,
          photoUrl: document?.photoUrl ?? null, deleted: false,
        };
      }
      case 'BookableEventTypePhotoChanged':
        return document ? { ...document, photoUrl: event.data.photoUrl } : null;
      case 'BookableEventTypeDeleted':
        return document ? { ...document, deleted: true } : null;
      default:
        return document;
    }
  },
});
