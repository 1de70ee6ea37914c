import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { handleDecision, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { RedeemGiftCardCommand } from './redeem-gift-card.command.js';
import { redeemGiftCardPart } from './redeem-gift-card.js';

@CommandHandler(RedeemGiftCardCommand)
export class RedeemGiftCardHandler implements ICommandHandler<RedeemGiftCardCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ redemption, ctx }: RedeemGiftCardCommand): Promise<CommandOutcome> {
    // No in-process lock: a racing redemption conflicts on the card's stream revision and re-decides.
    return handleDecision(this.store, ctx, async (loader) => [await redeemGiftCardPart(loader, redemption, ctx.now)], { maxAttempts: 10 });
  }
}
