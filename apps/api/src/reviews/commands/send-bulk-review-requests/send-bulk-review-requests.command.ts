import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';
import type { BulkRequestRow, ErroredBulkRow } from '#app/reviews';

export interface BulkReviewRequestsOutcome extends CommandOutcome {
  /** The rows not asked, with why. */
  errored: ErroredBulkRow[];
}

/** sendBulkReviewRequests: the Request tab's form, rows of first name and phone. */
export class SendBulkReviewRequestsCommand extends Command<BulkReviewRequestsOutcome> {
  constructor(
    readonly practiceId: string,
    readonly rows: BulkRequestRow[],
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
