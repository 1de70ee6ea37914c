// The shared path of accept, decline and cancel: check access on fresh state, decide, and when
// the appointment stops holding its time, release it on the practice's schedule in the same append.
import { appointmentDecider, appointmentStreamId, scheduleDecider, scheduleStreamId, type AppointmentCommand } from '#app/appointments';
import { handleCommandAcrossStreams, loadState, type CommandContext, type CommandOutcome } from '#app/es';
import type { EventStore } from '#app/eventstore';
import { checkAccess, type AppointmentAccess } from './appointment-access.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const changeAppointment = (
  store: EventStore,
  ctx: CommandContext,
  appointmentId: string,
  access: AppointmentAccess,
  command: AppointmentCommand,
  releasesTime: boolean,
): Promise<CommandOutcome> =>
  handleCommandAcrossStreams(store, ctx, async () => {
    const streamId = appointmentStreamId(UUID.test(appointmentId) ? appointmentId : 'invalid');
    const appointment = checkAccess((await loadState(store, streamId, appointmentDecider)).state, access);
    const practiceId = appointment.practiceId;
    return [
      { streamId, decider: appointmentDecider, practiceId, command },
      ...(releasesTime
        ? [{ streamId: scheduleStreamId(practiceId), decider: scheduleDecider, practiceId, command: { type: 'ReleaseSlot', appointmentId } }]
        : []),
    ];
  });
