// Reads of the practice's held time (collection `schedule_reservations`). "Which of this
// practice's reservations overlap [from, to)?" takes two index range scans: the reservations
// starting from a day before the window to its end (every reservation up to a day long that
// overlaps it), and the few long ones.
import type { DocumentCollection, DocumentStore } from '#app/readstore';
import { LONG_RESERVATION_MS, scheduleProjection, type ScheduleReservationDocument } from './schedule.projection.js';

export class ScheduleReservationsQuery {
  private readonly reservations: DocumentCollection<ScheduleReservationDocument>;

  constructor(documents: DocumentStore) {
    this.reservations = documents.collection<ScheduleReservationDocument>(scheduleProjection.collection);
  }

  /** The practice's reservations overlapping [from, to), each once. */
  async overlapping(practiceId: string, from: Date, to: Date): Promise<ScheduleReservationDocument[]> {
    const [fromIso, toIso] = [from.toISOString(), to.toISOString()];
    const [near, long] = await Promise.all([
      this.reservations.find({
        filter: { practiceId, startsAt: { $gte: new Date(from.getTime() - LONG_RESERVATION_MS).toISOString(), $lt: toIso }, endsAt: { $gt: fromIso } },
        sort: [{ field: 'startsAt', order: 'asc' }],
      }),
      this.reservations.find({ filter: { practiceId, long: true, startsAt: { $lt: toIso }, endsAt: { $gt: fromIso } } }),
    ]);
    const seen = new Set(near.map((r) => r.id));
    return [...near, ...long.filter((r) => !seen.has(r.id))];
  }

  /** How many of the practice's reservations end after this instant (still hold time from then on). */
  countEndingAfter(practiceId: string, instant: Date): Promise<number> {
    return this.reservations.count({ practiceId, endsAt: { $gt: instant.toISOString() } });
  }
}

/** The same as ScheduleReservationsQuery.overlapping, for callers that hold only the store. */
export const reservationsOverlapping = (documents: DocumentStore, practiceId: string, from: Date, to: Date): Promise<ScheduleReservationDocument[]> =>
  new ScheduleReservationsQuery(documents).overlapping(practiceId, from, to);
