// What the pro's review queries answer with, read from the read models for one practice: its
// published reviews (filtered in its zone), pending requests and one review.
import { Injectable } from '@nestjs/common';
import { GraphQLError } from 'graphql';
import { DomainError, isUuid } from '#app/es';
import { ClientsQuery, MAX_REVIEWS_PAGE, PracticesQuery, reviewDateRange, reviewRatingFilter, ReviewRequestsQuery, ReviewsQuery, type ClientDocument, type ReviewDocument } from '#projections';
import { Clock } from '../infrastructure/clock.js';
import type { Review, ReviewList, ReviewRequest } from './reviews.models.js';
import { toReview, toReviewRequest } from './review-view.js';

export const DEFAULT_REVIEWS_PAGE = 20;
export const ReviewListMessages = {
  limit: `The page size (limit) must be a whole number from 1 to ${MAX_REVIEWS_PAGE}.`,
  offset: 'The offset must be a whole number, 0 or more.',
};

/** A refused filter or page reaches the caller as bad input with its message (not as a server fault). */
const asUserError = <T>(check: () => T): T => {
  try {
    return check();
  } catch (error) {
    if (error instanceof DomainError) throw new GraphQLError(error.message, { extensions: { code: 'BAD_USER_INPUT' } });
    throw error;
  }
};

export interface ReviewListArgs {
  dateFilter?: string | null;
  rating?: number | null;
  limit?: number | null;
  offset?: number | null;
}

@Injectable()
export class ReviewsReader {
  constructor(
    private readonly reviews: ReviewsQuery,
    private readonly requests: ReviewRequestsQuery,
    private readonly clients: ClientsQuery,
    private readonly practices: PracticesQuery,
    private readonly clock: Clock,
  ) {}

  /** The practice's review, or null (not an id, unknown, another practice's). */
  ownReview(practiceId: string, id: unknown): Promise<ReviewDocument | null> {
    return isUuid(id) ? this.reviews.ofPractice(practiceId, id.toLowerCase()) : Promise.resolve(null);
  }

  async review(doc: ReviewDocument): Promise<Review> {
    return toReview(doc, await this.clients.byId(doc.clientId), this.clock.now());
  }

  async list(practiceId: string, args: ReviewListArgs): Promise<ReviewList> {
    const practice = await this.practices.byId(practiceId);
    const { limit, offset, rating, range } = asUserError(() => {
      const page = { limit: args.limit ?? DEFAULT_REVIEWS_PAGE, offset: args.offset ?? 0 };
      if (!Number.isInteger(page.limit) || page.limit < 1 || page.limit > MAX_REVIEWS_PAGE) throw new DomainError(ReviewListMessages.limit);
      if (!Number.isInteger(page.offset) || page.offset < 0) throw new DomainError(ReviewListMessages.offset);
      return { ...page, rating: reviewRatingFilter(args.rating), range: reviewDateRange(args.dateFilter, this.clock.now(), practice?.timeZone ?? 'UTC') };
    });
    const [docs, count] = await Promise.all([this.reviews.published(practiceId, { range, rating }, { limit, offset }), this.reviews.countPublished(practiceId, { range, rating })]);
    const clients = new Map<string, ClientDocument>();
    for (const client of await Promise.all([...new Set(docs.map((d) => d.clientId))].map((id) => this.clients.byId(id)))) if (client) clients.set(client.id, client);
    const now = this.clock.now();
    return { reviews: docs.map((doc) => toReview(doc, clients.get(doc.clientId) ?? null, now)), count };
  }

  async pending(practiceId: string): Promise<ReviewRequest[]> {
    return (await this.requests.pending(practiceId)).map(toReviewRequest);
  }
}
