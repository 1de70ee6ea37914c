// Cancel one appointment (pro or token holder), or with cancelRecurringSeries this and the
// following sessions of its series: load, decideCancellation, append atomically (with the release
// of each cancelled session's card hold and prepaid package session).
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { appointmentDecider, appointmentStreamId, decideCancellation, scheduleDecider, scheduleStreamId } from '#app/appointments';
import { isUuid } from '#app/es';
import { handleDecision, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { releasingPackageSessions } from '../../../packages/release-package-sessions.js';
import { releasingHolds } from '../../../payments/release-holds.js';
import { loadSeriesSessions } from '../series-sessions.js';
import { CancelAppointmentCommand } from './cancel-appointment.command.js';

@CommandHandler(CancelAppointmentCommand)
export class CancelAppointmentHandler implements ICommandHandler<CancelAppointmentCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ appointmentId, access, practitionerNote, ctx, cancelRecurringSeries }: CancelAppointmentCommand): Promise<CommandOutcome> {
    const wholeSeries = cancelRecurringSeries && access.by === 'pro';
    return handleDecision(this.store, ctx, releasingPackageSessions(releasingHolds(async (loader) => {
      const appointment = await loader.load(appointmentStreamId(isUuid(appointmentId) ? appointmentId : 'invalid'), appointmentDecider);
      const series = wholeSeries ? await loadSeriesSessions(loader, appointment) : [];
      // Access is checked by the decision; an unknown appointment has no schedule to read.
      const schedule = appointment.status === 'none' ? scheduleDecider.initialState() : await loader.load(scheduleStreamId(appointment.practiceId), scheduleDecider);
      return decideCancellation({ appointmentId, access, practitionerNote, wholeSeries, now: ctx.now }, { appointment, schedule, series });
    })));
  }
}
