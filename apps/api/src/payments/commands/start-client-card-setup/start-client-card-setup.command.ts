import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';
import type { ClientUserAccess } from '#app/payments';

/** setupIntent from the payment methods page: a setup for the signed-in client's record with a practice. */
export class StartClientCardSetupCommand extends Command<CommandOutcome & { setupId: string; clientSecret: string }> {
  constructor(
    readonly clientId: string,
    readonly access: ClientUserAccess,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
