import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';

export class RegisterSupportAccountCommand extends Command<CommandOutcome & { accountId: string }> {
  constructor(
    readonly input: { email: string; name: string; password: string },
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
