// deleteDiscountCode: the coupon is deleted and its code released, in one append.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { streamEvents } from '#app/es';
import { handleDecision, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { couponDecider, couponStreamId, decideCoupon } from '#app/coupons';
import { EVENT_STORE } from '#app/persistence';
import { practiceDecider, practiceStreamId } from '#app/practice';
import { checkCouponsAllowed, releaseCode } from '../../coupon-code-claims.js';
import { DeleteCouponCommand } from './delete-coupon.command.js';

@CommandHandler(DeleteCouponCommand)
export class DeleteCouponHandler implements ICommandHandler<DeleteCouponCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ discountCodeId: id, practiceId, ctx }: DeleteCouponCommand): Promise<CommandOutcome> {
    return handleDecision(this.store, ctx, async (loader) => {
      checkCouponsAllowed(await loader.load(practiceStreamId(practiceId), practiceDecider));
      const state = await loader.load(couponStreamId(id), couponDecider);
      const events = decideCoupon({ type: 'DeleteCoupon', discountCodeId: id, practiceId }, state);
      const code = state.status === 'none' ? null : state.code;
      return [streamEvents(couponStreamId(id), practiceId, events), ...(code ? [await releaseCode(loader, practiceId, code, id)] : [])];
    });
  }
}
