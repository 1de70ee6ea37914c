// Reads of the pending review requests (collection `review_requests`): a practice's, newest first,
// their count, and one by its client and appointment.
import type { DocumentCollection, DocumentStore } from '#app/readstore';
import { reviewRequestDocumentId, reviewRequestsProjection, type ReviewRequestDocument } from './review-requests.projection.js';

/** More pending requests than a practice can have (the pro's are at most 10; the job's are one per appointment). */
const LIST_LIMIT = 10_000;

export class ReviewRequestsQuery {
  private readonly requests: DocumentCollection<ReviewRequestDocument>;

  constructor(documents: DocumentStore) {
    this.requests = documents.collection<ReviewRequestDocument>(reviewRequestsProjection.collection);
  }

  pending(practiceId: string): Promise<ReviewRequestDocument[]> {
    return this.requests.find({ filter: { practiceId }, sort: [{ field: 'requestedAt', order: 'desc' }, { field: 'id', order: 'asc' }], limit: LIST_LIMIT });
  }

  countPending(practiceId: string): Promise<number> {
    return this.requests.count({ practiceId });
  }

  /** The practice's pending request for this client (and appointment), or null. */
  one(practiceId: string, clientId: string, appointmentId: string | null): Promise<ReviewRequestDocument | null> {
    return this.requests.get(reviewRequestDocumentId(practiceId, clientId, appointmentId));
  }
}
