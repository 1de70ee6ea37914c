// A visitor's booking: in one atomic append, the practice's schedule reserves the time, the
// appointment is requested, and a new client is created (clientType 'booked') with their e-mail
// and phone claimed for this practice.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomBytes, randomUUID } from 'node:crypto';
import { appointmentDecider, appointmentStreamId, scheduleDecider, scheduleStreamId } from '#app/appointments';
import { clientClaimDecider, clientDecider, clientEmailStreamId, clientPhoneStreamId, clientStreamId } from '#app/clients';
import { handleCommandAcrossStreams, loadState, NotFoundError } from '#app/es';
import { practiceDecider, practiceStreamId } from '#app/practice';
import type { Persistence } from '../../../infrastructure/persistence.js';
import { PERSISTENCE } from '../../../infrastructure/tokens.js';
import { scheduleLock } from '../schedule-lock.js';
import { BookingMessages, checkBookingRequest } from './booking-request.js';
import { RequestAppointmentCommand, type RequestAppointmentResult } from './request-appointment.command.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@CommandHandler(RequestAppointmentCommand)
export class RequestAppointmentHandler implements ICommandHandler<RequestAppointmentCommand, RequestAppointmentResult> {
  constructor(@Inject(PERSISTENCE) private readonly persistence: Persistence) {}

  async execute({ input, ctx }: RequestAppointmentCommand): Promise<RequestAppointmentResult> {
    const store = this.persistence.store;
    if (!UUID.test(input.practiceId ?? '')) throw new NotFoundError(BookingMessages.practiceNotFound);
    const appointmentId = randomUUID();
    const instantActionToken = randomBytes(24).toString('base64url');
    let autoAccept = false;
    const outcome = await scheduleLock.run(input.practiceId, () => handleCommandAcrossStreams(store, ctx, async () => {
      const practice = (await loadState(store, practiceStreamId(input.practiceId), practiceDecider)).state;
      const request = checkBookingRequest(input, practice, ctx.now);
      autoAccept = request.autoAccept;
      const { practiceId } = request;
      const emailStream = clientEmailStreamId(practiceId, request.client.email);
      const phoneStream = clientPhoneStreamId(practiceId, request.client.phone);
      const byEmail = (await loadState(store, emailStream, clientClaimDecider)).state.ownerId;
      const byPhone = byEmail ? null : (await loadState(store, phoneStream, clientClaimDecider)).state.ownerId;
      const clientId = byEmail ?? byPhone ?? randomUUID();
      const claims = byEmail || byPhone ? [] : [emailStream, phoneStream].map((streamId) => ({
        streamId,
        decider: clientClaimDecider,
        practiceId,
        command: { type: 'ClaimValue', value: streamId === emailStream ? request.client.email : request.client.phone, ownerId: clientId, takenMessage: 'Please try again.' },
      }));
      const { autoAccept: accept, bufferMinutes, rules, client, ...rest } = request;
      return [
        {
          streamId: scheduleStreamId(practiceId),
          decider: scheduleDecider,
          practiceId,
          command: { type: 'ReserveSlot', reservation: { appointmentId, startsAt: rest.startsAt, endsAt: rest.endsAt }, bufferMinutes, rules },
        },
        {
          streamId: appointmentStreamId(appointmentId),
          decider: appointmentDecider,
          practiceId,
          command: {
            type: 'RequestAppointment',
            now: ctx.now,
            data: { ...rest, appointmentId, instantActionToken, client: { clientId, ...client }, autoAccept: accept },
          },
        },
        ...claims,
        {
          // A returning client exists already (nothing happens); a new one joins the directory.
          streamId: clientStreamId(clientId),
          decider: clientDecider,
          practiceId,
          command: {
            type: 'CreateClient', clientId, practiceId, mode: 'booking', ifAbsent: true, noteId: randomUUID(), now: ctx.now,
            input: { ...client, clientType: 'booked', invitedFrom: null },
            practiceContact: { email: null, phone: null }, // the booking page checked the visitor's details
          },
        },
      ];
    }, 10)); // every booking of a practice meets on its schedule stream: allow more rounds
    return { ...outcome, appointmentId, instantActionToken, state: autoAccept ? 'approved' : 'pending' };
  }
}
