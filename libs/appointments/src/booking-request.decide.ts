// A visitor's booking (spec 000 §3): one decision over several streams. The practice's schedule
// reserves the time (within the hours, grid, lead time and buffer the visitor saw), the
// appointment is requested (accepted at once when the practice auto-accepts), and a visitor new to
// the practice becomes a client ('booked') with their e-mail and phone claimed; a returning one is
// found by e-mail, then by phone. Pure: the caller loads the states and appends atomically.
import { decideVisitorClient, visitorContactStreamIds, type ReturningClient } from '#app/clients';
import type { StreamEvents } from '#app/es';
import { appointmentStreamId } from './appointment.js';
import { appointmentDecider } from './appointment.decide.js';
import type { CheckedRequest } from './booking-request.js';
import type { BusyInterval } from '#app/availability';
import { scheduleDecider, scheduleStreamId, type ScheduleState } from './schedule.js';

export interface BookingRequestIds {
  appointmentId: string;
  instantActionToken: string;
  /** The client's id when the visitor is new to the practice. */
  newClientId: string;
  noteId: string;
}

/** The client streams the decision reads: who holds the visitor's e-mail, else their phone. */
export const visitorContactStreams = (request: CheckedRequest): string[] => visitorContactStreamIds(request.practiceId, request.client);

export const decideBookingRequest = (
  request: CheckedRequest,
  ids: BookingRequestIds,
  /**
   * returning: the client holding the e-mail (else the phone), or null for a visitor new to the
   * practice; externalBusy: busy time in the pro's connected calendars around the request.
   */
  given: { schedule: ScheduleState; returning: ReturningClient; now: Date; externalBusy?: readonly BusyInterval[] },
): StreamEvents[] => {
  const { autoAccept, bufferMinutes, rules, client, ...rest } = request;
  const { practiceId } = request;
  const visitor = decideVisitorClient(practiceId, client, { returning: given.returning, newClientId: ids.newClientId, noteId: ids.noteId, now: given.now });
  const clientId = visitor.clientId;
  const reservation = { appointmentId: ids.appointmentId, startsAt: rest.startsAt, endsAt: rest.endsAt };
  return [
    {
      streamId: scheduleStreamId(practiceId),
      practiceId,
      events: scheduleDecider.decide({ type: 'ReserveSlot', reservation, bufferMinutes, rules, externalBusy: given.externalBusy }, given.schedule),
    },
    {
      streamId: appointmentStreamId(ids.appointmentId),
      practiceId,
      events: appointmentDecider.decide(
        { type: 'RequestAppointment', now: given.now, data: { ...rest, appointmentId: ids.appointmentId, instantActionToken: ids.instantActionToken, client: { clientId, ...client }, autoAccept } },
        appointmentDecider.initialState(),
      ),
    },
    ...visitor.streams,
  ];
};
