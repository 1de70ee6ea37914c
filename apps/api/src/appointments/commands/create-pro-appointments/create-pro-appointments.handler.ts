// The pro books one appointment or a whole recurring series. In ONE atomic append: every
// occurrence is created approved, the practice's schedule holds every occurrence's time (refusing
// any overlap with appointments or personal events, naming the clashing times), and a new client
// is created with its contact claims. No half-created series. A saved custom price follows.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomBytes, randomUUID } from 'node:crypto';
import {
  appointmentDecider,
  appointmentStreamId,
  checkProLocation,
  checkProServices,
  scheduleDecider,
  scheduleStreamId,
  totalCents,
} from '#app/appointments';
import { saveCustomPriceCommand } from '#app/clients';
import { handleCommand, handleCommandAcrossStreams, laterPosition, loadState, NotFoundError } from '#app/es';
import { practiceDecider, practiceStreamId } from '#app/practice';
import type { Persistence } from '../../../infrastructure/persistence.js';
import { PERSISTENCE } from '../../../infrastructure/tokens.js';
import { scheduleLock } from '../schedule-lock.js';
import { bookingClient } from './booking-client.js';
import { occurrencesOf } from './booking-times.js';
import { CreateProAppointmentsCommand, type ProBookingResult } from './create-pro-appointments.command.js';

@CommandHandler(CreateProAppointmentsCommand)
export class CreateProAppointmentsHandler implements ICommandHandler<CreateProAppointmentsCommand, ProBookingResult> {
  constructor(@Inject(PERSISTENCE) private readonly persistence: Persistence) {}

  async execute({ input, ctx }: CreateProAppointmentsCommand): Promise<ProBookingResult> {
    const store = this.persistence.store;
    const { practiceId } = input;
    // Ids stay the same across conflict retries.
    const ids: Array<{ appointmentId: string; token: string }> = [];
    const idAt = (i: number) => (ids[i] ??= { appointmentId: randomUUID(), token: randomBytes(24).toString('base64url') });
    const seriesId = randomUUID();
    const newClientId = randomUUID();
    let created: string[] = [];
    let clientId = '';
    let isSeries = false;
    const outcome = await scheduleLock.run(practiceId, () => handleCommandAcrossStreams(store, ctx, async () => {
      const practice = (await loadState(store, practiceStreamId(practiceId), practiceDecider)).state;
      if (practice.status === 'none') throw new NotFoundError('Practice not found');
      const services = checkProServices(input.services, practice);
      const location = checkProLocation(input.locationId, practice);
      const { times, series } = occurrencesOf(input.times, location.timeZone, ctx.now);
      const { owner } = practice.practice;
      const client = await bookingClient(store, {
        practiceId, clientId: input.clientId, newClient: input.newClient, newClientId, contact: { email: owner.email, phone: owner.phone }, now: ctx.now,
      });
      clientId = client.snapshot.clientId;
      isSeries = series !== null;
      created = times.map((_, i) => idAt(i).appointmentId);
      return [
        {
          streamId: scheduleStreamId(practiceId),
          decider: scheduleDecider,
          practiceId,
          command: {
            type: 'ReserveTimes',
            reservations: times.map((t, i) => ({ appointmentId: idAt(i).appointmentId, ...t })),
            checkOverlap: true,
            timeZone: location.timeZone,
          },
        },
        ...times.map((t, i) => ({
          streamId: appointmentStreamId(idAt(i).appointmentId),
          decider: appointmentDecider,
          practiceId,
          command: {
            type: 'CreateProAppointment',
            data: {
              appointmentId: idAt(i).appointmentId,
              practiceId,
              instantActionToken: idAt(i).token,
              client: client.snapshot,
              services,
              location,
              ...t,
              timeZone: location.timeZone,
              amountCents: totalCents(services),
              bookedBy: 'pro',
              source: 'web',
              practitionerNote: input.practitionerNote ?? null,
              series: series ? { seriesId, ...series } : null,
            },
          },
        })),
        ...client.commands,
      ];
    }, 10));
    // spec 001 §7 saveCustomPrice: the price becomes the client's price for that service.
    let position = outcome.position;
    for (const line of input.services.filter((s) => s.saveCustomPrice)) {
      const saved = await handleCommand(store, ctx, saveCustomPriceCommand(practiceId, clientId, line));
      position = laterPosition(position, saved.position);
    }
    return { ...outcome, position, appointmentIds: created, seriesId: isSeries ? seriesId : null };
  }
}
