import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';

export class RegisterSupportAccountCommand extends Command<CommandOutcome & { accountId: string }> {
  constructor(
    /** `lead`: may read the support audit (default false). */
    readonly input: { email: string; name: string; password: string; lead?: boolean },
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
