// One document per review (the review aggregate's state as the pro's lists, the public page and the
// endorsement counts read it), folded with the aggregate's own evolve so the two never disagree.
import { defineProjection } from '#app/es';
import { evolveReview, REVIEW_EVENT_TYPES, type ExistingReview, type ReviewEvent } from '#app/reviews';

export interface ReviewDocument extends ExistingReview {
  /** The review's id. */
  id: string;
  /** When anything about the review last changed (its creation, a rating, text, a reply, ...). */
  updatedAt: string;
}

export const reviewsProjection = defineProjection<ReviewDocument>({
  name: 'reviews',
  collection: 'reviews',
  indexedFields: ['practiceId', 'practiceId,createdAt'],
  eventTypes: REVIEW_EVENT_TYPES,
  documentId: (event) => (event.data as { reviewId: string }).reviewId,
  evolve: (document, recorded) => {
    const event = { type: recorded.type, data: recorded.data } as ReviewEvent;
    const at = String(recorded.metadata.occurredAt ?? recorded.recordedAt);
    const before = document ? (({ id: _id, updatedAt: _at, ...review }) => review)(document) : { status: 'none' as const };
    const after = evolveReview(before, event);
    return after.status === 'none' ? null : { ...after, id: after.reviewId, updatedAt: at };
  },
});
