// updateAppointmentV2: load, decideAppointmentUpdate, append atomically (a new time moves the
// schedule's hold in the same append; rescheduleRecurringSeries moves the following sessions too).
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { appointmentDecider, appointmentStreamId, decideAppointmentUpdate, scheduleDecider, scheduleStreamId } from '#app/appointments';
import { isUuid } from '#app/es';
import { handleDecision, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { practiceDecider, practiceStreamId } from '#app/practice';
import { loadSeriesSessions } from '../series-sessions.js';
import { UpdateAppointmentCommand } from './update-appointment.command.js';

@CommandHandler(UpdateAppointmentCommand)
export class UpdateAppointmentHandler implements ICommandHandler<UpdateAppointmentCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ appointmentId, practiceId, changes, ctx }: UpdateAppointmentCommand): Promise<CommandOutcome> {
    return handleDecision(this.store, ctx, async (loader) => {
      const appointment = await loader.load(appointmentStreamId(isUuid(appointmentId) ? appointmentId : 'invalid'), appointmentDecider);
      const series = changes.rescheduleRecurringSeries ? await loadSeriesSessions(loader, appointment) : [];
      const practice = await loader.load(practiceStreamId(practiceId), practiceDecider);
      const schedule = await loader.load(scheduleStreamId(practiceId), scheduleDecider);
      return decideAppointmentUpdate({ appointmentId, practiceId, changes, now: ctx.now }, { appointment, practice, schedule, series });
    }, { maxAttempts: 10, oneAtATimeFor: scheduleStreamId(practiceId) });
  }
}
