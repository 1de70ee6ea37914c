import type { PersonalEventData, PersonalEventEvent } from '#app/calendar';
import { OCCURRED_AT, RECORDED_AT, recorded } from '../../testing/recorded-event.js';
import { personalEventsProjection as projection, type PersonalEventDocument } from './personal-events.projection.js';

const LATER = '2026-11-22T08:00:00.000Z';
const event = (e: PersonalEventEvent, occurredAt = OCCURRED_AT) => recorded(e, { streamId: 'personalEvent-e1', metadata: { occurredAt } });

const lunch: PersonalEventData = {
  personalEventId: 'e1', practiceId: 'p1', name: 'Lunch', allDay: false,
  startsAt: '2026-11-23T17:00:00.000Z', endsAt: '2026-11-23T18:00:00.000Z', timeZone: 'America/New_York',
};
const scheduled: PersonalEventDocument = {
  id: 'e1', practiceId: 'p1', name: 'Lunch', allDay: false,
  startsAt: '2026-11-23T17:00:00.000Z', endsAt: '2026-11-23T18:00:00.000Z', timeZone: 'America/New_York',
  createdAt: OCCURRED_AT, updatedAt: OCCURRED_AT,
};

describe('personal events projection', () => {
  it('follows a personal event from scheduled to deleted', () => {
    expect(projection.eventTypes).toEqual(['PersonalEventScheduled', 'PersonalEventChanged', 'PersonalEventDeleted']);
  });

  it('keys by the personal event', () => {
    expect(projection.documentId(event({ type: 'PersonalEventDeleted', data: { personalEventId: 'e9', practiceId: 'p1' } }))).toBe('e9');
  });

  describe('PersonalEventScheduled', () => {
    it('creates the event, created and updated when it happened', () => {
      expect(projection.evolve(null, event({ type: 'PersonalEventScheduled', data: lunch }))).toEqual(scheduled);
    });

    it('dates it by when the log stored it when the metadata has no time', () => {
      const stored = recorded<PersonalEventEvent>({ type: 'PersonalEventScheduled', data: lunch }, { metadata: {} });
      expect(projection.evolve(null, stored)).toEqual({ ...scheduled, createdAt: RECORDED_AT, updatedAt: RECORDED_AT });
    });
  });

  describe('PersonalEventChanged', () => {
    const moved = { ...lunch, name: null, allDay: true, startsAt: '2026-11-24T05:00:00.000Z', endsAt: '2026-11-25T05:00:00.000Z' };

    it('takes the new values and keeps when it was created', () => {
      expect(projection.evolve(scheduled, event({ type: 'PersonalEventChanged', data: moved }, LATER))).toEqual({
        ...scheduled, name: null, allDay: true, startsAt: '2026-11-24T05:00:00.000Z', endsAt: '2026-11-25T05:00:00.000Z', updatedAt: LATER,
      });
    });

    it('creates the event when it is not known yet (the change carries every field)', () => {
      expect(projection.evolve(null, event({ type: 'PersonalEventChanged', data: moved }, LATER))).toEqual({
        ...scheduled, name: null, allDay: true, startsAt: '2026-11-24T05:00:00.000Z', endsAt: '2026-11-25T05:00:00.000Z', createdAt: LATER, updatedAt: LATER,
      });
    });
  });

  describe('PersonalEventDeleted', () => {
    it('removes the event', () => {
      expect(projection.evolve(scheduled, event({ type: 'PersonalEventDeleted', data: { personalEventId: 'e1', practiceId: 'p1' } }))).toBeNull();
    });

    it('deleting an unknown event leaves nothing', () => {
      expect(projection.evolve(null, event({ type: 'PersonalEventDeleted', data: { personalEventId: 'e1', practiceId: 'p1' } }))).toBeNull();
    });
  });
});
