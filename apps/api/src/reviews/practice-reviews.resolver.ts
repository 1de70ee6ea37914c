// The practice page's reviews (spec 000 §3 Practice, the public page): the average and count of the
// published reviews and the latest ones, for visitors (publicPractice) and the pro alike. Only what
// is public: published reviews, no name for an anonymous one.
import { Args, Int, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { ReviewsQuery } from '#projections';
import { Practice } from '../practice/practice.models.js';
import { Clock } from '../infrastructure/clock.js';
import { PublicReview, PublicReviewsSummary } from './reviews.models.js';
import { toPublicReview } from './review-view.js';
import { ReviewSummaries } from './review-summaries.js';
import { PracticeSkillsReader } from './practice-skills-reader.js';
import { ReviewSkillOption } from './public/public-reviews.models.js';

const MAX_LATEST = 50;

@Resolver(() => Practice)
export class PracticeReviewsResolver {
  constructor(
    private readonly reviews: ReviewsQuery,
    private readonly summaries: ReviewSummaries,
    private readonly clock: Clock,
    private readonly skills: PracticeSkillsReader,
  ) {}

  @ResolveField(() => PublicReviewsSummary, { description: 'The published reviews: average rating and count' })
  reviewsSummary(@Parent() practice: Practice): Promise<PublicReviewsSummary> {
    return this.summaries.forVisitors(practice.id);
  }

  @ResolveField(() => [PublicReview], { description: 'The newest published reviews (limit 1-50, default 5)' })
  async latestReviews(@Parent() practice: Practice, @Args('limit', { type: () => Int, nullable: true, defaultValue: 5 }) limit: number | null): Promise<PublicReview[]> {
    const n = Math.min(MAX_LATEST, Math.max(1, Number.isInteger(limit) ? (limit as number) : 5));
    const now = this.clock.now();
    return (await this.reviews.latest(practice.id, n)).map((doc) => toPublicReview(doc, now));
  }

  @ResolveField(() => [ReviewSkillOption], { description: "The specialties the pro chose (the review keywords), in the pro's order" })
  specialties(@Parent() practice: Practice): Promise<ReviewSkillOption[]> {
    return this.skills.skillOptions(practice.id);
  }
}
