import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { streamEvents } from '#app/es';
import { handleDecision, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { reviewRequestKey, reviewRequestsDecider, reviewRequestsStreamId, type ReviewChannel } from '#app/reviews';
import { ResendReviewRequestCommand } from './resend-review-request.command.js';

/** Sent again by text when the request has a phone and by e-mail when it has an address. */
@CommandHandler(ResendReviewRequestCommand)
export class ResendReviewRequestHandler implements ICommandHandler<ResendReviewRequestCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ practiceId, clientId, appointmentId, ctx }: ResendReviewRequestCommand): Promise<CommandOutcome> {
    const streamId = reviewRequestsStreamId(practiceId);
    return handleDecision(this.store, ctx, async (loader) => {
      const state = await loader.load(streamId, reviewRequestsDecider);
      const request = state.requests[reviewRequestKey(clientId, appointmentId)];
      const channels: ReviewChannel[] = [...(request?.phone ? ['sms' as const] : []), ...(request?.email ? ['email' as const] : [])];
      const events = reviewRequestsDecider.decide({ type: 'ResendReviewRequest', practiceId, clientId, appointmentId, channels, now: ctx.now.toISOString() }, state);
      return [streamEvents(streamId, practiceId, events)];
    });
  }
}
