import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';

/** deleteDiscountCode: the coupon goes, and its code is free again. */
export class DeleteCouponCommand extends Command<CommandOutcome> {
  constructor(
    readonly discountCodeId: string,
    readonly practiceId: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
