// reviewCreateClient: the reviewer is the practice's client holding their phone, or a new one
// (decideReviewerClient). The practice must exist; the phone claim keeps one client per phone.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { clientClaimDecider, clientDecider, clientStreamId } from '#app/clients';
import { isUuid, NotFoundError } from '#app/es';
import { handleDecision, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { practiceDecider, practiceStreamId } from '#app/practice';
import { decideReviewerClient, reviewerPhone, reviewerPhoneStreamId, ReviewMessages as M } from '#app/reviews';
import { CreateReviewerClientCommand } from './public-review.commands.js';

@CommandHandler(CreateReviewerClientCommand)
export class CreateReviewerClientHandler implements ICommandHandler<CreateReviewerClientCommand, CommandOutcome & { clientId: string }> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ input, ctx }: CreateReviewerClientCommand): Promise<CommandOutcome & { clientId: string }> {
    const { practiceId } = input;
    const phone = reviewerPhone(input.firstName, input.phone);
    const ids = { newClientId: randomUUID(), noteId: randomUUID() };
    let clientId: string = ids.newClientId;
    const outcome = await handleDecision(this.store, ctx, async (loader) => {
      const practice = isUuid(practiceId) ? await loader.load(practiceStreamId(practiceId), practiceDecider) : { status: 'none' };
      if (practice.status !== 'active') throw new NotFoundError(M.practiceNotFound);
      const { ownerId } = await loader.load(reviewerPhoneStreamId(practiceId, phone), clientClaimDecider);
      const returning = ownerId ? { clientId: ownerId, state: await loader.load(clientStreamId(ownerId), clientDecider) } : null;
      const decision = decideReviewerClient(practiceId, { firstName: input.firstName, phone: input.phone }, { returning, ...ids, now: ctx.now });
      clientId = decision.clientId;
      return decision.streams;
    });
    return { ...outcome, clientId };
  }
}
