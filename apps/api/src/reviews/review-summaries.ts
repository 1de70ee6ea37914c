// The reviews' numbers: the pro's summary (published, pending, average, whether import is on) and
// the public page's (average and count), and the keywords' endorsement counts.
import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '#app/persistence';
import type { SqlClient } from '#app/postgres';
import { practiceFlagsOf } from '#app/practice';
import { averageRating, endorsementCounts, PracticesQuery, ReviewRequestsQuery, ReviewsQuery } from '#projections';
import type { PublicReviewsSummary, ReviewsSummary } from './reviews.models.js';

@Injectable()
export class ReviewSummaries {
  constructor(
    @Inject(DATABASE) private readonly db: SqlClient,
    private readonly reviews: ReviewsQuery,
    private readonly requests: ReviewRequestsQuery,
    private readonly practices: PracticesQuery,
  ) {}

  async forPro(practiceId: string): Promise<ReviewsSummary> {
    const [completedCount, pendingCount, average, practice] = await Promise.all([
      this.reviews.countPublished(practiceId),
      this.requests.countPending(practiceId),
      averageRating(this.db, practiceId),
      this.practices.byId(practiceId),
    ]);
    return { completedCount, pendingCount, averageRating: average, importEnabled: practiceFlagsOf(practice?.flags).importReviewsEnabled };
  }

  async forVisitors(practiceId: string): Promise<PublicReviewsSummary> {
    const [average, count] = await Promise.all([averageRating(this.db, practiceId), this.reviews.countPublished(practiceId)]);
    return { averageRating: average, count };
  }

  endorsementCounts(practiceId: string): Promise<Map<string, number>> {
    return endorsementCounts(this.db, practiceId);
  }
}
