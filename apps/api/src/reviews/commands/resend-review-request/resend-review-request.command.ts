import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';

/** resendProReviewRequest: the request goes out again (the sending reacts to ReviewRequestResent). */
export class ResendReviewRequestCommand extends Command<CommandOutcome> {
  constructor(
    readonly practiceId: string,
    readonly clientId: string,
    readonly appointmentId: string | null,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
