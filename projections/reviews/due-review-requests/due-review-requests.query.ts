// Reads of the due review requests (collection `due_review_requests`): the appointments whose
// automatic review request is due by an instant, oldest first, page by page.
import type { DocumentCollection, DocumentStore, Filter } from '#app/readstore';
import { dueReviewRequestsProjection, type DueReviewRequestDocument } from './due-review-requests.projection.js';

export type DueReviewRequestCursor = { id: string; dueAt: string };

export class DueReviewRequestsQuery {
  private readonly rows: DocumentCollection<DueReviewRequestDocument>;

  constructor(documents: DocumentStore) {
    this.rows = documents.collection<DueReviewRequestDocument>(dueReviewRequestsProjection.collection);
  }

  /** Up to `limit` rows due at or before `now`, by dueAt then id, after `after`. */
  async dueBy(now: Date, limit: number, after?: DueReviewRequestCursor): Promise<DueReviewRequestDocument[]> {
    const until = now.toISOString();
    const filter: Filter = after
      ? { $or: [{ dueAt: { $gt: after.dueAt, $lte: until } }, { dueAt: after.dueAt, id: { $gt: after.id } }] }
      : { dueAt: { $lte: until } };
    return this.rows.find({ filter, sort: [{ field: 'dueAt', order: 'asc' }, { field: 'id', order: 'asc' }], limit });
  }
}
