import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';
import type { CouponInput } from '#app/coupons';

/** upsertDiscountCode: create or change a coupon, claiming its code in the practice. */
export class SaveCouponCommand extends Command<CommandOutcome> {
  constructor(
    readonly input: Omit<CouponInput, 'generatedCode' | 'knownServiceIds'>,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
