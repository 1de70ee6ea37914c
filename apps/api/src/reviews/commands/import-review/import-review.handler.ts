// Loads what decideImportedReview needs (the practice's zone for "today", the reviewer found by
// phone, their one-review claim, the practice's requests) and appends its streams at once: the
// client when new, the review awaiting confirmation, its claims and the confirmation request.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DateTime } from 'luxon';
import { normalizePhone } from '#app/clients';
import { claimDecider, NotFoundError } from '#app/es';
import { handleDecision } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { checkImportReviewsAllowed, practiceDecider, practiceFlagsOf, practiceStreamId } from '#app/practice';
import { decideImportedReview, reviewClaimStreamId, ReviewMessages as M, reviewRequestsDecider, reviewRequestsStreamId } from '#app/reviews';
import { loadReturningReviewer } from '../../returning-reviewer.js';
import { ReviewLinkUrls } from '../../review-link-urls.js';
import { ImportReviewCommand, type ImportReviewOutcome } from './import-review.command.js';

const phoneOrNull = (phone: unknown): string | null => {
  try {
    return typeof phone === 'string' ? normalizePhone(phone) : null;
  } catch {
    return null;
  }
};

@CommandHandler(ImportReviewCommand)
export class ImportReviewHandler implements ICommandHandler<ImportReviewCommand, ImportReviewOutcome> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly links: ReviewLinkUrls,
  ) {}

  async execute({ practiceId, input, ids, ctx }: ImportReviewCommand): Promise<ImportReviewOutcome> {
    let firstName = '';
    const outcome = await handleDecision(this.store, ctx, async (loader) => {
      const practice = await loader.load(practiceStreamId(practiceId), practiceDecider);
      if (practice.status === 'none') throw new NotFoundError(M.practiceNotFound);
      checkImportReviewsAllowed(practiceFlagsOf(practice.flags));
      const today = DateTime.fromJSDate(ctx.now).setZone(practice.practice.timeZone).toISODate() ?? ctx.now.toISOString().slice(0, 10);
      const phone = phoneOrNull(input.phone);
      const returning = phone ? await loadReturningReviewer(loader, practiceId, phone) : null;
      const claim = await loader.load(reviewClaimStreamId(practiceId, returning?.clientId ?? ids.newClientId, null), claimDecider);
      const requests = await loader.load(reviewRequestsStreamId(practiceId), reviewRequestsDecider);
      const decided = decideImportedReview(
        { practiceId, input, today, ids, reviewLink: (token) => this.links.confirm(token) },
        { returning, claim, requests, now: ctx.now },
      );
      firstName = decided.firstName;
      return decided.streams;
    });
    return { ...outcome, firstName };
  }
}
