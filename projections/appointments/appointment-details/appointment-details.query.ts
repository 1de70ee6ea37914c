// Reads of the appointment details (collection `appointments`): one appointment by id or by its
// link token, a practice's list, the calendar's window, and the following sessions of a series.
import type { DocumentCollection, DocumentStore, Filter } from '#app/readstore';
import { appointmentDetailsProjection } from './appointment-details.projection.js';
import type { AppointmentDocument } from './appointment-document.js';

export const APPOINTMENT_SORT_FIELDS = ['startsAt', 'createdAt', 'state', 'updatedAt'] as const;
export type AppointmentSortField = (typeof APPOINTMENT_SORT_FIELDS)[number];

export interface AppointmentListFilter {
  practiceId?: string;
  state?: string;
  /** Part of the client's name or e-mail, any case. */
  search?: string;
}

/** Appointments last at most a day, so one overlapping [from, to) starts in [from - 24 h, to). */
const LONGEST_APPOINTMENT_MS = 24 * 3_600_000;
/** More sessions than a series can have after any one of them. */
const SERIES_LIMIT = 100;

export class AppointmentsQuery {
  private readonly appointments: DocumentCollection<AppointmentDocument>;

  constructor(documents: DocumentStore) {
    this.appointments = documents.collection<AppointmentDocument>(appointmentDetailsProjection.collection);
  }

  byId(appointmentId: string): Promise<AppointmentDocument | null> {
    return this.appointments.get(appointmentId);
  }

  /** In the order asked; unknown ids left out. */
  async byIds(appointmentIds: string[]): Promise<AppointmentDocument[]> {
    const docs = await Promise.all(appointmentIds.map((id) => this.appointments.get(id)));
    return docs.filter((d): d is AppointmentDocument => d !== null);
  }

  /** The practice's appointments among these ids, in the order asked; unknown and other practices' ids left out. */
  async ofPracticeByIds(practiceId: string, appointmentIds: string[]): Promise<AppointmentDocument[]> {
    if (appointmentIds.length === 0) return [];
    const docs = await this.appointments.find({ filter: { practiceId, id: { $in: appointmentIds } } });
    const byId = new Map(docs.map((d) => [d.id, d]));
    return appointmentIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  }

  /** The appointment a client's link (instant action token) opens. */
  async byToken(instantActionToken: string): Promise<AppointmentDocument | null> {
    const [doc] = await this.appointments.find({ filter: { instantActionToken }, limit: 1 });
    return doc ?? null;
  }

  /** The practice's appointment with this token (the calendar's #token links). */
  async ofPracticeByToken(practiceId: string, instantActionToken: string): Promise<AppointmentDocument | null> {
    const [doc] = await this.appointments.find({ filter: { instantActionToken, practiceId }, limit: 1 });
    return doc ?? null;
  }

  /** A page of the list and how many match in all. */
  async list(
    filter: AppointmentListFilter,
    sort: { field: AppointmentSortField; order: 'asc' | 'desc' },
    page: { limit: number; offset: number },
  ): Promise<{ items: AppointmentDocument[]; total: number }> {
    const where: Filter = {};
    if (filter.practiceId) where.practiceId = filter.practiceId;
    if (filter.state) where.state = filter.state;
    if (filter.search) where.searchText = { $contains: filter.search.toLowerCase() };
    const [items, total] = await Promise.all([
      this.appointments.find({ filter: where, sort: [sort], limit: page.limit, offset: page.offset }),
      this.appointments.count(where),
    ]);
    return { items, total };
  }

  /** The practice's appointments overlapping [from, to), declined ones left out, soonest first. */
  async overlapping(practiceId: string, range: { from: string; to: string }): Promise<AppointmentDocument[]> {
    const earliest = new Date(Date.parse(range.from) - LONGEST_APPOINTMENT_MS).toISOString();
    const docs = await this.appointments.find({
      filter: { practiceId, startsAt: { $gte: earliest, $lt: range.to } },
      sort: [{ field: 'startsAt', order: 'asc' }],
    });
    return docs.filter((d) => d.endsAt > range.from && d.state !== 'declined');
  }

  /** Those that still hold their time (pending or approved) overlapping [from, to), soonest first. */
  async holdingTimeOverlapping(practiceId: string, range: { from: string; to: string }): Promise<AppointmentDocument[]> {
    return (await this.overlapping(practiceId, range)).filter((d) => d.state === 'pending' || d.state === 'approved');
  }

  /** The sessions of a series starting after `startsAt`, soonest first. */
  followingInSeries(practiceId: string, seriesId: string, startsAt: string): Promise<AppointmentDocument[]> {
    return this.appointments.find({
      filter: { practiceId, seriesId, startsAt: { $gt: startsAt } },
      sort: [{ field: 'startsAt', order: 'asc' }],
      limit: SERIES_LIMIT,
    });
  }

  /** Every appointment of every practice (the rebuild benchmark's check). */
  countAll(): Promise<number> {
    return this.appointments.count();
  }
}
