import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';
import type { ImportedReviewInput } from '#app/reviews';

export interface ImportReviewIds {
  reviewId: string;
  token: string;
  /** Used when the phone is nobody's yet. */
  newClientId: string;
  noteId: string;
}

export interface ImportReviewOutcome extends CommandOutcome {
  /** The reviewer's first name (the returning client's own), for the success message. */
  firstName: string;
}

/** proImportReview: a past review the pro types in; the reviewer confirms it by text. */
export class ImportReviewCommand extends Command<ImportReviewOutcome> {
  constructor(
    readonly practiceId: string,
    readonly input: ImportedReviewInput,
    readonly ids: ImportReviewIds,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
