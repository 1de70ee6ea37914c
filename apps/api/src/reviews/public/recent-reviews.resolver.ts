// The homepage's 'Recent client reviews' (spec 002 §2 Other): the newest published reviews with a
// text across practices, for visitors (no session, rate limited). Only what the practice's own public
// page shows: rating, text, the reviewer's public name (none when anonymous), the practitioner.
import { UseGuards } from '@nestjs/common';
import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { PracticesQuery, ReviewsQuery, type PracticeDocument, type ReviewDocument } from '#projections';
import { GqlThrottlerGuard } from '../../graphql/gql-throttler.guard.js';
import { RecentClientReview } from './recent-reviews.models.js';

export const MAX_RECENT_REVIEWS = 24;

/** Pure: a published review with text, of an existing practice, as the public sees it; else null. */
export const toRecentClientReview = (review: ReviewDocument, practice: PracticeDocument | null): RecentClientReview | null => {
  const text = review.text?.trim();
  if (review.status !== 'published' || !text || !practice || !review.rating) return null;
  return {
    id: review.id,
    rating: review.rating,
    text,
    publicName: review.isAnonymous ? null : review.publicName?.trim() || null,
    createdAt: review.createdAt,
    practitioner: { name: practice.name, shortLink: practice.shortLink, title: practice.profile?.title ?? null, photoUrl: practice.profile?.photoUrl ?? null },
  };
};

@UseGuards(GqlThrottlerGuard)
@Resolver()
export class RecentReviewsResolver {
  constructor(
    private readonly reviews: ReviewsQuery,
    private readonly practices: PracticesQuery,
  ) {}

  @Query(() => [RecentClientReview], { description: 'The newest published reviews with a text, across practices (limit 1-24, default 12)' })
  async recentClientReviews(@Args('limit', { type: () => Int, nullable: true, defaultValue: 12 }) limit: number | null): Promise<RecentClientReview[]> {
    const n = Math.min(MAX_RECENT_REVIEWS, Math.max(1, Number.isInteger(limit) ? (limit as number) : 12));
    // Some published reviews are stars only: read a few more than asked for.
    const docs = await this.reviews.recentPublished(n * 4);
    const practices = new Map<string, PracticeDocument | null>();
    const out: RecentClientReview[] = [];
    for (const doc of docs) {
      if (out.length >= n) break;
      if (!practices.has(doc.practiceId)) practices.set(doc.practiceId, await this.practices.byId(doc.practiceId));
      const view = toRecentClientReview(doc, practices.get(doc.practiceId) ?? null);
      if (view) out.push(view);
    }
    return out;
  }
}
