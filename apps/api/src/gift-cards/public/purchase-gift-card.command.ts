import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';
import type { GiftCardPurchaseInput } from '#app/gift-cards';

/** What a visitor sends from the practice's public page (purchaseGiftCard). */
export interface PurchaseGiftCardInput extends GiftCardPurchaseInput {
  practiceId: string;
  giftCardTemplateId: string;
  /** The card the page's card form confirmed: a stripe setup's secret, or a square card token. */
  setupIntentSecret?: string | null;
  cardSourceId?: string | null;
}

export interface PurchaseGiftCardResult extends CommandOutcome {
  giftCardId: string;
  code: string;
  amountCents: number;
  currency: string;
}

export class PurchaseGiftCardCommand extends Command<PurchaseGiftCardResult> {
  constructor(
    readonly input: PurchaseGiftCardInput,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
