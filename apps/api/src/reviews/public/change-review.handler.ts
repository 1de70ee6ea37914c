// The token holder's changes to their review (endorsements, text, confirm/dispute an imported one,
// anonymity, public name): the token finds the review (its claim), the review decider decides.
// Endorsements are checked against the practice's keywords as they are now.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { streamEvents } from '#app/es';
import { handleDecision, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { practiceSkillsDecider, practiceSkillsStreamId, reviewDecider, reviewStreamId, type ReviewCommand } from '#app/reviews';
import { ChangeReviewCommand } from './public-review.commands.js';
import { requireReviewByToken } from './review-by-token.js';

@CommandHandler(ChangeReviewCommand)
export class ChangeReviewHandler implements ICommandHandler<ChangeReviewCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ token, change, ctx }: ChangeReviewCommand): Promise<CommandOutcome> {
    return handleDecision(this.store, ctx, async (loader) => {
      const review = await requireReviewByToken(loader, token);
      const command: ReviewCommand =
        change.type === 'EndorseReview'
          ? { ...change, practiceSkillIds: (await loader.load(practiceSkillsStreamId(review.practiceId), practiceSkillsDecider)).skillIds }
          : change;
      return [streamEvents(reviewStreamId(review.reviewId), review.practiceId, reviewDecider.decide(command, review))];
    });
  }
}
