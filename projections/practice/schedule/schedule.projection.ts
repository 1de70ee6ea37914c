// The practice's held time, for availability queries: one small document per reservation (an
// appointment's or a personal event's time on the schedule stream), indexed on (practiceId,
// startsAt), so a query reads only the reservations near the window it asks about and a booking
// writes one small document instead of rewriting the practice's whole schedule.
import { defineProjection } from '#app/es';
import type { ScheduleEvent } from '#app/appointments';

export interface ScheduleReservationDocument {
  /** `<practiceId>:<reservationId>` */
  id: string;
  practiceId: string;
  /** The appointment's id, or the personal event's id. */
  reservationId: string;
  /** ISO instants in UTC (toISOString), so they compare as text in time order. */
  startsAt: string;
  endsAt: string;
  kind: 'appointment' | 'personal';
  /** Present (true) when the reservation lasts longer than LONG_RESERVATION_MS; see the query. */
  long?: true;
}

/** Reservations up to this long are found by their start alone (start within a day before the window). */
export const LONG_RESERVATION_MS = 86_400_000;

const practiceOf = (streamId: string) => streamId.replace(/^schedule-/, '');

/** UTC with milliseconds, as toISOString writes it; left as it was when it is not an instant. */
const utc = (iso: string): string => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : new Date(ms).toISOString();
};

export const scheduleProjection = defineProjection<ScheduleReservationDocument>({
  name: 'schedule-reservations',
  collection: 'schedule_reservations',
  indexedFields: ['practiceId,startsAt', 'practiceId,long'],
  eventTypes: ['SlotReserved', 'SlotReleased'],
  documentId: (event) => `${practiceOf(event.streamId)}:${String((event.data as { appointmentId: string }).appointmentId)}`,
  evolve: (_document, recorded) => {
    const event = { type: recorded.type, data: recorded.data } as ScheduleEvent;
    if (event.type === 'SlotReleased') return null;
    const practiceId = practiceOf(recorded.streamId);
    const { appointmentId, startsAt, endsAt, kind } = event.data;
    const document: ScheduleReservationDocument = {
      id: `${practiceId}:${appointmentId}`,
      practiceId,
      reservationId: appointmentId,
      startsAt: utc(startsAt),
      endsAt: utc(endsAt),
      kind: kind === 'personal' ? 'personal' : 'appointment',
    };
    return Date.parse(endsAt) - Date.parse(startsAt) > LONG_RESERVATION_MS ? { ...document, long: true } : document;
  },
});
