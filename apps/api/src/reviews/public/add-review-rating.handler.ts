// reviewAddRating: loads what decideReviewRating weighs (the client, the appointment when given,
// the review claim and the review it names, the practice's requests) and appends its streams
// atomically. New ids: a uuid for the review and an unguessable link token for the client pages.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomBytes, randomUUID } from 'node:crypto';
import { appointmentDecider, appointmentStreamId } from '#app/appointments';
import { clientDecider, clientStreamId } from '#app/clients';
import { claimDecider, isUuid, NotFoundError } from '#app/es';
import { handleDecision, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { decideReviewRating, reviewClaimStreamId, reviewDecider, ReviewMessages as M, reviewRequestsDecider, reviewRequestsStreamId, reviewStreamId } from '#app/reviews';
import { AddReviewRatingCommand } from './public-review.commands.js';

@CommandHandler(AddReviewRatingCommand)
export class AddReviewRatingHandler implements ICommandHandler<AddReviewRatingCommand, CommandOutcome & { token: string }> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ input, ctx }: AddReviewRatingCommand): Promise<CommandOutcome & { token: string }> {
    const { practiceId, clientId, appointmentId, rating } = input;
    if (!isUuid(practiceId) || !isUuid(clientId)) throw new NotFoundError(M.clientNotFound);
    if (appointmentId !== null && !isUuid(appointmentId)) throw new NotFoundError(M.appointmentNotFound);
    const newReview = { reviewId: randomUUID(), token: randomBytes(24).toString('base64url') };
    let token = newReview.token;
    const outcome = await handleDecision(this.store, ctx, async (loader) => {
      const appointment = appointmentId ? await loader.load(appointmentStreamId(appointmentId), appointmentDecider) : null;
      const claim = await loader.load(reviewClaimStreamId(practiceId, clientId, appointmentId), claimDecider);
      const given = {
        client: await loader.load(clientStreamId(clientId), clientDecider),
        appointment: appointment && appointment.status !== 'none' ? appointment : null,
        claim,
        existing: claim.ownerId ? await loader.load(reviewStreamId(claim.ownerId), reviewDecider) : reviewDecider.initialState(),
        requests: await loader.load(reviewRequestsStreamId(practiceId), reviewRequestsDecider),
        now: ctx.now,
      };
      const decision = decideReviewRating({ practiceId, clientId, appointmentId, rating, newReview }, given);
      token = decision.token;
      return decision.streams;
    });
    return { ...outcome, token };
  }
}
