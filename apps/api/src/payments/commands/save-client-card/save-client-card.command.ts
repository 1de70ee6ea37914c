import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';
import type { ClientUserAccess, SavedCard } from '#app/payments';
import type { CardSource } from '../save-card/save-card.command.js';

/** Add or Change on the payment methods page: the confirmed card becomes the client's default card with the practice. */
export class SaveClientCardCommand extends Command<CommandOutcome & { card: SavedCard }> {
  constructor(
    readonly clientId: string,
    readonly access: ClientUserAccess,
    readonly source: CardSource,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
