import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';

/** Answers the link's token (`<key>.<secret>`), to be e-mailed; only its secret's hash is stored. */
export class RequestClientSignInCommand extends Command<CommandOutcome & { token: string; email: string }> {
  constructor(
    readonly email: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
