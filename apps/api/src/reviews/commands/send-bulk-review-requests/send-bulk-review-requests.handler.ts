// Checks the rows, then for each one that can be asked loads its client (by phone) and whether they
// reviewed the practice already; decideBulkReviewRequests makes the clients and the requests, all
// appended at once (the 10-pending rule refuses the whole form and nothing changes).
import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { claimDecider, NotFoundError } from '#app/es';
import { handleDecision } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { practiceDecider, practiceStreamId } from '#app/practice';
import {
  checkBulkRows,
  decideBulkReviewRequests,
  reviewClaimStreamId,
  ReviewMessages as M,
  reviewRequestsDecider,
  reviewRequestsStreamId,
  type BulkRowGiven,
  type ErroredBulkRow,
} from '#app/reviews';
import { loadReturningReviewer } from '../../returning-reviewer.js';
import { ReviewLinkUrls } from '../../review-link-urls.js';
import { SendBulkReviewRequestsCommand, type BulkReviewRequestsOutcome } from './send-bulk-review-requests.command.js';

@CommandHandler(SendBulkReviewRequestsCommand)
export class SendBulkReviewRequestsHandler implements ICommandHandler<SendBulkReviewRequestsCommand, BulkReviewRequestsOutcome> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly links: ReviewLinkUrls,
  ) {}

  async execute({ practiceId, rows, ctx }: SendBulkReviewRequestsCommand): Promise<BulkReviewRequestsOutcome> {
    const { valid, errored } = checkBulkRows(rows);
    let refused: ErroredBulkRow[] = [];
    const outcome = await handleDecision(this.store, ctx, async (loader) => {
      const practice = await loader.load(practiceStreamId(practiceId), practiceDecider);
      if (practice.status === 'none') throw new NotFoundError(M.practiceNotFound);
      const given: BulkRowGiven[] = [];
      for (const row of valid) {
        const returning = await loadReturningReviewer(loader, practiceId, row.phone);
        const claim = returning ? await loader.load(reviewClaimStreamId(practiceId, returning.clientId, null), claimDecider) : { ownerId: null };
        given.push({ row, returning, alreadyReviewed: claim.ownerId !== null, newClientId: randomUUID(), noteId: randomUUID() });
      }
      const requests = await loader.load(reviewRequestsStreamId(practiceId), reviewRequestsDecider);
      const shortLink = practice.practice.shortLink;
      const decided = decideBulkReviewRequests({ practiceId, rows: given, reviewLink: (clientId) => this.links.client(shortLink, clientId), now: ctx.now }, { requests });
      refused = decided.errored;
      return decided.streams;
    });
    return { ...outcome, errored: [...errored, ...refused] };
  }
}
