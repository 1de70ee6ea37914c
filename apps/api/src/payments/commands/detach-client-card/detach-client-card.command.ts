import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';
import type { ClientUserAccess } from '#app/payments';

/** detachPaymentMethodPractice(clientId): the signed-in client deletes their card with the practice. */
export class DetachClientCardCommand extends Command<CommandOutcome> {
  constructor(
    readonly clientId: string,
    readonly access: ClientUserAccess,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
