import type { AppointmentEvent } from '#app/appointments';
import { sampleAppointment } from '#testing/appointments';
import { recorded } from '../../testing/recorded-event.js';
import { clientAppointmentsProjection as projection, type ClientAppointmentDocument } from './client-appointments.projection.js';

const request = sampleAppointment({ appointmentId: 'a1', startsAt: '2026-11-23T10:00:00-05:00' });
const event = (e: AppointmentEvent) => recorded(e, { streamId: 'appointment-a1' });

const booked: ClientAppointmentDocument = { id: 'a1', practiceId: 'p1', clientId: 'c1', startsAt: '2026-11-23T15:00:00.000Z', state: 'pending' };

describe('client appointments projection', () => {
  it('follows the request and every change of state or time', () => {
    expect(projection.eventTypes).toEqual(['AppointmentRequested', 'AppointmentAccepted', 'AppointmentDeclined', 'AppointmentCancelled', 'AppointmentRescheduled']);
  });

  it('keys by the appointment (only the request names the client)', () => {
    expect(projection.documentId(event({ type: 'AppointmentDeclined', data: { appointmentId: 'a9' } }))).toBe('a9');
  });

  it('AppointmentRequested: remembers the practice, the client and the start in UTC, pending', () => {
    expect(projection.evolve(null, event({ type: 'AppointmentRequested', data: request }))).toEqual(booked);
  });

  it.each<[string, AppointmentEvent, ClientAppointmentDocument['state']]>([
    ['AppointmentAccepted', { type: 'AppointmentAccepted', data: { appointmentId: 'a1', acceptedBy: 'pro' } }, 'approved'],
    ['AppointmentDeclined', { type: 'AppointmentDeclined', data: { appointmentId: 'a1' } }, 'declined'],
    ['AppointmentCancelled', { type: 'AppointmentCancelled', data: { appointmentId: 'a1', cancelledBy: 'client', practitionerNote: null } }, 'cancelled'],
  ])('%s: the appointment is %s', (_type, change, state) => {
    expect(projection.evolve(booked, event(change))).toEqual({ ...booked, state });
    expect(projection.evolve(null, event(change))).toBeNull();
  });

  it('AppointmentRescheduled: the new start, in UTC; state unchanged', () => {
    const moved = event({
      type: 'AppointmentRescheduled',
      data: { appointmentId: 'a1', startsAt: '2026-11-24T09:30:00-05:00', endsAt: '2026-11-24T10:30:00-05:00', previousStartsAt: request.startsAt, previousEndsAt: request.endsAt },
    });
    expect(projection.evolve({ ...booked, state: 'approved' }, moved)).toEqual({ ...booked, state: 'approved', startsAt: '2026-11-24T14:30:00.000Z' });
    expect(projection.evolve(null, moved)).toBeNull();
  });
});
