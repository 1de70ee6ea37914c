// The client flow's commands (no session: the link identifies the client, the token the review).
import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';

/** reviewCreateClient: the reviewer becomes (or is found as) a client of the practice by phone. */
export class CreateReviewerClientCommand extends Command<CommandOutcome & { clientId: string }> {
  constructor(
    readonly input: { practiceId: string; firstName: string; phone: string },
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** reviewAddRating: the first rating creates the review; another changes the stars while it has no text. */
export class AddReviewRatingCommand extends Command<CommandOutcome & { token: string }> {
  constructor(
    readonly input: { practiceId: string; clientId: string; appointmentId: string | null; rating: unknown },
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** What a token holder may change of their review (the review decider's client commands). */
export type ReviewChange =
  | { type: 'EndorseReview'; skillIds: string[] }
  | { type: 'AddReviewText'; text: unknown }
  | { type: 'ConfirmReview' }
  | { type: 'DisputeReview' }
  | { type: 'SetReviewAnonymity'; isAnonymous: boolean }
  | { type: 'SetReviewPublicName'; publicName: unknown };

export class ChangeReviewCommand extends Command<CommandOutcome> {
  constructor(
    readonly token: string,
    readonly change: ReviewChange,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** featureRequest: a vote for a feature not built yet ('video_review'). */
export class RequestFeatureCommand extends Command<CommandOutcome> {
  constructor(
    readonly input: { name: unknown; userId: string | null; clientId: string | null },
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
