// The pro's review requests (spec 002 §4-§5 Reviews): the Pending tab (list, resend, dismiss) and
// the Request tab's bulk form. The sending itself reacts to the events elsewhere.
import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { newCommandContext } from '#app/es';
import { requirePro, type ProActor } from '../access/require-actor.js';
import { toEventActor } from '../access/session-actor.js';
import { asPayload, MutationResult } from '../graphql/payloads.js';
import { originOf, type RequestContext } from '../graphql/request-context.js';
import { Clock } from '../infrastructure/clock.js';
import { CommandSender } from '../infrastructure/command-sender.js';
import { DismissReviewRequestCommand } from './commands/dismiss-review-request/dismiss-review-request.command.js';
import { ResendReviewRequestCommand } from './commands/resend-review-request/resend-review-request.command.js';
import { SendBulkReviewRequestsCommand } from './commands/send-bulk-review-requests/send-bulk-review-requests.command.js';
import { BulkReviewRequestClient, BulkReviewRequestsPayload, ReviewRequest } from './reviews.models.js';
import { ReviewsReader } from './reviews-reader.js';

/** Ids from outside, kept short: a key that long names no request anyway. */
const key = (id: string | null | undefined): string | null => (typeof id === 'string' && id ? id.slice(0, 100) : null);

@Resolver()
export class ReviewRequestsResolver {
  constructor(
    private readonly commands: CommandSender,
    private readonly reader: ReviewsReader,
    private readonly clock: Clock,
  ) {}

  private context(ctx: RequestContext, pro: ProActor) {
    return newCommandContext(toEventActor(pro), this.clock.now(), originOf(ctx));
  }

  @Query(() => [ReviewRequest], { description: 'Pending review requests, newest first' })
  pendingReviewRequests(@Context() ctx: RequestContext): Promise<ReviewRequest[]> {
    return this.reader.pending(requirePro(ctx).practiceId);
  }

  @Mutation(() => MutationResult)
  dismissReviewRequest(
    @Context() ctx: RequestContext,
    @Args('clientId', { type: () => ID }) clientId: string,
    @Args('appointmentId', { type: () => ID, nullable: true }) appointmentId?: string | null,
  ): Promise<MutationResult> {
    const pro = requirePro(ctx);
    return asPayload({}, async () => {
      await this.commands.send(new DismissReviewRequestCommand(pro.practiceId, key(clientId) ?? '', key(appointmentId), this.context(ctx, pro)));
      return {};
    });
  }

  @Mutation(() => MutationResult)
  resendProReviewRequest(
    @Context() ctx: RequestContext,
    @Args('clientId', { type: () => ID }) clientId: string,
    @Args('appointmentId', { type: () => ID, nullable: true }) appointmentId?: string | null,
  ): Promise<MutationResult> {
    const pro = requirePro(ctx);
    return asPayload({}, async () => {
      await this.commands.send(new ResendReviewRequestCommand(pro.practiceId, key(clientId) ?? '', key(appointmentId), this.context(ctx, pro)));
      return {};
    });
  }

  @Mutation(() => BulkReviewRequestsPayload, { description: 'Rows with a first name and a phone become clients asked by text; failed rows come back in erroredClients' })
  sendBulkReviewRequests(@Context() ctx: RequestContext, @Args('clients', { type: () => [BulkReviewRequestClient] }) clients: BulkReviewRequestClient[]): Promise<BulkReviewRequestsPayload> {
    const pro = requirePro(ctx);
    return asPayload({ erroredClients: [] }, async () => {
      const outcome = await this.commands.send(new SendBulkReviewRequestsCommand(pro.practiceId, clients, this.context(ctx, pro)));
      return { erroredClients: outcome.errored };
    });
  }
}
