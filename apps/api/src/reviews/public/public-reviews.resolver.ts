// The client side of reviews (no session, rate limited like the other public calls): the
// practice behind a review link (its referral code, i.e. its short link), the review behind a
// token, and the flow's steps. The client's steps take the review's token, never its id.
import { Inject, UseGuards } from '@nestjs/common';
import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { newCommandContext, type Actor } from '#app/es';
import { storeLoader } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';

import { PracticesQuery } from '#projections';
import { actorOf } from '../../access/require-actor.js';
import { toEventActor } from '../../access/session-actor.js';
import { GqlThrottlerGuard } from '../../graphql/gql-throttler.guard.js';
import { asPayload, MutationResult } from '../../graphql/payloads.js';
import { originOf, type RequestContext } from '../../graphql/request-context.js';
import { Clock } from '../../infrastructure/clock.js';
import { CommandSender } from '../../infrastructure/command-sender.js';
import { ClientReview, ReviewClientPayload, ReviewPractice, ReviewRatingPayload } from './public-reviews.models.js';
import { AddReviewRatingCommand, ChangeReviewCommand, CreateReviewerClientCommand, RequestFeatureCommand, type ReviewChange } from './public-review.commands.js';
import { loadReviewByToken } from './review-by-token.js';
import { reviewPracticeView } from './review-practice-view.js';

const SHORT_LINK = /^[a-z0-9_-]{1,60}$/;
const reviewer: Actor = { kind: 'visitor', id: 'reviewer' };

@UseGuards(GqlThrottlerGuard)
@Resolver()
export class PublicReviewsResolver {
  constructor(
    private readonly practices: PracticesQuery,
    private readonly commands: CommandSender,
    private readonly clock: Clock,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  @Query(() => ReviewPractice, { nullable: true, description: 'The practice of a review link (its referral code is the short link); null when unknown' })
  async reviewPractice(@Args('referralCode') referralCode: string): Promise<ReviewPractice | null> {
    if (typeof referralCode !== 'string' || !SHORT_LINK.test(referralCode.toLowerCase())) return null;
    const practice = await this.practices.byShortLink(referralCode.toLowerCase());
    return practice ? reviewPracticeView(this.store, practice) : null;
  }

  @Query(() => ClientReview, { nullable: true, description: 'A review by its token; null when unknown' })
  async reviewByToken(@Args('token') token: string): Promise<ClientReview | null> {
    const review = await loadReviewByToken(storeLoader(this.store), token);
    if (!review) return null;
    const practice = await this.practices.byId(review.practiceId);
    if (!practice) return null;
    const { token: _t, rating, text, isAnonymous, publicName, skillIds, source, status, createdAt, appointmentId, clientId } = review;
    return { token: review.token, rating, text, isAnonymous, publicName, skillIds, source, status, createdAt, appointmentId, clientId, practice: await reviewPracticeView(this.store, practice) };
  }

  @Mutation(() => ReviewClientPayload, { description: 'The reviewer becomes (or is found as) a client of the practice by phone' })
  reviewCreateClient(
    @Context() ctx: RequestContext,
    @Args('practiceId', { type: () => ID }) practiceId: string,
    @Args('phone') phone: string,
    @Args('firstName') firstName: string,
  ): Promise<ReviewClientPayload> {
    return asPayload<ReviewClientPayload>({ clientId: null }, async () => {
      const { clientId } = await this.commands.send(new CreateReviewerClientCommand({ practiceId, firstName, phone }, this.context(ctx)));
      return { clientId };
    });
  }

  @Mutation(() => ReviewRatingPayload, { description: "The reviewer's stars: the first creates the review (its token comes back)" })
  reviewAddRating(
    @Context() ctx: RequestContext,
    @Args('practiceId', { type: () => ID }) practiceId: string,
    @Args('clientId', { type: () => ID }) clientId: string,
    @Args('rating', { type: () => Int }) rating: number,
    @Args('appointmentId', { type: () => ID, nullable: true }) appointmentId?: string | null,
  ): Promise<ReviewRatingPayload> {
    return asPayload<ReviewRatingPayload>({ token: null }, async () => {
      const { token } = await this.commands.send(new AddReviewRatingCommand({ practiceId, clientId, appointmentId: appointmentId ?? null, rating }, this.context(ctx)));
      return { token };
    });
  }

  @Mutation(() => MutationResult, { description: 'The keywords the reviewer endorses (reviewId is the review’s token)' })
  reviewAddEndorsements(@Context() ctx: RequestContext, @Args('reviewId') token: string, @Args('endorsements', { type: () => [String] }) endorsements: string[]): Promise<MutationResult> {
    return this.change(ctx, token, { type: 'EndorseReview', skillIds: endorsements });
  }

  @Mutation(() => MutationResult, { description: 'The review’s text (reviewId is the token)' })
  reviewAddTextReview(@Context() ctx: RequestContext, @Args('reviewId') token: string, @Args('text') text: string): Promise<MutationResult> {
    return this.change(ctx, token, { type: 'AddReviewText', text });
  }

  @Mutation(() => MutationResult, { description: 'The client confirms an imported review (reviewId is the token)' })
  confirmReview(@Context() ctx: RequestContext, @Args('reviewId') token: string): Promise<MutationResult> {
    return this.change(ctx, token, { type: 'ConfirmReview' });
  }

  @Mutation(() => MutationResult, { description: "The client says an imported review is wrong ('No, this is wrong')" })
  disputeReview(@Context() ctx: RequestContext, @Args('reviewId') token: string): Promise<MutationResult> {
    return this.change(ctx, token, { type: 'DisputeReview' });
  }

  @Mutation(() => MutationResult, { description: 'Show the review without the name, or with it again (reviewId is the token)' })
  toggleReviewAnon(@Context() ctx: RequestContext, @Args('reviewId') token: string, @Args('isAnon') isAnon: boolean): Promise<MutationResult> {
    return this.change(ctx, token, { type: 'SetReviewAnonymity', isAnonymous: isAnon === true });
  }

  @Mutation(() => MutationResult, { description: 'The name shown with the review (reviewId is the token)' })
  setReviewPublicName(@Context() ctx: RequestContext, @Args('reviewId') token: string, @Args('name') name: string): Promise<MutationResult> {
    return this.change(ctx, token, { type: 'SetReviewPublicName', publicName: name });
  }

  @Mutation(() => MutationResult, { description: "A vote for a feature not built yet ('video_review')" })
  featureRequest(
    @Context() ctx: RequestContext,
    @Args('name') name: string,
    @Args('userId', { type: () => ID, nullable: true }) userId?: string | null,
    @Args('clientId', { type: () => ID, nullable: true }) clientId?: string | null,
  ): Promise<MutationResult> {
    return asPayload<MutationResult>({}, async () => {
      await this.commands.send(new RequestFeatureCommand({ name, userId: userId ?? null, clientId: clientId ?? null }, this.context(ctx)));
      return {};
    });
  }

  private change(ctx: RequestContext, token: string, change: ReviewChange): Promise<MutationResult> {
    return asPayload<MutationResult>({}, async () => {
      await this.commands.send(new ChangeReviewCommand(token, change, this.context(ctx)));
      return {};
    });
  }

  /** A signed-in pro trying the flow is recorded as themselves; anyone else as the reviewer. */
  private context(ctx: RequestContext) {
    const actor = actorOf(ctx);
    return newCommandContext(actor.kind === 'visitor' ? reviewer : toEventActor(actor), this.clock.now(), originOf(ctx));
  }
}

