import type { AppointmentEvent } from '#app/appointments';
import { sampleAppointment } from '#testing/appointments';
import { OCCURRED_AT, RECORDED_AT, recorded, replay } from '../../testing/recorded-event.js';
import type { AppointmentDocument } from './appointment-document.js';
import { appointmentDetailsProjection as projection } from './appointment-details.projection.js';
import { PAYMENT_EVENT_TYPES } from '#app/payments';

const LATER = '2026-11-22T09:30:00.000Z';
const request = sampleAppointment();
const id = request.appointmentId;
const event = (e: AppointmentEvent, occurredAt = LATER) => recorded(e, { streamId: `appointment-${id}`, metadata: { occurredAt } });

/** The sample request as the details hold it. */
const pending: AppointmentDocument = {
  ...request,
  id,
  state: 'pending',
  createdAt: OCCURRED_AT,
  updatedAt: OCCURRED_AT,
  acceptedBy: null,
  cancelledBy: null,
  practitionerNote: null,
  seriesId: null,
  searchText: 'ada lovelace ada@example.com',
};

describe('appointment details projection', () => {
  it('handles the request, every change of an appointment and its payment facts', () => {
    expect(projection.eventTypes).toEqual([
      'AppointmentRequested', 'AppointmentAccepted', 'AppointmentDeclined', 'AppointmentCancelled', 'AppointmentRescheduled', 'AppointmentDetailsChanged',
      'VirtualMeetingCreated', ...PAYMENT_EVENT_TYPES,
    ]);
  });

  it('keys every event by its appointment', () => {
    expect(projection.documentId(event({ type: 'AppointmentDeclined', data: { appointmentId: 'a-42' } }))).toBe('a-42');
  });

  describe('AppointmentRequested', () => {
    it('creates the pending appointment, created and updated when it happened', () => {
      expect(projection.evolve(null, event({ type: 'AppointmentRequested', data: request }, OCCURRED_AT))).toEqual(pending);
    });

    it('keeps the series id flat and the pro’s note', () => {
      const series = { seriesId: 'series-1', recurrencePattern: 'FREQ=WEEKLY', recurrenceFrequency: 'WEEKLY', recurrenceUntil: null, recurrenceCount: 4 };
      const data = sampleAppointment({ series, practitionerNote: 'Bring a towel', bookedBy: 'pro' });
      expect(projection.evolve(null, event({ type: 'AppointmentRequested', data }, OCCURRED_AT))).toEqual({
        ...pending, series, practitionerNote: 'Bring a towel', bookedBy: 'pro', seriesId: 'series-1',
      });
    });

    it('dates it by when the log stored it when the metadata has no time', () => {
      const stored = recorded<AppointmentEvent>({ type: 'AppointmentRequested', data: request }, { metadata: {} });
      expect(projection.evolve(null, stored)).toEqual({ ...pending, createdAt: RECORDED_AT, updatedAt: RECORDED_AT });
    });
  });

  describe('VirtualMeetingCreated', () => {
    it('keeps the generated meeting, through a reschedule', () => {
      const meeting = { provider: 'zoom' as const, meetingId: '81234567890', joinUrl: 'https://zoom.us/j/81234567890' };
      const created = recorded({ type: 'VirtualMeetingCreated', data: { appointmentId: id, ...meeting } }, { streamId: `appointment-${id}`, metadata: { occurredAt: LATER } });
      const withMeeting = projection.evolve(pending, created);
      expect(withMeeting).toEqual({ ...pending, virtualMeeting: meeting, updatedAt: LATER });
      const moved = projection.evolve(withMeeting, event({ type: 'AppointmentRescheduled', data: { appointmentId: id, startsAt: '2026-11-30T15:00:00.000Z', endsAt: '2026-11-30T16:00:00.000Z' } } as AppointmentEvent));
      expect(moved?.virtualMeeting).toEqual(meeting);
    });
  });

  describe('AppointmentAccepted', () => {
    it('approves it and says who accepted', () => {
      expect(projection.evolve(pending, event({ type: 'AppointmentAccepted', data: { appointmentId: id, acceptedBy: 'auto' } }))).toEqual({
        ...pending, state: 'approved', acceptedBy: 'auto', updatedAt: LATER,
      });
    });

    it('ignores an appointment it never saw requested', () => {
      expect(projection.evolve(null, event({ type: 'AppointmentAccepted', data: { appointmentId: id, acceptedBy: 'pro' } }))).toBeNull();
    });
  });

  describe('AppointmentDeclined', () => {
    it('declines it', () => {
      expect(projection.evolve(pending, event({ type: 'AppointmentDeclined', data: { appointmentId: id } }))).toEqual({
        ...pending, state: 'declined', updatedAt: LATER,
      });
    });

    it('ignores an appointment it never saw requested', () => {
      expect(projection.evolve(null, event({ type: 'AppointmentDeclined', data: { appointmentId: id } }))).toBeNull();
    });
  });

  describe('AppointmentCancelled', () => {
    it('cancels it, with who cancelled and the pro’s note (replacing the earlier one)', () => {
      const withNote = { ...pending, state: 'approved' as const, acceptedBy: 'pro' as const, practitionerNote: 'Old note' };
      const cancelled = event({ type: 'AppointmentCancelled', data: { appointmentId: id, cancelledBy: 'pro', practitionerNote: 'Sick today' } });
      expect(projection.evolve(withNote, cancelled)).toEqual({
        ...withNote, state: 'cancelled', cancelledBy: 'pro', practitionerNote: 'Sick today', updatedAt: LATER,
      });
    });

    it('clears the note when a client cancels', () => {
      const cancelled = event({ type: 'AppointmentCancelled', data: { appointmentId: id, cancelledBy: 'client', practitionerNote: null } });
      expect(projection.evolve({ ...pending, practitionerNote: 'Old note' }, cancelled)).toEqual({
        ...pending, state: 'cancelled', cancelledBy: 'client', practitionerNote: null, updatedAt: LATER,
      });
    });

    it('ignores an appointment it never saw requested', () => {
      const cancelled = event({ type: 'AppointmentCancelled', data: { appointmentId: id, cancelledBy: 'client', practitionerNote: null } });
      expect(projection.evolve(null, cancelled)).toBeNull();
    });
  });

  describe('AppointmentRescheduled', () => {
    const moved = event({
      type: 'AppointmentRescheduled',
      data: { appointmentId: id, startsAt: '2026-11-24T15:00:00.000Z', endsAt: '2026-11-24T16:30:00.000Z', previousStartsAt: request.startsAt, previousEndsAt: request.endsAt },
    });

    it('moves it to the new time, state unchanged', () => {
      expect(projection.evolve(pending, moved)).toEqual({
        ...pending, startsAt: '2026-11-24T15:00:00.000Z', endsAt: '2026-11-24T16:30:00.000Z', updatedAt: LATER,
      });
    });

    it('ignores an appointment it never saw requested', () => {
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

    it('takes the new services, price, location, zone and note', () => {
      expect(projection.evolve(pending, changed)).toEqual({
        ...pending, services, amountCents: 12000, location, timeZone: 'America/Chicago', practitionerNote: 'Gate code 1234', updatedAt: LATER,
      });
    });

    it('ignores an appointment it never saw requested', () => {
      expect(projection.evolve(null, changed)).toBeNull();
    });
  });

  it('replaying the whole history gives the same document', () => {
    const history = [
      event({ type: 'AppointmentRequested', data: request }, OCCURRED_AT),
      event({ type: 'AppointmentAccepted', data: { appointmentId: id, acceptedBy: 'pro' } }),
    ];
    const once = replay(projection.evolve, history);
    expect(replay(projection.evolve, history, once)).toEqual(once);
  });
});
