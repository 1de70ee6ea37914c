// updateAppointmentV2: new services, prices, location, note and/or time, decided on fresh state.
// A new time moves the schedule's hold in the same append (no overlap allowed); with
// rescheduleRecurringSeries every following live occurrence moves by the same wall-clock change.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { isDeepStrictEqual } from 'node:util';
import {
  appointmentDecider,
  appointmentStreamId,
  checkProLocation,
  checkProServices,
  parseInstant,
  ProBookingMessages,
  scheduleDecider,
  scheduleStreamId,
  totalCents,
  type AppointmentDetailsChangedData,
  type Reservation,
} from '#app/appointments';
import { fold, handleCommandAcrossStreams, loadState, NotFoundError, type CommandOutcome, type StreamCommand } from '#app/es';
import { practiceDecider, practiceStreamId } from '#app/practice';
import type { AppointmentDocument } from '#projections';
import type { Persistence } from '../../../infrastructure/persistence.js';
import { PERSISTENCE } from '../../../infrastructure/tokens.js';
import { checkAccess } from '../appointment-access.js';
import { currentDetails, type CurrentDetails } from '../appointment-details.js';
import { scheduleLock } from '../schedule-lock.js';
import { shiftLikeAnchor } from './series-shift.js';
import { UpdateAppointmentCommand, type AppointmentChanges } from './update-appointment.command.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
type AnyCommand = StreamCommand<any, any, any>;

@CommandHandler(UpdateAppointmentCommand)
export class UpdateAppointmentHandler implements ICommandHandler<UpdateAppointmentCommand, CommandOutcome> {
  constructor(@Inject(PERSISTENCE) private readonly persistence: Persistence) {}

  execute({ appointmentId, practiceId, changes, ctx }: UpdateAppointmentCommand): Promise<CommandOutcome> {
    const store = this.persistence.store;
    return scheduleLock.run(practiceId, () => handleCommandAcrossStreams(store, ctx, async () => {
      const streamId = appointmentStreamId(UUID.test(appointmentId) ? appointmentId : 'invalid');
      const recorded = await store.readStream(streamId);
      const state = checkAccess(fold(appointmentDecider, recorded.map((r) => ({ type: r.type, data: r.data }) as never)), { by: 'pro', practiceId });
      const current = currentDetails(recorded);
      if (!current) throw new NotFoundError('Appointment not found');
      const details = await this.newDetails(appointmentId, practiceId, changes, current);
      const times = this.newTimes(changes, state);
      const commands: AnyCommand[] = [
        { streamId, decider: appointmentDecider, practiceId, command: { type: 'UpdateAppointment', appointmentId, times, details, now: ctx.now } },
      ];
      const reservations: Reservation[] = times ? [{ appointmentId, ...times }] : [];
      if (times && changes.rescheduleRecurringSeries && state.seriesId) {
        for (const doc of await this.following(practiceId, state.seriesId, state.startsAt, appointmentId)) {
          const occurrence = (await loadState(store, appointmentStreamId(doc.id), appointmentDecider)).state;
          if (occurrence.status !== 'pending' && occurrence.status !== 'approved') continue;
          const moved = shiftLikeAnchor(occurrence, state, times, (details ?? current).timeZone);
          reservations.push({ appointmentId: doc.id, ...moved });
          commands.push({ streamId: appointmentStreamId(doc.id), decider: appointmentDecider, practiceId, command: { type: 'RescheduleAppointment', appointmentId: doc.id, ...moved, now: ctx.now } });
        }
      }
      if (reservations.length > 0) {
        commands.push({
          streamId: scheduleStreamId(practiceId),
          decider: scheduleDecider,
          practiceId,
          command: { type: 'ReserveTimes', reservations, checkOverlap: true, timeZone: (details ?? current).timeZone },
        });
      }
      return commands;
    }, 10));
  }

  /** The new details, or null when none of services, location and note changes. */
  private async newDetails(appointmentId: string, practiceId: string, changes: AppointmentChanges, current: CurrentDetails) {
    const { services, locationId, practitionerNote } = changes;
    if (!services && !locationId && (practitionerNote === undefined || practitionerNote === null)) return null;
    const practice = (await loadState(this.persistence.store, practiceStreamId(practiceId), practiceDecider)).state;
    if (practice.status === 'none') throw new NotFoundError('Practice not found');
    const lines = services ? checkProServices(services, practice) : current.services;
    const location = locationId ? checkProLocation(locationId, practice) : current.location;
    const next: AppointmentDetailsChangedData = {
      appointmentId,
      services: lines,
      amountCents: services ? totalCents(lines) : current.amountCents,
      location,
      timeZone: location.timeZone,
      practitionerNote: practitionerNote ?? current.practitionerNote,
    };
    // An unchanged save appends nothing (stored JSONB keeps keys in its own order: compare deeply).
    const comparable = (d: CurrentDetails) => [d.services, d.amountCents, d.location, d.timeZone, d.practitionerNote?.trim() || null];
    return isDeepStrictEqual(comparable(current), comparable(next)) ? null : next;
  }

  /** The new start and end; a new start alone keeps the length. */
  private newTimes(changes: AppointmentChanges, state: { startsAt: string; endsAt: string }) {
    if (!changes.startsAt && !changes.endsAt) return null;
    const startsAt = changes.startsAt ? parseInstant(changes.startsAt, ProBookingMessages.invalidStart) : state.startsAt;
    const endsAt = changes.endsAt
      ? parseInstant(changes.endsAt, ProBookingMessages.invalidEnd)
      : new Date(Date.parse(startsAt) + Date.parse(state.endsAt) - Date.parse(state.startsAt)).toISOString();
    return startsAt === state.startsAt && endsAt === state.endsAt ? null : { startsAt, endsAt };
  }

  private async following(practiceId: string, seriesId: string, after: string, except: string): Promise<AppointmentDocument[]> {
    const docs = await this.persistence.documents.collection<AppointmentDocument>('appointments').find({
      filter: { practiceId, seriesId, startsAt: { $gt: after } },
      sort: [{ field: 'startsAt', order: 'asc' }],
      limit: 100,
    });
    return docs.filter((d) => d.id !== except);
  }
}
