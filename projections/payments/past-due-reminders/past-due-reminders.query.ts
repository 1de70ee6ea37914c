// Reads of the past-due reminders (collection `past_due_reminders`): the practices that send the
// e-mail, and each one's appointments whose start lies far enough back (and not too far).
import type { DocumentCollection, DocumentStore, Filter } from '#app/readstore';
import { pastDueRemindersProjection, type PastDueAppointmentRow, type PastDuePracticeRow, type PastDueReminderDocument } from './past-due-reminders.projection.js';

/** Where a page of appointments ended: the next page starts after it. */
export type PastDueCursor = { id: string; pendingFrom: string };

export class PastDueRemindersQuery {
  private readonly rows: DocumentCollection<PastDueReminderDocument>;

  constructor(documents: DocumentStore) {
    this.rows = documents.collection<PastDueReminderDocument>(pastDueRemindersProjection.collection);
  }

  /** Up to `limit` practices with the past-due e-mail on, by id, after `afterId`. */
  async practicesSendingEmail(limit: number, afterId?: string): Promise<PastDuePracticeRow[]> {
    const filter: Filter = { emailEnabled: true, kind: 'practice', ...(afterId ? { id: { $gt: afterId } } : {}) };
    return (await this.rows.find({ filter, sort: [{ field: 'id', order: 'asc' }], limit })) as PastDuePracticeRow[];
  }

  /**
   * Up to `limit` of a practice's appointments that may need the reminder and started in
   * [`from`, `until`], the longest waiting first (then by id), after `after`.
   */
  async startedBetween(practiceId: string, started: { from: Date; until: Date }, limit: number, after?: PastDueCursor): Promise<PastDueAppointmentRow[]> {
    const from = started.from.toISOString();
    const until = started.until.toISOString();
    const filter: Filter = after
      ? { practiceId, $or: [{ pendingFrom: { $gt: after.pendingFrom, $lte: until } }, { pendingFrom: after.pendingFrom, id: { $gt: after.id } }] }
      : { practiceId, pendingFrom: { $gte: from, $lte: until } };
    return (await this.rows.find({ filter, sort: [{ field: 'pendingFrom', order: 'asc' }, { field: 'id', order: 'asc' }], limit })) as PastDueAppointmentRow[];
  }
}
