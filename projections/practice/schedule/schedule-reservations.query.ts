// "Which of this practice's reservations overlap [from, to)?" in two index range scans: the
// reservations starting from a day before the window to its end (every reservation up to a day
// long that overlaps it), and the few long ones.
import type { DocumentStore } from '../../../libs/readstore/src/document-store.js';
import { LONG_RESERVATION_MS, scheduleProjection, type ScheduleReservationDocument } from './schedule.projection.js';

export const reservationsOverlapping = async (
  documents: DocumentStore,
  practiceId: string,
  from: Date,
  to: Date,
): Promise<ScheduleReservationDocument[]> => {
  const collection = documents.collection<ScheduleReservationDocument>(scheduleProjection.collection);
  const [fromIso, toIso] = [from.toISOString(), to.toISOString()];
  const [near, long] = await Promise.all([
    collection.find({
      filter: { practiceId, startsAt: { $gte: new Date(from.getTime() - LONG_RESERVATION_MS).toISOString(), $lt: toIso }, endsAt: { $gt: fromIso } },
      sort: [{ field: 'startsAt', order: 'asc' }],
    }),
    collection.find({ filter: { practiceId, long: true, startsAt: { $lt: toIso }, endsAt: { $gt: fromIso } } }),
  ]);
  const seen = new Set(near.map((r) => r.id));
  return [...near, ...long.filter((r) => !seen.has(r.id))];
};
