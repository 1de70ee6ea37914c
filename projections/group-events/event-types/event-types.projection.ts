// The practice's bookable event types (classes, workshops), one document per type, for the pro's
// Event Types tab and the scheduling form. A deleted type stays, flagged, so events scheduled
// from it can still name it.
import { defineProjection } from '#app/es';
import type { EventTypeEvent, EventTypeFields } from '#app/group-events';

export interface EventTypeDocument extends EventTypeFields {
  /** The type's id. */
  id: string;
  practiceId: string;
  photoUrl: string | null;
  deleted: boolean;
  createdAt: string;
  updatedAt: string;
}

export const eventTypesProjection = defineProjection<EventTypeDocument>({
  name: 'event-types',
  collection: 'event_types',
  indexedFields: ['practiceId', 'practiceId,slug'],
  eventTypes: ['BookableEventTypeCreated', 'BookableEventTypeChanged', 'BookableEventTypePhotoChanged', 'BookableEventTypeDeleted'],
  documentId: (event) => (event.data as { bookableEventTypeId: string }).bookableEventTypeId,
  evolve: (document, recorded) => {
    const event = { type: recorded.type, data: recorded.data } as EventTypeEvent;
    const at = String(recorded.metadata.occurredAt ?? recorded.recordedAt);
    switch (event.type) {
      case 'BookableEventTypeCreated':
      case 'BookableEventTypeChanged': {
        const { bookableEventTypeId, practiceId, name, description, instructions, capacity, amountCents, location, kind, duration, durationUnit, slug } = event.data;
        return {
          id: bookableEventTypeId, practiceId, name, description, instructions, capacity, amountCents, location, kind, duration, durationUnit, slug,
          photoUrl: document?.photoUrl ?? null, deleted: false, createdAt: document?.createdAt ?? at, updatedAt: at,
        };
      }
      case 'BookableEventTypePhotoChanged':
        return document ? { ...document, photoUrl: event.data.photoUrl, updatedAt: at } : null;
      case 'BookableEventTypeDeleted':
        return document ? { ...document, deleted: true, updatedAt: at } : null;
      default:
        return document;
    }
  },
});
