// Reads of the pro's inbox (collection `pro_inbox_v2`): pending requests, failed payments, and
// payments owed for appointments whose start has passed (the clock decides, so `now` is asked).
import type { DocumentCollection, DocumentStore } from '#app/readstore';
import { INBOX_RANK, proInboxProjection, type InboxItem } from './pro-inbox.projection.js';

/** More than a pro ever has waiting; the inbox is not paged. */
const INBOX_LIMIT = 500;

export class ProInboxQuery {
  private readonly items: DocumentCollection<InboxItem>;

  constructor(documents: DocumentStore) {
    this.items = documents.collection<InboxItem>(proInboxProjection.collection);
  }

  /** Everything waiting: pending requests, then failed payments, then payments past due, each soonest first. */
  forPractice(practiceId: string, now: Date): Promise<InboxItem[]> {
    return this.items.find({
      filter: {
        practiceId,
        $or: [{ rank: { $lte: INBOX_RANK.failed } }, { rank: INBOX_RANK.owed, startsAt: { $lte: now.toISOString() } }],
      },
      sort: [{ field: 'rank', order: 'asc' }, { field: 'startsAt', order: 'asc' }],
      limit: INBOX_LIMIT,
    });
  }
}
