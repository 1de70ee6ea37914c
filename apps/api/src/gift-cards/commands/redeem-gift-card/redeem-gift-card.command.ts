import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';
import type { Redemption } from './redeem-gift-card.js';

/** Spends part of a gift card's balance (the pro's redeemGiftCard, and the demo data). */
export class RedeemGiftCardCommand extends Command<CommandOutcome> {
  constructor(
    readonly redemption: Redemption,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
