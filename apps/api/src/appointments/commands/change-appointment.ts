// The shared path of accept and decline: check access on fresh state and decide; when the
// appointment stops holding its time, release it on the practice's schedule (and a declined
// request's card hold) in the same append.
import { appointmentDecider, appointmentStreamId, checkAccess, scheduleDecider, scheduleStreamId, type AppointmentAccess, type AppointmentCommand } from '#app/appointments';
import { isUuid, type CommandContext } from '#app/es';
import { handleDecision, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { releasingHolds } from '../../payments/release-holds.js';

export const changeAppointment = (
  store: EventStore,
  ctx: CommandContext,
  appointmentId: string,
  access: AppointmentAccess,
  command: AppointmentCommand,
  releasesTime: boolean,
): Promise<CommandOutcome> =>
  handleDecision(store, ctx, releasingHolds(async (loader) => {
    const streamId = appointmentStreamId(isUuid(appointmentId) ? appointmentId : 'invalid');
    const appointment = checkAccess(await loader.load(streamId, appointmentDecider), access);
    const { practiceId } = appointment;
    const release = { type: 'ReleaseSlot' as const, appointmentId };
    return [
      { streamId, practiceId, events: appointmentDecider.decide(command, appointment) },
      ...(releasesTime ? [{ streamId: scheduleStreamId(practiceId), practiceId, events: scheduleDecider.decide(release, await loader.load(scheduleStreamId(practiceId), scheduleDecider)) }] : []),
    ];
  }));
