import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { handleCommand, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { reviewRequestsDecider, reviewRequestsStreamId } from '#app/reviews';
import { DismissReviewRequestCommand } from './dismiss-review-request.command.js';

/** On the practice's own requests stream: another practice's client is simply not found there. */
@CommandHandler(DismissReviewRequestCommand)
export class DismissReviewRequestHandler implements ICommandHandler<DismissReviewRequestCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ practiceId, clientId, appointmentId, ctx }: DismissReviewRequestCommand): Promise<CommandOutcome> {
    return handleCommand(this.store, ctx, {
      streamId: reviewRequestsStreamId(practiceId),
      decider: reviewRequestsDecider,
      practiceId,
      command: { type: 'DismissReviewRequest', practiceId, clientId, appointmentId },
    });
  }
}
