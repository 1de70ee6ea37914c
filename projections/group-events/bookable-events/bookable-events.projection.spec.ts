import type { BookableEventData, BookableEventEvent, RegistrationData } from '#app/group-events';
import { OCCURRED_AT, recorded } from '../../testing/recorded-event.js';
import { activeRegistrationDocuments, bookableEventsProjection as projection, type BookableEventDocument, type RegistrationDocument } from './bookable-events.projection.js';

const LATER = '2026-11-22T08:00:00.000Z';
const event = (e: BookableEventEvent, occurredAt = OCCURRED_AT) => recorded(e, { streamId: 'bookableEvent-e1', metadata: { occurredAt } });

const yoga: BookableEventData = {
  bookableEventId: 'e1', practiceId: 'p1', bookableEventTypeId: 't1', name: 'Morning yoga', description: null, instructions: null, capacity: 2,
  amountCents: 2500, location: 'Studio A', kind: 'in_person', duration: 60, durationUnit: 'minute', slug: 'morning-yoga',
  startsAt: '2026-11-23T15:00:00.000Z', endsAt: '2026-11-23T16:00:00.000Z', allDay: false, timeZone: 'America/New_York',
};
const { bookableEventId: _id, ...fields } = yoga;
const scheduled: BookableEventDocument = { id: 'e1', ...fields, photoUrl: null, deleted: false, registrations: [], createdAt: OCCURRED_AT, updatedAt: OCCURRED_AT };

const ada: RegistrationData = {
  bookableEventId: 'e1', practiceId: 'p1', registrationId: 'r1', clientId: 'c1', token: 'tok1', amountCents: 2500, by: 'pro', overCapacity: false, registeredAt: LATER,
};
const adaDoc: RegistrationDocument = {
  registrationId: 'r1', clientId: 'c1', token: 'tok1', status: 'active', amountCents: 2500, discount: null, by: 'pro', overCapacity: false, createdAt: LATER,
  cancelledBy: null, cancelledAt: null, paymentStatus: 'none', providerPaymentId: null, failureReason: null, paymentAt: null,
};
const withAda: BookableEventDocument = { ...scheduled, registrations: [adaDoc], updatedAt: LATER };
const ref = { bookableEventId: 'e1', practiceId: 'p1', registrationId: 'r1', clientId: 'c1' };

describe('bookable events projection', () => {
  it('keys by the event', () => {
    expect(projection.documentId(event({ type: 'BookableEventDeleted', data: { bookableEventId: 'e9', practiceId: 'p1' } }))).toBe('e9');
  });

  it('schedules the event with no photo and no registrations', () => {
    expect(projection.evolve(null, event({ type: 'BookableEventScheduled', data: yoga }))).toEqual(scheduled);
  });

  it('a change takes the new times and fields, keeping photo and registrations', () => {
    const before = { ...withAda, photoUrl: '/files/abc' };
    const moved = { ...yoga, startsAt: '2026-11-24T15:00:00.000Z', endsAt: '2026-11-24T16:00:00.000Z', previous: { startsAt: yoga.startsAt, endsAt: yoga.endsAt, allDay: false, timeZone: yoga.timeZone } };
    const after = projection.evolve(before, event({ type: 'BookableEventChanged', data: moved }, LATER));
    expect(after).toEqual({ ...before, startsAt: '2026-11-24T15:00:00.000Z', endsAt: '2026-11-24T16:00:00.000Z', updatedAt: LATER });
    expect(after).not.toHaveProperty('previous');
  });

  it('photo and delete', () => {
    const photo = projection.evolve(scheduled, event({ type: 'BookableEventPhotoChanged', data: { bookableEventId: 'e1', practiceId: 'p1', photoUrl: '/files/abc' } }, LATER));
    expect(photo).toEqual({ ...scheduled, photoUrl: '/files/abc', updatedAt: LATER });
    expect(projection.evolve(scheduled, event({ type: 'BookableEventDeleted', data: { bookableEventId: 'e1', practiceId: 'p1' } }, LATER))).toEqual({ ...scheduled, deleted: true, updatedAt: LATER });
  });

  it('registers, cancels and records payments of a registration', () => {
    expect(projection.evolve(scheduled, event({ type: 'ClientRegisteredForEvent', data: ada }, LATER))).toEqual(withAda);
    const failed = projection.evolve(withAda, event({ type: 'RegistrationPaymentFailed', data: { ...ref, amountCents: 2500, code: 'card_declined', reason: 'Your card was declined.', failedAt: LATER } }, LATER));
    expect(failed?.registrations[0]).toEqual({ ...adaDoc, paymentStatus: 'failed', failureReason: 'Your card was declined.', paymentAt: LATER });
    const paid = projection.evolve(failed, event({ type: 'RegistrationPaymentSucceeded', data: { ...ref, amountCents: 2500, provider: 'stripe', providerPaymentId: 'pi_1', paidAt: LATER } }, LATER));
    expect(paid?.registrations[0]).toEqual({ ...adaDoc, paymentStatus: 'paid', providerPaymentId: 'pi_1', paymentAt: LATER });
    const cancelled = projection.evolve(paid, event({ type: 'EventRegistrationCancelled', data: { ...ref, by: 'owner', cancelledAt: LATER } }, LATER));
    expect(cancelled?.registrations[0]).toMatchObject({ status: 'cancelled', cancelledBy: 'owner', cancelledAt: LATER, paymentStatus: 'paid' });
    expect(activeRegistrationDocuments(cancelled!)).toEqual([]);
  });

  it('active registrations come by registration time', () => {
    const early = { ...adaDoc, registrationId: 'r0', createdAt: OCCURRED_AT };
    expect(activeRegistrationDocuments({ ...withAda, registrations: [adaDoc, early] }).map((r) => r.registrationId)).toEqual(['r0', 'r1']);
  });

  it('events for an unknown event leave nothing', () => {
    expect(projection.evolve(null, event({ type: 'ClientRegisteredForEvent', data: ada }))).toBeNull();
    expect(projection.evolve(null, event({ type: 'BookableEventDeleted', data: { bookableEventId: 'e1', practiceId: 'p1' } }))).toBeNull();
  });
});
