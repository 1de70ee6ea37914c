import type { EventTypeData, EventTypeEvent } from '#app/group-events';
import { OCCURRED_AT, recorded } from '../../testing/recorded-event.js';
import { eventTypesProjection as projection, type EventTypeDocument } from './event-types.projection.js';

const LATER = '2026-11-22T08:00:00.000Z';
const event = (e: EventTypeEvent, occurredAt = OCCURRED_AT) => recorded(e, { streamId: 'bookableEventType-t1', metadata: { occurredAt } });

const yoga: EventTypeData = {
  bookableEventTypeId: 't1', practiceId: 'p1', name: 'Morning yoga', description: 'Gentle flow', instructions: null, capacity: 12,
  amountCents: 2500, location: 'Studio A', kind: 'in_person', duration: 60, durationUnit: 'minute', slug: 'morning-yoga',
};
const created: EventTypeDocument = {
  id: 't1', practiceId: 'p1', name: 'Morning yoga', description: 'Gentle flow', instructions: null, capacity: 12,
  amountCents: 2500, location: 'Studio A', kind: 'in_person', duration: 60, durationUnit: 'minute', slug: 'morning-yoga',
  photoUrl: null, deleted: false, createdAt: OCCURRED_AT, updatedAt: OCCURRED_AT,
};

describe('event types projection', () => {
  it('follows a type from created to deleted, keyed by the type', () => {
    expect(projection.eventTypes).toEqual(['BookableEventTypeCreated', 'BookableEventTypeChanged', 'BookableEventTypePhotoChanged', 'BookableEventTypeDeleted']);
    expect(projection.documentId(event({ type: 'BookableEventTypeDeleted', data: { bookableEventTypeId: 't9', practiceId: 'p1', slug: 'x' } }))).toBe('t9');
  });

  it('creates the type with no photo', () => {
    expect(projection.evolve(null, event({ type: 'BookableEventTypeCreated', data: yoga }))).toEqual(created);
  });

  it('a change takes the new fields and keeps the photo and when it was created', () => {
    const withPhoto = { ...created, photoUrl: '/files/abc' };
    const changed = { ...yoga, name: 'Evening yoga', capacity: null, slug: 'evening-yoga', previousSlug: 'morning-yoga' };
    expect(projection.evolve(withPhoto, event({ type: 'BookableEventTypeChanged', data: changed }, LATER))).toEqual({
      ...withPhoto, name: 'Evening yoga', capacity: null, slug: 'evening-yoga', updatedAt: LATER,
    });
  });

  it('sets and removes the photo', () => {
    const set = projection.evolve(created, event({ type: 'BookableEventTypePhotoChanged', data: { bookableEventTypeId: 't1', practiceId: 'p1', photoUrl: '/files/abc' } }, LATER));
    expect(set).toEqual({ ...created, photoUrl: '/files/abc', updatedAt: LATER });
    expect(projection.evolve(set, event({ type: 'BookableEventTypePhotoChanged', data: { bookableEventTypeId: 't1', practiceId: 'p1', photoUrl: null } }, LATER))).toEqual({ ...created, updatedAt: LATER });
  });

  it('a deleted type stays, flagged', () => {
    expect(projection.evolve(created, event({ type: 'BookableEventTypeDeleted', data: { bookableEventTypeId: 't1', practiceId: 'p1', slug: 'morning-yoga' } }, LATER))).toEqual({
      ...created, deleted: true, updatedAt: LATER,
    });
  });

  it('a photo or delete of an unknown type leaves nothing', () => {
    expect(projection.evolve(null, event({ type: 'BookableEventTypePhotoChanged', data: { bookableEventTypeId: 't1', practiceId: 'p1', photoUrl: '/files/abc' } }))).toBeNull();
    expect(projection.evolve(null, event({ type: 'BookableEventTypeDeleted', data: { bookableEventTypeId: 't1', practiceId: 'p1', slug: 'morning-yoga' } }))).toBeNull();
  });
});
