// The appointment's current services, location and note, folded from its own stream (the
// decider's state keeps only what its rules need).
import type { AppointmentDetailsChangedData, AppointmentRequestedData } from '#app/appointments';
import type { RecordedEvent } from '#app/eventstore';

export type CurrentDetails = Omit<AppointmentDetailsChangedData, 'appointmentId'>;

export const currentDetails = (events: RecordedEvent[]): CurrentDetails | null => {
  let details: CurrentDetails | null = null;
  for (const e of events) {
    if (e.type === 'AppointmentRequested') {
      const d = e.data as unknown as AppointmentRequestedData;
      details = { services: d.services, amountCents: d.amountCents, location: d.location, timeZone: d.timeZone, practitionerNote: d.practitionerNote ?? null };
    } else if (e.type === 'AppointmentDetailsChanged' && details) {
      const { appointmentId: _, ...changed } = e.data as unknown as AppointmentDetailsChangedData;
      details = changed;
    }
  }
  return details;
};
