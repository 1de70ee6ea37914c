import type { AppointmentEvent } from '#app/appointments';
import { sampleAppointment } from '#testing/appointments';
import { OCCURRED_AT, recorded } from '../../testing/recorded-event.js';
import { proInboxProjection as projection, type InboxItem } from './pro-inbox.projection.js';

const request = sampleAppointment();
const id = request.appointmentId;
const event = (e: AppointmentEvent) => recorded(e, { streamId: `appointment-${id}` });

/** The sample request waiting in the inbox. */
const waiting: InboxItem = {
  id,
  practiceId: 'p1',
  kind: 'pending',
  rank: 0,
  startsAt: '2026-11-23T15:00:00.000Z',
  appointment: {
    ...request,
    id,
    state: 'pending',
    createdAt: OCCURRED_AT,
    updatedAt: OCCURRED_AT,
    acceptedBy: null,
    cancelledBy: null,
    practitionerNote: null,
    seriesId: null,
    // The item's type leaves the search text out, but the shared request document carries it.
    searchText: 'ada lovelace ada@example.com',
  } as InboxItem['appointment'],
};

describe('pro inbox projection', () => {
  it('follows the request and what can handle it or change it', () => {
    expect(projection.eventTypes).toEqual([
      'AppointmentRequested', 'AppointmentAccepted', 'AppointmentDeclined', 'AppointmentCancelled', 'AppointmentRescheduled', 'AppointmentDetailsChanged',
    ]);
  });

  it('keeps one item per appointment', () => {
    expect(projection.documentId(event({ type: 'AppointmentAccepted', data: { appointmentId: 'a-7', acceptedBy: 'pro' } }))).toBe('a-7');
  });

  it('AppointmentRequested: a pending request joins the inbox, ranked first, at its start', () => {
    expect(projection.evolve(null, event({ type: 'AppointmentRequested', data: request }))).toEqual(waiting);
  });

  it.each<[string, AppointmentEvent]>([
    ['AppointmentAccepted', { type: 'AppointmentAccepted', data: { appointmentId: id, acceptedBy: 'pro' } }],
    ['AppointmentDeclined', { type: 'AppointmentDeclined', data: { appointmentId: id } }],
    ['AppointmentCancelled', { type: 'AppointmentCancelled', data: { appointmentId: id, cancelledBy: 'client', practitionerNote: null } }],
  ])('%s: the request is handled, so it leaves the inbox', (_type, handled) => {
    expect(projection.evolve(waiting, event(handled))).toBeNull();
    expect(projection.evolve(null, event(handled))).toBeNull();
  });

  describe('AppointmentRescheduled', () => {
    const moved = event({
      type: 'AppointmentRescheduled',
      data: { appointmentId: id, startsAt: '2026-11-25T18:00:00.000Z', endsAt: '2026-11-25T19:00:00.000Z', previousStartsAt: request.startsAt, previousEndsAt: request.endsAt },
    });

    it('a waiting request stays, at its new time', () => {
      expect(projection.evolve(waiting, moved)).toEqual({
        ...waiting,
        startsAt: '2026-11-25T18:00:00.000Z',
        appointment: { ...waiting.appointment, startsAt: '2026-11-25T18:00:00.000Z', endsAt: '2026-11-25T19:00:00.000Z' },
      });
    });

    it('an appointment not in the inbox does not come back', () => {
      expect(projection.evolve(null, moved)).toBeNull();
    });
  });

  describe('AppointmentDetailsChanged', () => {
    const services = [{ serviceId: 's2', name: 'Hot Stone', timeLength: 90, amountCents: 12000, addOn: false }];
    const location = { locationId: 'l2', name: 'Home visit', kind: 'home' as const, timeZone: 'America/Chicago' };
    const changed = event({
      type: 'AppointmentDetailsChanged',
      data: { appointmentId: id, services, amountCents: 12000, location, timeZone: 'America/Chicago', practitionerNote: 'Gate code 1234' },
    });

    it('a waiting request stays, with the new details', () => {
      expect(projection.evolve(waiting, changed)).toEqual({
        ...waiting,
        appointment: { ...waiting.appointment, services, amountCents: 12000, location, timeZone: 'America/Chicago', practitionerNote: 'Gate code 1234' },
      });
    });

    it('an appointment not in the inbox does not come back', () => {
      expect(projection.evolve(null, changed)).toBeNull();
    });
  });
});
