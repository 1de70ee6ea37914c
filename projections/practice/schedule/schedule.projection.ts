// The practice's busy time, for availability queries: one small document per practice instead
// of replaying the schedule stream on every page load. Reservations that ended more than a day
// before the event being applied are dropped (deterministic: the event's own time, not a clock).
import { defineProjection } from '../../../libs/es/src/projection/projection.js';
import type { ScheduleEvent } from '../../../libs/appointments/src/schedule.js';

export interface ScheduleDocument {
  id: string;
  /** appointmentId -> [startsAt, endsAt] ISO instants */
  reservations: Record<string, [string, string]>;
}

const DAY_MS = 86_400_000;

export const scheduleProjection = defineProjection<ScheduleDocument>({
  name: 'practice-schedule',
  collection: 'schedules',
  indexedFields: [],
  eventTypes: ['SlotReserved', 'SlotReleased'],
  documentId: (event) => event.streamId.replace(/^schedule-/, ''),
  evolve: (document, recorded) => {
    const event = { type: recorded.type, data: recorded.data } as ScheduleEvent;
    const reservations = { ...(document?.reservations ?? {}) };
    if (event.type === 'SlotReserved') reservations[event.data.appointmentId] = [event.data.startsAt, event.data.endsAt];
    else delete reservations[event.data.appointmentId];
    const horizon = Date.parse(String(recorded.metadata.occurredAt ?? recorded.recordedAt)) - DAY_MS;
    for (const [id, [, endsAt]] of Object.entries(reservations)) if (Date.parse(endsAt) < horizon) delete reservations[id];
    return { id: recorded.streamId.replace(/^schedule-/, ''), reservations };
  },
});
