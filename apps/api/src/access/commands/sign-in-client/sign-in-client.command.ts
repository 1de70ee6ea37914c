import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';
import type { ClientUser } from '../../client-sessions.js';

/** Uses a sign-in link once; answers the client user it signs in. */
export class SignInClientCommand extends Command<CommandOutcome & { user: ClientUser }> {
  constructor(
    readonly token: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
