import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { handleCommand, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { reviewDecider, reviewStreamId } from '#app/reviews';
import { ReplyToReviewCommand } from './reply-to-review.command.js';

/** The decider refuses another practice's review as not found, and a reply of 5 characters or fewer. */
@CommandHandler(ReplyToReviewCommand)
export class ReplyToReviewHandler implements ICommandHandler<ReplyToReviewCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ practiceId, reviewId, message, ctx }: ReplyToReviewCommand): Promise<CommandOutcome> {
    return handleCommand(this.store, ctx, {
      streamId: reviewStreamId(reviewId),
      decider: reviewDecider,
      practiceId,
      command: { type: 'ReplyToReview', practiceId, message, now: ctx.now.toISOString() },
    });
  }
}
