import type { EventTypeData, EventTypeEvent } from '#app/group-events';
import { recorded } from '../../testing/recorded-event.js';
import { publicEventTypesProjection as projection, type PublicEventTypeDocument } from './public-event-types.projection.js';

const event = (e: EventTypeEvent) => recorded(e, { streamId: 'bookableEventType-t1' });

const yoga: EventTypeData = {
  bookableEventTypeId: 't1', practiceId: 'p1', name: 'Morning Yoga', description: null, instructions: 'Bring a mat', capacity: 10,
  amountCents: 0, location: '12 Elm St', kind: 'in_person', duration: 60, durationUnit: 'minute', slug: 'morning-yoga',
};
const created: PublicEventTypeDocument = {
  id: 't1', practiceId: 'p1', name: 'Morning Yoga', description: null, instructions: 'Bring a mat', capacity: 10,
  amountCents: 0, location: '12 Elm St', kind: 'in_person', duration: 60, durationUnit: 'minute', slug: 'morning-yoga', photoUrl: null, deleted: false,
};

describe('public event types projection', () => {
  it('follows a type from created to deleted, keyed by the type', () => {
    expect(projection.eventTypes).toEqual(['BookableEventTypeCreated', 'BookableEventTypeChanged', 'BookableEventTypePhotoChanged', 'BookableEventTypeDeleted']);
    expect(projection.documentId(event({ type: 'BookableEventTypeDeleted', data: { bookableEventTypeId: 't9', practiceId: 'p1', slug: 'x' } }))).toBe('t9');
  });

  it('creates the type with its fields', () => {
    expect(projection.evolve(null, event({ type: 'BookableEventTypeCreated', data: yoga }))).toEqual(created);
  });

  it('takes a change (a new link too) and keeps the photo', () => {
    const withPhoto = { ...created, photoUrl: '/files/a.png' };
    const changed = projection.evolve(withPhoto, event({ type: 'BookableEventTypeChanged', data: { ...yoga, slug: 'yoga', capacity: null, previousSlug: 'morning-yoga' } }));
    expect(changed).toEqual({ ...withPhoto, slug: 'yoga', capacity: null });
  });

  it('sets and removes the photo', () => {
    const withPhoto = projection.evolve(created, event({ type: 'BookableEventTypePhotoChanged', data: { bookableEventTypeId: 't1', practiceId: 'p1', photoUrl: '/files/a.png' } }));
    expect(withPhoto).toEqual({ ...created, photoUrl: '/files/a.png' });
    expect(projection.evolve(withPhoto, event({ type: 'BookableEventTypePhotoChanged', data: { bookableEventTypeId: 't1', practiceId: 'p1', photoUrl: null } }))).toEqual(created);
  });

  it('marks a deleted type (its link then answers nothing); an unknown one stays unknown', () => {
    expect(projection.evolve(created, event({ type: 'BookableEventTypeDeleted', data: { bookableEventTypeId: 't1', practiceId: 'p1', slug: 'morning-yoga' } }))).toEqual({ ...created, deleted: true });
    expect(projection.evolve(null, event({ type: 'BookableEventTypeDeleted', data: { bookableEventTypeId: 't1', practiceId: 'p1', slug: 'morning-yoga' } }))).toBeNull();
  });
});
