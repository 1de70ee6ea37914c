// The scheduled dates of event types as the public event page and the registration page read
// them: the event's own copy of its type's fields, its times and photo, whether it was deleted,
// and the registrations that hold a seat (their ids, so replaying an event changes nothing).
import { defineProjection } from '#app/es';
import type { BookableEventData, BookableEventEvent } from '#app/group-events';

export interface PublicEventDateDocument extends Omit<BookableEventData, 'bookableEventId'> {
  id: string;
  photoUrl: string | null;
  deleted: boolean;
  /** The registrations holding a seat now. */
  activeRegistrationIds: string[];
}

export const publicEventDatesProjection = defineProjection<PublicEventDateDocument>({
  name: 'public-event-dates',
  collection: 'public_event_dates',
  indexedFields: ['practiceId', 'bookableEventTypeId', 'startsAt', 'bookableEventTypeId,startsAt'],
  eventTypes: ['BookableEventScheduled', 'BookableEventChanged', 'BookableEventPhotoChanged', 'BookableEventDeleted', 'ClientRegisteredForEvent', 'EventRegistrationCancelled'],
  documentId: (event) => (event.data as { bookableEventId: string }).bookableEventId,
  evolve: (document, recorded) => {
    const event = { type: recorded.type, data: recorded.data } as BookableEventEvent;
    switch (event.type) {
      case 'BookableEventScheduled':
      case 'BookableEventChanged': {
        const { bookableEventId, ...fields } = event.data as BookableEventData & { previous?: unknown };
        delete fields.previous;
        return { ...fields, id: bookableEventId, photoUrl: document?.photoUrl ?? null, deleted: false, activeRegistrationIds: document?.activeRegistrationIds ?? [] };
      }
      case 'BookableEventPhotoChanged':
        return document ? { ...document, photoUrl: event.data.photoUrl } : null;
      case 'BookableEventDeleted':
        return document ? { ...document, deleted: true } : null;
      case 'ClientRegisteredForEvent': {
        if (!document) return null;
        const { registrationId } = event.data;
        return document.activeRegistrationIds.includes(registrationId) ? document : { ...document, activeRegistrationIds: [...document.activeRegistrationIds, registrationId] };
      }
      case 'EventRegistrationCancelled':
        return document ? { ...document, activeRegistrationIds: document.activeRegistrationIds.filter((id) => id !== event.data.registrationId) } : null;
      default:
        return document;
    }
  },
});
