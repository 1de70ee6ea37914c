// featureRequest: one FeatureRequested on a new stream per vote.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { streamEvents } from '#app/es';
import { handleDecision, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { decideFeatureRequest, featureRequestStreamId } from './feature-request.js';
import { RequestFeatureCommand } from './public-review.commands.js';

@CommandHandler(RequestFeatureCommand)
export class RequestFeatureHandler implements ICommandHandler<RequestFeatureCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ input, ctx }: RequestFeatureCommand): Promise<CommandOutcome> {
    const events = decideFeatureRequest({ ...input, now: ctx.now });
    return handleDecision(this.store, ctx, async () => [streamEvents(featureRequestStreamId(randomUUID()), null, events)]);
  }
}
