// Reads of the due reminders (collection `due_reminders`): the practices that send a kind of
// reminder, and each one's appointments starting within a span that still await that reminder.
import type { DocumentCollection, DocumentStore, Filter } from '#app/readstore';
import type { ReminderKind } from '#app/messaging';
import { dueRemindersProjection, type DueReminderDocument, type ReminderAppointmentRow, type ReminderPracticeRow } from './due-reminders.projection.js';

/** Where a page of appointments ended: the next page starts after it. */
export type DueReminderCursor = { id: string; startsAt: string };

const pendingField = (kind: ReminderKind) => (kind === 'email' ? 'emailPendingAt' : 'textPendingAt');

export class DueRemindersQuery {
  private readonly rows: DocumentCollection<DueReminderDocument>;

  constructor(documents: DocumentStore) {
    this.rows = documents.collection<DueReminderDocument>(dueRemindersProjection.collection);
  }

  /** Up to `limit` practices with that reminder on, by id, after `afterId`. */
  async practicesSending(kind: ReminderKind, limit: number, afterId?: string): Promise<ReminderPracticeRow[]> {
    const filter: Filter = { kind: 'practice', [kind === 'email' ? 'emailEnabled' : 'textEnabled']: true, ...(afterId ? { id: { $gt: afterId } } : {}) };
    return (await this.rows.find({ filter, sort: [{ field: 'id', order: 'asc' }], limit })) as ReminderPracticeRow[];
  }

  /** Up to `limit` of a practice's appointments awaiting that reminder that start in (`from`, `until`], soonest first. */
  async startingBetween(kind: ReminderKind, practiceId: string, starts: { from: Date; until: Date }, limit: number, after?: DueReminderCursor): Promise<ReminderAppointmentRow[]> {
    const field = pendingField(kind);
    const from = starts.from.toISOString();
    const until = starts.until.toISOString();
    const filter: Filter = after
      ? { practiceId, $or: [{ [field]: { $gt: after.startsAt, $lte: until } }, { [field]: after.startsAt, id: { $gt: after.id } }] }
      : { practiceId, [field]: { $gt: from, $lte: until } };
    return (await this.rows.find({ filter, sort: [{ field, order: 'asc' }, { field: 'id', order: 'asc' }], limit })) as ReminderAppointmentRow[];
  }
}
