// The pro's personal events, for the calendar (by practice and time range). A deleted event is removed.
import { defineProjection } from '#app/es';
import type { PersonalEventData, PersonalEventEvent } from '#app/calendar';

export interface PersonalEventDocument extends Omit<PersonalEventData, 'personalEventId'> {
  id: string;
  createdAt: string;
  updatedAt: string;
}

export const personalEventsProjection = defineProjection<PersonalEventDocument>({
  name: 'personal-events',
  collection: 'personal_events',
  indexedFields: ['practiceId', 'startsAt', 'endsAt', 'practiceId,startsAt'],
  eventTypes: ['PersonalEventScheduled', 'PersonalEventChanged', 'PersonalEventDeleted'],
  documentId: (event) => (event.data as { personalEventId: string }).personalEventId,
  evolve: (document, recorded) => {
    const event = { type: recorded.type, data: recorded.data } as PersonalEventEvent;
    const at = String(recorded.metadata.occurredAt ?? recorded.recordedAt);
    if (event.type === 'PersonalEventDeleted') return null;
    const { personalEventId, ...data } = event.data;
    return { id: personalEventId, ...data, createdAt: document?.createdAt ?? at, updatedAt: at };
  },
});
