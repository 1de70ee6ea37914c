// The pro books one appointment or a whole series: load, decideProBooking, append atomically.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomBytes, randomUUID } from 'node:crypto';
import { decideProBooking, scheduleDecider, scheduleStreamId, type BookingClient, type BookingIds, type ProBookingDecision } from '#app/appointments';
import { clientDecider, clientStreamId, newClientContacts } from '#app/clients';
import { isUuid, NotFoundError } from '#app/es';
import { handleDecision } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { clientPackagesDecider, clientPackagesStreamId } from '#app/packages';
import { EVENT_STORE } from '#app/persistence';
import { practiceDecider, practiceStreamId } from '#app/practice';
import { loadContactClaims } from '../../../clients/load-contact-claims.js';
import { CreateProAppointmentsCommand, type ProBookingResult } from './create-pro-appointments.command.js';

/** New ids, the same for an index on every round of the decision. */
const bookingIds = (): BookingIds => {
  const appointments: Array<{ appointmentId: string; instantActionToken: string }> = [];
  const prices: string[] = [];
  return {
    appointment: (i) => (appointments[i] ??= { appointmentId: randomUUID(), instantActionToken: randomBytes(24).toString('base64url') }),
    customPriceId: (i) => (prices[i] ??= randomUUID()),
    seriesId: randomUUID(),
    newClientId: randomUUID(),
    noteId: randomUUID(),
    packageId: randomUUID(),
  };
};

@CommandHandler(CreateProAppointmentsCommand)
export class CreateProAppointmentsHandler implements ICommandHandler<CreateProAppointmentsCommand, ProBookingResult> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ input, ctx }: CreateProAppointmentsCommand): Promise<ProBookingResult> {
    const { practiceId, clientId, newClient } = input;
    const ids = bookingIds();
    let decision: ProBookingDecision | undefined;
    const outcome = await handleDecision(this.store, ctx, async (loader) => {
      const practice = await loader.load(practiceStreamId(practiceId), practiceDecider);
      if (practice.status === 'none') throw new NotFoundError('Practice not found');
      const { email, phone } = practice.practice.owner;
      const client: BookingClient = clientId
        ? { kind: 'existing', state: isUuid(clientId) ? await loader.load(clientStreamId(clientId), clientDecider) : { status: 'none' } }
        : { kind: 'new', claims: newClient ? await loadContactClaims(loader, practiceId, newClientContacts({ input: newClient, practiceContact: { email, phone } })) : new Map() };
      const schedule = await loader.load(scheduleStreamId(practiceId), scheduleDecider);
      // The client's packages: a booking of a package service uses (or sells) one in the same append.
      const packages = await loader.load(clientPackagesStreamId(client.kind === 'existing' && isUuid(clientId) ? clientId! : ids.newClientId), clientPackagesDecider);
      decision = decideProBooking({ input, ids, now: ctx.now }, { practice, schedule, client, packages });
      return decision.appends;
    }, { maxAttempts: 10, oneAtATimeFor: scheduleStreamId(practiceId) });
    return { ...outcome, appointmentIds: decision!.appointmentIds, seriesId: decision!.seriesId, clientId: decision!.clientId };
  }
}
