import type { BookableEventData, BookableEventEvent, RegistrationData } from '#app/group-events';
import { recorded, replay } from '../../testing/recorded-event.js';
import { publicEventDatesProjection as projection, type PublicEventDateDocument } from './public-event-dates.projection.js';

const event = (e: BookableEventEvent) => recorded(e, { streamId: 'bookableEvent-e1' });

const data: BookableEventData = {
  bookableEventId: 'e1', practiceId: 'p1', bookableEventTypeId: 't1', slug: 'morning-yoga', name: 'Morning Yoga', description: null, instructions: null,
  capacity: 2, amountCents: 1500, location: '12 Elm St', kind: 'in_person', duration: 60, durationUnit: 'minute',
  startsAt: '2026-12-01T15:00:00.000Z', endsAt: '2026-12-01T16:00:00.000Z', allDay: false, timeZone: 'America/New_York',
};
const { bookableEventId: _id, ...fields } = data;
const scheduled: PublicEventDateDocument = { id: 'e1', ...fields, photoUrl: null, deleted: false, activeRegistrationIds: [] };

const registration = (registrationId: string): RegistrationData => ({
  bookableEventId: 'e1', practiceId: 'p1', registrationId, clientId: `c-${registrationId}`, token: `token-${registrationId}-xxxxxxxxxxxx`,
  amountCents: 1500, by: 'client', overCapacity: false, registeredAt: '2026-11-21T12:00:00.000Z',
});
const registered = (registrationId: string) => event({ type: 'ClientRegisteredForEvent', data: registration(registrationId) });
const cancelled = (registrationId: string) =>
  event({ type: 'EventRegistrationCancelled', data: { bookableEventId: 'e1', practiceId: 'p1', registrationId, clientId: `c-${registrationId}`, by: 'client', cancelledAt: '2026-11-22T12:00:00.000Z' } });

describe('public event dates projection', () => {
  it('follows a scheduled event and its registrations, keyed by the event', () => {
    expect(projection.eventTypes).toEqual(['BookableEventScheduled', 'BookableEventChanged', 'BookableEventPhotoChanged', 'BookableEventDeleted', 'ClientRegisteredForEvent', 'EventRegistrationCancelled']);
    expect(projection.documentId(registered('r1'))).toBe('e1');
  });

  it('creates the date with the type’s fields and no seats taken', () => {
    expect(projection.evolve(null, event({ type: 'BookableEventScheduled', data }))).toEqual(scheduled);
  });

  it('counts the registrations holding a seat: a registration takes one (once), a cancellation frees it', () => {
    const after = replay(projection.evolve, [registered('r1'), registered('r2'), registered('r2'), cancelled('r1')], scheduled);
    expect(after?.activeRegistrationIds).toEqual(['r2']);
  });

  it('takes a new time and keeps the seats and photo', () => {
    const before = { ...scheduled, photoUrl: '/files/p.png', activeRegistrationIds: ['r1'] };
    const moved = { ...data, startsAt: '2026-12-02T15:00:00.000Z', endsAt: '2026-12-02T16:00:00.000Z' };
    const changed = projection.evolve(before, event({ type: 'BookableEventChanged', data: { ...moved, previous: { startsAt: data.startsAt, endsAt: data.endsAt, allDay: false, timeZone: data.timeZone } } }));
    expect(changed).toEqual({ ...before, startsAt: '2026-12-02T15:00:00.000Z', endsAt: '2026-12-02T16:00:00.000Z' });
  });

  it('sets the photo and marks a deleted event', () => {
    const withPhoto = projection.evolve(scheduled, event({ type: 'BookableEventPhotoChanged', data: { bookableEventId: 'e1', practiceId: 'p1', photoUrl: '/files/p.png' } }));
    expect(withPhoto).toEqual({ ...scheduled, photoUrl: '/files/p.png' });
    expect(projection.evolve(scheduled, event({ type: 'BookableEventDeleted', data: { bookableEventId: 'e1', practiceId: 'p1' } }))).toEqual({ ...scheduled, deleted: true });
  });

  it('ignores registrations of an event it does not know', () => {
    expect(projection.evolve(null, registered('r1'))).toBeNull();
    expect(projection.evolve(null, cancelled('r1'))).toBeNull();
  });
});
