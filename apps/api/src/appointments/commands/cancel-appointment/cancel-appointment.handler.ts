// Cancel one appointment (pro or token holder), or with cancelRecurringSeries this and all
// following occurrences of its series that still hold their time and have not started: every
// cancellation and every schedule release in one append.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { appointmentDecider, appointmentStreamId, clientMayCancel, scheduleDecider, scheduleStreamId } from '#app/appointments';
import { handleCommandAcrossStreams, loadState, type CommandOutcome, type StreamCommand } from '#app/es';
import type { AppointmentDocument } from '#projections';
import type { Persistence } from '../../../infrastructure/persistence.js';
import { PERSISTENCE } from '../../../infrastructure/tokens.js';
import { checkAccess } from '../appointment-access.js';
import { changeAppointment } from '../change-appointment.js';
import { CancelAppointmentCommand } from './cancel-appointment.command.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@CommandHandler(CancelAppointmentCommand)
export class CancelAppointmentHandler implements ICommandHandler<CancelAppointmentCommand, CommandOutcome> {
  constructor(@Inject(PERSISTENCE) private readonly persistence: Persistence) {}

  execute(command: CancelAppointmentCommand): Promise<CommandOutcome> {
    const { appointmentId, access, practitionerNote, ctx } = command;
    const cancel = (id: string) => ({
      type: 'CancelAppointment' as const,
      appointmentId: id,
      cancelledBy: access.by === 'pro' ? ('pro' as const) : ('client' as const),
      practitionerNote: access.by === 'pro' ? practitionerNote : null,
      now: ctx.now,
    });
    if (!command.cancelRecurringSeries || access.by !== 'pro') {
      return changeAppointment(this.persistence.store, ctx, appointmentId, access, cancel(appointmentId), true);
    }
    const store = this.persistence.store;
    return handleCommandAcrossStreams(store, ctx, async () => {
      const streamId = appointmentStreamId(UUID.test(appointmentId) ? appointmentId : 'invalid');
      const appointment = checkAccess((await loadState(store, streamId, appointmentDecider)).state, access);
      const { practiceId } = appointment;
      const ids = [appointmentId];
      if (appointment.seriesId) {
        const following = await this.persistence.documents.collection<AppointmentDocument>('appointments').find({
          filter: { practiceId, seriesId: appointment.seriesId, startsAt: { $gt: appointment.startsAt } },
          limit: 100,
        });
        for (const doc of following) {
          const state = (await loadState(store, appointmentStreamId(doc.id), appointmentDecider)).state;
          if (doc.id !== appointmentId && clientMayCancel(state, ctx.now)) ids.push(doc.id);
        }
      }
      const commands: Array<StreamCommand<any, any, any>> = ids.map((id) => ({
        streamId: appointmentStreamId(id),
        decider: appointmentDecider,
        practiceId,
        command: cancel(id),
      }));
      commands.push({ streamId: scheduleStreamId(practiceId), decider: scheduleDecider, practiceId, command: { type: 'ReleaseSlots', appointmentIds: ids } });
      return commands;
    });
  }
}
