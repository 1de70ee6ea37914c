// Reads of the reviews (collection `reviews`): a practice's published ones by date and stars, their
// count, the latest for the public page, and one by id within a practice (the average and the
// endorsement counts are summed in SQL: review-stats.sql.ts). Only published reviews count or show
// anywhere: an imported one waits for its client's confirmation, a disputed one never shows.
import type { DocumentCollection, DocumentStore, Filter } from '#app/readstore';
import type { StartRange } from '../../payments/payments-directory/payment-date-ranges.js';
import { reviewsProjection, type ReviewDocument } from './reviews.projection.js';

export const MAX_REVIEWS_PAGE = 100;

export interface PublishedReviewsFilter {
  range?: StartRange | null;
  rating?: number | null;
}

const NEWEST_FIRST = [{ field: 'createdAt', order: 'desc' as const }, { field: 'id', order: 'asc' as const }];

const publishedOf = (practiceId: string, f: PublishedReviewsFilter = {}): Filter => ({
  practiceId,
  status: 'published',
  ...(f.rating ? { rating: f.rating } : {}),
  ...(f.range ? { createdAt: { $gte: f.range.from }, $or: [{ createdAt: { $lt: f.range.to } }] } : {}),
});

export class ReviewsQuery {
  private readonly reviews: DocumentCollection<ReviewDocument>;

  constructor(documents: DocumentStore) {
    this.reviews = documents.collection<ReviewDocument>(reviewsProjection.collection);
  }

  /** The practice's review with this id, or null (unknown, or another practice's). */
  async ofPractice(practiceId: string, reviewId: string): Promise<ReviewDocument | null> {
    const review = await this.reviews.get(reviewId);
    return review && review.practiceId === practiceId ? review : null;
  }

  /** Published reviews, newest first. */
  published(practiceId: string, filter: PublishedReviewsFilter, page: { limit: number; offset: number }): Promise<ReviewDocument[]> {
    return this.reviews.find({ filter: publishedOf(practiceId, filter), sort: NEWEST_FIRST, limit: page.limit, offset: page.offset });
  }

  countPublished(practiceId: string, filter: PublishedReviewsFilter = {}): Promise<number> {
    return this.reviews.count(publishedOf(practiceId, filter));
  }

  /** The newest published reviews across every practice (the homepage's 'Recent client reviews'). */
  recentPublished(limit: number): Promise<ReviewDocument[]> {
    return this.reviews.find({ filter: { status: 'published' }, sort: NEWEST_FIRST, limit, offset: 0 });
  }

  /** The newest published reviews, for the practice's public page. */
  latest(practiceId: string, limit: number): Promise<ReviewDocument[]> {
    return this.published(practiceId, {}, { limit, offset: 0 });
  }
}
