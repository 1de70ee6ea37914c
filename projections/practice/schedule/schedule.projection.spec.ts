import type { ScheduleEvent } from '#app/appointments';
import { recorded } from '../../testing/recorded-event.js';
import { scheduleProjection as projection, type ScheduleReservationDocument } from './schedule.projection.js';

const event = (e: ScheduleEvent) => recorded(e, { streamId: 'schedule-p1' });

const held: ScheduleReservationDocument = {
  id: 'p1:a1', practiceId: 'p1', reservationId: 'a1', startsAt: '2026-11-23T15:00:00.000Z', endsAt: '2026-11-23T16:00:00.000Z', kind: 'appointment',
};

describe('schedule reservations projection', () => {
  it('follows the schedule stream’s reservations', () => {
    expect(projection.eventTypes).toEqual(['SlotReserved', 'SlotReleased']);
  });

  it('keys a reservation by its practice (from the stream) and its id', () => {
    expect(projection.documentId(event({ type: 'SlotReleased', data: { appointmentId: 'a1' } }))).toBe('p1:a1');
    expect(projection.documentId(recorded({ type: 'SlotReleased', data: { appointmentId: 'a1' } }, { streamId: 'schedule-p2' }))).toBe('p2:a1');
  });

  describe('SlotReserved', () => {
    it('holds an appointment’s time', () => {
      const reserved = event({ type: 'SlotReserved', data: { appointmentId: 'a1', startsAt: '2026-11-23T15:00:00.000Z', endsAt: '2026-11-23T16:00:00.000Z' } });
      expect(projection.evolve(null, reserved)).toEqual(held);
    });

    it('keeps instants in UTC, as toISOString writes them, so they compare as text', () => {
      const reserved = event({ type: 'SlotReserved', data: { appointmentId: 'a1', startsAt: '2026-11-23T10:00:00-05:00', endsAt: '2026-11-23T16:00Z' } });
      expect(projection.evolve(null, reserved)).toEqual(held);
    });

    it('holds a personal event’s time as personal', () => {
      const reserved = event({ type: 'SlotReserved', data: { appointmentId: 'e1', startsAt: '2026-11-23T15:00:00.000Z', endsAt: '2026-11-23T16:00:00.000Z', kind: 'personal' } });
      expect(projection.evolve(null, reserved)).toEqual({ ...held, id: 'p1:e1', reservationId: 'e1', kind: 'personal' });
    });

    it('flags a reservation longer than a day as long (the query finds those apart)', () => {
      const reserved = event({ type: 'SlotReserved', data: { appointmentId: 'e1', startsAt: '2026-11-23T00:00:00.000Z', endsAt: '2026-11-24T00:00:00.001Z', kind: 'personal' } });
      expect(projection.evolve(null, reserved)).toEqual({
        id: 'p1:e1', practiceId: 'p1', reservationId: 'e1', startsAt: '2026-11-23T00:00:00.000Z', endsAt: '2026-11-24T00:00:00.001Z', kind: 'personal', long: true,
      });
    });

    it('does not flag one of exactly a day', () => {
      const reserved = event({ type: 'SlotReserved', data: { appointmentId: 'a1', startsAt: '2026-11-23T00:00:00.000Z', endsAt: '2026-11-24T00:00:00.000Z' } });
      expect(projection.evolve(null, reserved)).not.toHaveProperty('long');
    });

    it('a reservation reserved again (a reschedule) takes the new time and loses a long flag it no longer needs', () => {
      const reserved = event({ type: 'SlotReserved', data: { appointmentId: 'a1', startsAt: '2026-11-23T15:00:00.000Z', endsAt: '2026-11-23T16:00:00.000Z' } });
      expect(projection.evolve({ ...held, startsAt: '2026-11-20T00:00:00.000Z', long: true }, reserved)).toEqual(held);
    });
  });

  describe('SlotReleased', () => {
    it('frees the time: the document is deleted', () => {
      expect(projection.evolve(held, event({ type: 'SlotReleased', data: { appointmentId: 'a1' } }))).toBeNull();
    });

    it('releasing what is not held changes nothing', () => {
      expect(projection.evolve(null, event({ type: 'SlotReleased', data: { appointmentId: 'a1' } }))).toBeNull();
    });
  });
});
