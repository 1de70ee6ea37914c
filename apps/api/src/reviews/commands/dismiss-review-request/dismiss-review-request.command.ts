import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';

/** dismissReviewRequest: the pro drops a pending request from the Pending tab. */
export class DismissReviewRequestCommand extends Command<CommandOutcome> {
  constructor(
    readonly practiceId: string,
    readonly clientId: string,
    readonly appointmentId: string | null,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
