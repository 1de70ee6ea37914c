// A visitor's booking: in one atomic append, the practice's schedule reserves the time, the
// appointment is requested, and a new client's e-mail and phone are claimed for this practice.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomBytes, randomUUID } from 'node:crypto';
import { appointmentDecider, appointmentStreamId, scheduleDecider, scheduleStreamId } from '#app/appointments';
import { clientEmailStreamId, clientPhoneStreamId } from '#app/clients';
import { claimDecider, handleCommandAcrossStreams, loadState, NotFoundError } from '#app/es';
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
      const byEmail = (await loadState(store, emailStream, claimDecider)).state.ownerId;
      const byPhone = byEmail ? null : (await loadState(store, phoneStream, claimDecider)).state.ownerId;
      const clientId = byEmail ?? byPhone ?? randomUUID();
      const claims = byEmail || byPhone ? [] : [emailStream, phoneStream].map((streamId) => ({
        streamId,
        decider: claimDecider,
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
      ];
    }, 10)); // every booking of a practice meets on its schedule stream: allow more rounds
    return { ...outcome, appointmentId, instantActionToken, state: autoAccept ? 'approved' : 'pending' };
  }
}
