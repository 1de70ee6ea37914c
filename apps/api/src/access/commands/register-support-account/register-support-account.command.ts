import { Command } from '@nestjs/cqrs';
import type { CommandContext, CommandOutcome } from '#app/es';

export class RegisterSupportAccountCommand extends Command<CommandOutcome & { accountId: string }> {
  constructor(
    readonly input: { email: string; name: string; password: string },
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
