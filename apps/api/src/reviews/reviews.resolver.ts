// The pro's reviews (spec 002 §2, §5 Reviews): the Completed list with its filters, the summary,
// one review, importing a past review and replying. Another practice's ids are "not found".
import { randomBytes, randomUUID } from 'node:crypto';
import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { newCommandContext, NotFoundError } from '#app/es';
import { ReviewMessages as M } from '#app/reviews';
import { requirePro, type ProActor } from '../access/require-actor.js';
import { toEventActor } from '../access/session-actor.js';
import { asPayload } from '../graphql/payloads.js';
import { originOf, type RequestContext } from '../graphql/request-context.js';
import { LocalDateScalar } from '../graphql/date-time.scalar.js';
import { Clock } from '../infrastructure/clock.js';
import { CommandSender } from '../infrastructure/command-sender.js';
import { ImportReviewCommand } from './commands/import-review/import-review.command.js';
import { ReplyToReviewCommand } from './commands/reply-to-review/reply-to-review.command.js';
import { ImportReviewPayload, Review, ReviewList, ReviewReplyPayload, ReviewsSummary } from './reviews.models.js';
import { ReviewsReader } from './reviews-reader.js';
import { ReviewSummaries } from './review-summaries.js';

@Resolver()
export class ReviewsResolver {
  constructor(
    private readonly commands: CommandSender,
    private readonly reader: ReviewsReader,
    private readonly summaries: ReviewSummaries,
    private readonly clock: Clock,
  ) {}

  private context(ctx: RequestContext, pro: ProActor) {
    return newCommandContext(toEventActor(pro), this.clock.now(), originOf(ctx));
  }

  @Query(() => ReviewList, { description: 'Published reviews, newest first. dateFilter: all_time|this_week|last_week|this_month|last_month|this_year|last_year (practice zone); rating 1-5' })
  practiceReviews(
    @Context() ctx: RequestContext,
    @Args('dateFilter', { type: () => String, nullable: true }) dateFilter?: string | null,
    @Args('rating', { type: () => Int, nullable: true }) rating?: number | null,
    @Args('limit', { type: () => Int, nullable: true }) limit?: number | null,
    @Args('offset', { type: () => Int, nullable: true }) offset?: number | null,
  ): Promise<ReviewList> {
    const pro = requirePro(ctx);
    return this.reader.list(pro.practiceId, { dateFilter, rating, limit, offset });
  }

  @Query(() => ReviewsSummary, { description: 'completedCount = published reviews; pendingCount = pending requests' })
  reviewsSummary(@Context() ctx: RequestContext): Promise<ReviewsSummary> {
    return this.summaries.forPro(requirePro(ctx).practiceId);
  }

  @Query(() => Review, { nullable: true, description: "null when unknown or another practice's" })
  async review(@Context() ctx: RequestContext, @Args('id', { type: () => ID }) id: string): Promise<Review | null> {
    const doc = await this.reader.ownReview(requirePro(ctx).practiceId, id);
    return doc ? this.reader.review(doc) : null;
  }

  @Mutation(() => ImportReviewPayload, { description: 'A past review; the reviewer is asked by text to confirm it. createdAt: YYYY-MM-DD' })
  proImportReview(
    @Context() ctx: RequestContext,
    @Args('rating', { type: () => Int }) rating: number,
    @Args('firstName') firstName: string,
    @Args('phone') phone: string,
    @Args('createdAt', { type: () => LocalDateScalar }) createdAt: string,
    @Args('review', { type: () => String, nullable: true }) review?: string | null,
  ): Promise<ImportReviewPayload> {
    const pro = requirePro(ctx);
    return asPayload({ review: null }, async () => {
      const ids = { reviewId: randomUUID(), token: randomBytes(24).toString('base64url'), newClientId: randomUUID(), noteId: randomUUID() };
      await this.commands.send(new ImportReviewCommand(pro.practiceId, { rating, review, firstName, phone, createdAt }, ids, this.context(ctx, pro)));
      const doc = await this.reader.ownReview(pro.practiceId, ids.reviewId);
      return { review: doc ? await this.reader.review(doc) : null };
    });
  }

  @Mutation(() => ReviewReplyPayload, { description: 'Posts or edits the reply (more than 5 characters)' })
  addEditReviewReply(@Context() ctx: RequestContext, @Args('reviewId', { type: () => ID }) reviewId: string, @Args('message') message: string): Promise<ReviewReplyPayload> {
    const pro = requirePro(ctx);
    return asPayload({ review: null }, async () => {
      const own = await this.reader.ownReview(pro.practiceId, reviewId);
      if (!own) throw new NotFoundError(M.reviewNotFound);
      await this.commands.send(new ReplyToReviewCommand(pro.practiceId, own.id, message, this.context(ctx, pro)));
      const doc = await this.reader.ownReview(pro.practiceId, own.id);
      return { review: doc ? await this.reader.review(doc) : null };
    });
  }
}
