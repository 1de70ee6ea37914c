// Reads of the past-due reminders (collection `past_due_reminders`): the practices that send the
// e-mail or the text, and each one's appointments whose start lies far enough back (and not too
// far) for that kind of reminder.
import type { ReminderKind } from '#app/messaging';
import type { DocumentCollection, DocumentStore, Filter } from '#app/readstore';
import { pastDueRemindersProjection, type PastDueAppointmentRow, type PastDuePracticeRow, type PastDueReminderDocument } from './past-due-reminders.projection.js';

/** Where a page of appointments ended: the next page starts after it (`pendingFrom`: the start it was listed by). */
export type PastDueCursor = { id: string; pendingFrom: string };

/** Each way of reminding has its own switch and its own pending start. */
const FIELDS = {
  email: { enabled: 'emailEnabled', pending: 'pendingFrom' },
  text: { enabled: 'textEnabled', pending: 'textPendingFrom' },
} as const;

export class PastDueRemindersQuery {
  private readonly rows: DocumentCollection<PastDueReminderDocument>;

  constructor(documents: DocumentStore) {
    this.rows = documents.collection<PastDueReminderDocument>(pastDueRemindersProjection.collection);
  }

  /** Up to `limit` practices with the past-due e-mail on, by id, after `afterId`. */
  practicesSendingEmail(limit: number, afterId?: string): Promise<PastDuePracticeRow[]> {
    return this.practicesSending('email', limit, afterId);
  }

  /** Up to `limit` practices with that past-due reminder on, by id, after `afterId`. */
  async practicesSending(kind: ReminderKind, limit: number, afterId?: string): Promise<PastDuePracticeRow[]> {
    const filter: Filter = { [FIELDS[kind].enabled]: true, kind: 'practice', ...(afterId ? { id: { $gt: afterId } } : {}) };
    return (await this.rows.find({ filter, sort: [{ field: 'id', order: 'asc' }], limit })) as PastDuePracticeRow[];
  }

  /**
   * Up to `limit` of a practice's appointments that may need the e-mail (or, with `kind` 'text',
   * the text) and started in [`from`, `until`], the longest waiting first (then by id), after `after`.
   */
  async startedBetween(practiceId: string, started: { from: Date; until: Date }, limit: number, after?: PastDueCursor, kind: ReminderKind = 'email'): Promise<PastDueAppointmentRow[]> {
    const pending = FIELDS[kind].pending;
    const from = started.from.toISOString();
    const until = started.until.toISOString();
    const filter: Filter = after
      ? { practiceId, $or: [{ [pending]: { $gt: after.pendingFrom, $lte: until } }, { [pending]: after.pendingFrom, id: { $gt: after.id } }] }
      : { practiceId, [pending]: { $gte: from, $lte: until } };
    return (await this.rows.find({ filter, sort: [{ field: pending, order: 'asc' }, { field: 'id', order: 'asc' }], limit })) as PastDueAppointmentRow[];
  }
}
