// upsertDiscountCode: load the practice (flag, services) and the coupon, decide, and append the
// coupon's event with its code's claim (and the old code's release) in one atomic append.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomInt } from 'node:crypto';
import { streamEvents, type StreamEvents } from '#app/es';
import { handleDecision, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { codeClaims, couponDecider, couponStreamId, decideCoupon, normaliseCoupon, type CouponInput } from '#app/coupons';
import { EVENT_STORE } from '#app/persistence';
import { practiceDecider, practiceStreamId } from '#app/practice';
import { checkCouponsAllowed, claimCode, releaseCode } from '../../coupon-code-claims.js';
import { SaveCouponCommand } from './save-coupon.command.js';

// No 0/O or 1/I: a code read aloud or copied by hand stays unambiguous. 10 of 32 letters: 2^50.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const randomCode = (): string => Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

@CommandHandler(SaveCouponCommand)
export class SaveCouponHandler implements ICommandHandler<SaveCouponCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ input: given, ctx }: SaveCouponCommand): Promise<CommandOutcome> {
    const { discountCodeId: id, practiceId } = given;
    return handleDecision(this.store, ctx, async (loader) => {
      const practice = await loader.load(practiceStreamId(practiceId), practiceDecider);
      checkCouponsAllowed(practice);
      const knownServiceIds = practice.status === 'active' ? [...practice.services.keys()] : [];
      const input: CouponInput = { ...given, generatedCode: randomCode(), knownServiceIds };
      const state = await loader.load(couponStreamId(id), couponDecider);
      const events = decideCoupon({ type: 'SaveCoupon', input }, state);
      if (events.length === 0) return [];
      const codes = codeClaims(state, normaliseCoupon(input));
      const parts: StreamEvents[] = [streamEvents(couponStreamId(id), practiceId, events)];
      if (codes.claim) parts.push(await claimCode(loader, practiceId, codes.claim, id));
      if (codes.release) parts.push(await releaseCode(loader, practiceId, codes.release, id));
      return parts;
    });
  }
}
