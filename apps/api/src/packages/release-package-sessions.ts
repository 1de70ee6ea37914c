// A cancelled package appointment gives its prepaid session back: wraps a decision so that every
// appointment it cancels also releases its session on the client's packages stream, in the same
// atomic append (the rule itself is clientPackagesDecider's ReleasePackageSession).
import { appointmentDecider } from '#app/appointments';
import type { StreamEvents } from '#app/es';
import type { Decision } from '#app/es-runtime';
import { clientPackagesDecider, clientPackagesStreamId } from '#app/packages';

const APPOINTMENT_STREAM = 'appointment-';

export const releasingPackageSessions =
  (decision: Decision): Decision =>
  async (loader) => {
    const parts = await decision(loader);
    const releases: StreamEvents[] = [];
    for (const part of parts) {
      if (!part.streamId.startsWith(APPOINTMENT_STREAM)) continue;
      if (!part.events.some((e) => e.type === 'AppointmentCancelled' || e.type === 'AppointmentDeclined')) continue;
      const appointment = await loader.load(part.streamId, appointmentDecider);
      if (appointment.status === 'none' || !appointment.packageSession) continue;
      const streamId = clientPackagesStreamId(appointment.client.clientId);
      const packages = await loader.load(streamId, clientPackagesDecider);
      const events = clientPackagesDecider.decide({ type: 'ReleasePackageSession', appointmentId: appointment.appointmentId }, packages);
      if (events.length > 0) releases.push({ streamId, practiceId: part.practiceId, events });
    }
    return [...parts, ...releases];
  };
