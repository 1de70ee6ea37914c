// A declined or cancelled appointment is never charged: wraps a decision so that every appointment
// it declines or cancels also releases its card hold, in the same atomic append.
import type { Decision } from '#app/es-runtime';
import { appointmentWithPaymentsDecider, releaseHoldWhenEnded } from '#app/payments';

const APPOINTMENT_STREAM = 'appointment-';

export const releasingHolds =
  (decision: Decision): Decision =>
  async (loader) => {
    const parts = await decision(loader);
    const releases = [];
    for (const part of parts) {
      if (!part.streamId.startsWith(APPOINTMENT_STREAM)) continue;
      if (!part.events.some((e) => e.type === 'AppointmentDeclined' || e.type === 'AppointmentCancelled')) continue;
      const { payment } = await loader.load(part.streamId, appointmentWithPaymentsDecider);
      const events = releaseHoldWhenEnded(part.events, payment, part.streamId.slice(APPOINTMENT_STREAM.length));
      if (events.length > 0) releases.push({ streamId: part.streamId, practiceId: part.practiceId, events });
    }
    return [...parts, ...releases];
  };
