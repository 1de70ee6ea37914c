// Reads of the pro's inbox (collection `pro_inbox`).
import type { DocumentCollection, DocumentStore } from '#app/readstore';
import { proInboxProjection, type InboxItem } from './pro-inbox.projection.js';

/** More than a pro ever has waiting; the inbox is not paged. */
const INBOX_LIMIT = 500;

export class ProInboxQuery {
  private readonly items: DocumentCollection<InboxItem>;

  constructor(documents: DocumentStore) {
    this.items = documents.collection<InboxItem>(proInboxProjection.collection);
  }

  /** What waits for the practice's action: by rank (pending requests first), then by start time. */
  forPractice(practiceId: string): Promise<InboxItem[]> {
    return this.items.find({
      filter: { practiceId },
      sort: [{ field: 'rank', order: 'asc' }, { field: 'startsAt', order: 'asc' }],
      limit: INBOX_LIMIT,
    });
  }
}
