import { sampleAppointment } from '#testing/appointments';
import { deciderSpec } from '#testing/es';
import { appointmentDecider, clientMayCancel, type AppointmentCommand } from './appointment.decide.js';
import type { AppointmentEvent, AppointmentRequestedData } from './appointment.js';
import { AppointmentMessages as M } from './appointment-messages.js';
import { evolveAppointment, initialAppointmentState } from './appointment.js';

const spec = deciderSpec(appointmentDecider);
const now = new Date('2026-11-21T12:00:00Z');
const id = 'a1';

const requestedData: AppointmentRequestedData = sampleAppointment({
  appointmentId: id,
  instantActionToken: 'tok',
  client: { clientId: 'c1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+15555550100' },
  services: [{ serviceId: 's1', name: 'Massage', timeLength: 60, amountCents: 9000, addOn: false }],
});

const requested: AppointmentEvent = { type: 'AppointmentRequested', data: requestedData };
const accepted: AppointmentEvent = { type: 'AppointmentAccepted', data: { appointmentId: id, acceptedBy: 'pro' } };
const declined: AppointmentEvent = { type: 'AppointmentDeclined', data: { appointmentId: id } };
const cancelled: AppointmentEvent = {
  type: 'AppointmentCancelled',
  data: { appointmentId: id, cancelledBy: 'pro', practitionerNote: null },
};

const request = (overrides: Partial<AppointmentRequestedData> = {}, autoAccept = false): AppointmentCommand => ({
  type: 'RequestAppointment',
  data: { ...requestedData, ...overrides, autoAccept },
  now,
});
const accept: AppointmentCommand = { type: 'AcceptAppointment', appointmentId: id, now };
const decline: AppointmentCommand = { type: 'DeclineAppointment', appointmentId: id, now };
const cancel = (at = now, practitionerNote: string | null = null, cancelledBy: 'pro' | 'client' = 'pro'): AppointmentCommand => ({
  type: 'CancelAppointment',
  appointmentId: id,
  cancelledBy,
  practitionerNote,
  now: at,
});
const afterStart = new Date('2026-11-23T15:00:00.000Z');

describe('appointment decider', () => {
  describe('request', () => {
    it('a new request is pending', () => spec.given([]).when(request()).then([requested]));
    it('auto-accepting practices approve at once', () =>
      spec.given([]).when(request({}, true)).then([requested, { type: 'AppointmentAccepted', data: { appointmentId: id, acceptedBy: 'auto' } }]));
    it('rejects a start in the past', () =>
      spec.given([]).when(request({ startsAt: '2026-11-21T11:00:00.000Z', endsAt: '2026-11-21T12:30:00.000Z' })).thenThrows(M.startInPast));
    it('rejects a start equal to now', () =>
      spec.given([]).when(request({ startsAt: now.toISOString() })).thenThrows(M.startInPast));
    it('rejects an end before the start', () =>
      spec.given([]).when(request({ endsAt: requestedData.startsAt })).thenThrows(M.endBeforeStart));
    it('rejects a second request on the same id', () => spec.given([requested]).when(request()).thenThrows(M.alreadyExists));
  });

  describe('accept', () => {
    it('accepts a pending request', () => spec.given([requested]).when(accept).then([accepted]));
    it('unknown appointment is not found', () => spec.given([]).when(accept).thenThrows(M.notFound));
    it('cannot accept twice', () => spec.given([requested, accepted]).when(accept).thenThrows(M.notPendingAccept));
    it('cannot accept a declined request', () => spec.given([requested, declined]).when(accept).thenThrows(M.notPendingAccept));
    it('cannot accept a cancelled appointment', () => spec.given([requested, cancelled]).when(accept).thenThrows(M.notPendingAccept));
  });

  describe('decline', () => {
    it('declines a pending request', () => spec.given([requested]).when(decline).then([declined]));
    it('unknown appointment is not found', () => spec.given([]).when(decline).thenThrows(M.notFound));
    it('cannot decline an accepted appointment', () => spec.given([requested, accepted]).when(decline).thenThrows(M.notPendingDecline));
    it('cannot decline twice', () => spec.given([requested, declined]).when(decline).thenThrows(M.notPendingDecline));
    it('keeps the reason for the client, trimmed; a blank reason is no reason', () => {
      spec.given([requested]).when({ ...decline, reason: '  Fully booked that week, sorry. ' }).then([
        { type: 'AppointmentDeclined', data: { appointmentId: id, reason: 'Fully booked that week, sorry.' } },
      ]);
      spec.given([requested]).when({ ...decline, reason: '   ' }).then([declined]);
      spec.given([requested]).when({ ...decline, reason: null }).then([declined]);
    });
    it('refuses a reason over 1000 characters', () => {
      spec.given([requested]).when({ ...decline, reason: 'x'.repeat(1001) }).thenThrows(M.declineReasonTooLong);
      spec.given([requested]).when({ ...decline, reason: ` ${'x'.repeat(1000)} ` }).then([
        { type: 'AppointmentDeclined', data: { appointmentId: id, reason: 'x'.repeat(1000) } },
      ]);
    });
  });

  describe('cancel', () => {
    it('the pro cancels a pending request with a note', () =>
      spec.given([requested]).when(cancel(now, '  Sick today ')).then([
        { type: 'AppointmentCancelled', data: { appointmentId: id, cancelledBy: 'pro', practitionerNote: 'Sick today' } },
      ]));
    it('the client cancels an approved appointment', () =>
      spec.given([requested, accepted]).when(cancel(now, null, 'client')).then([
        { type: 'AppointmentCancelled', data: { appointmentId: id, cancelledBy: 'client', practitionerNote: null } },
      ]));
    it('cannot cancel once the start time has passed', () =>
      spec.given([requested, accepted]).when(cancel(afterStart)).thenThrows(M.pastCannotChange));
    it('cannot cancel twice', () => spec.given([requested, cancelled]).when(cancel()).thenThrows(M.alreadyCancelled));
    it('cannot cancel a declined request', () => spec.given([requested, declined]).when(cancel()).thenThrows(M.declinedCannotCancel));
    it('unknown appointment is not found', () => spec.given([]).when(cancel()).thenThrows(M.notFound));
    it('rejects a note over 1000 characters', () =>
      spec.given([requested]).when(cancel(now, 'x'.repeat(1001))).thenThrows(M.practitionerNoteTooLong));
  });

  describe('clientMayCancel', () => {
    const fold = (events: AppointmentEvent[]) => events.reduce(evolveAppointment, initialAppointmentState());
    it('allows pending and approved future appointments', () => {
      expect(clientMayCancel(fold([requested]), now)).toBe(true);
      expect(clientMayCancel(fold([requested, accepted]), now)).toBe(true);
    });
    it('refuses past, cancelled, declined and unknown ones', () => {
      expect(clientMayCancel(fold([requested, accepted]), afterStart)).toBe(false);
      expect(clientMayCancel(fold([requested, cancelled]), now)).toBe(false);
      expect(clientMayCancel(fold([requested, declined]), now)).toBe(false);
      expect(clientMayCancel(fold([]), now)).toBe(false);
    });
  });
});
