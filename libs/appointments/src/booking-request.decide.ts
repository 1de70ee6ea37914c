// A visitor's booking (spec 000 §3): one decision over several streams. The practice's schedule
// reserves the time (within the hours, grid, lead time and buffer the visitor saw), the
// appointment is requested (accepted at once when the practice auto-accepts), and a visitor new to
// the practice becomes a client ('booked') with their e-mail and phone claimed; a returning one is
// found by e-mail, then by phone. Pure: the caller loads the states and appends atomically.
import { clientClaimDecider, clientDecider, clientEmailStreamId, clientPhoneStreamId, clientStreamId, type ClientState } from '#app/clients';
import type { StreamEvents } from '#app/es';
import { appointmentStreamId } from './appointment.js';
import { appointmentDecider } from './appointment.decide.js';
import type { CheckedRequest } from './booking-request.js';
import { scheduleDecider, scheduleStreamId, type ScheduleState } from './schedule.js';

export interface BookingRequestIds {
  appointmentId: string;
  instantActionToken: string;
  /** The client's id when the visitor is new to the practice. */
  newClientId: string;
  noteId: string;
}

/** The client streams the decision reads: who holds the visitor's e-mail, else their phone. */
export const visitorContactStreams = (request: CheckedRequest) => ({
  email: clientEmailStreamId(request.practiceId, request.client.email),
  phone: clientPhoneStreamId(request.practiceId, request.client.phone),
});

export const decideBookingRequest = (
  request: CheckedRequest,
  ids: BookingRequestIds,
  /** returning: the client holding the e-mail (else the phone), or null for a visitor new to the practice. */
  given: { schedule: ScheduleState; returning: { clientId: string; state: ClientState } | null; now: Date },
): StreamEvents[] => {
  const { autoAccept, bufferMinutes, rules, client, ...rest } = request;
  const { practiceId } = request;
  const clientId = given.returning?.clientId ?? ids.newClientId;
  const reservation = { appointmentId: ids.appointmentId, startsAt: rest.startsAt, endsAt: rest.endsAt };
  const streams = visitorContactStreams(request);
  const claims: StreamEvents[] = given.returning
    ? []
    : (['email', 'phone'] as const).map((kind) => ({
        streamId: streams[kind],
        practiceId,
        events: clientClaimDecider.decide({ type: 'ClaimValue', value: client[kind], ownerId: clientId, takenMessage: 'Please try again.' }, { ownerId: null }),
      }));
  return [
    {
      streamId: scheduleStreamId(practiceId),
      practiceId,
      events: scheduleDecider.decide({ type: 'ReserveSlot', reservation, bufferMinutes, rules }, given.schedule),
    },
    {
      streamId: appointmentStreamId(ids.appointmentId),
      practiceId,
      events: appointmentDecider.decide(
        { type: 'RequestAppointment', now: given.now, data: { ...rest, appointmentId: ids.appointmentId, instantActionToken: ids.instantActionToken, client: { clientId, ...client }, autoAccept } },
        appointmentDecider.initialState(),
      ),
    },
    ...claims,
    {
      // A returning client exists already (nothing happens); a new one joins the directory.
      streamId: clientStreamId(clientId),
      practiceId,
      events: clientDecider.decide(
        {
          type: 'CreateClient', clientId, practiceId, mode: 'booking', ifAbsent: true, noteId: ids.noteId, now: given.now,
          input: { ...client, clientType: 'booked', invitedFrom: null },
          practiceContact: { email: null, phone: null }, // the booking page checked the visitor's details
        },
        given.returning?.state ?? clientDecider.initialState(),
      ),
    },
  ];
};
