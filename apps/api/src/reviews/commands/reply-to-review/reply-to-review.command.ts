import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';

/** addEditReviewReply: the pro's public answer to a review of their practice (a second one edits it). */
export class ReplyToReviewCommand extends Command<CommandOutcome> {
  constructor(
    readonly practiceId: string,
    readonly reviewId: string,
    readonly message: unknown,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
