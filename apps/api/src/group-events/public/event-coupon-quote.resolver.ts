// The event type page's check of a coupon code before registering for a date: what it takes off
// the event's price (or why not). Nothing is redeemed here; the registration redeems.
import { Inject, UseGuards } from '@nestjs/common';
import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { couponDecider, CouponMessages, type CouponRedeemedData } from '#app/coupons';
import { DomainError, isUuid } from '#app/es';
import { storeLoader } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { bookableEventDecider, bookableEventStreamId, decideEventCoupon } from '#app/group-events';
import { EVENT_STORE } from '#app/persistence';
import { practiceDecider, practiceStreamId } from '#app/practice';
import { DiscountCodeQuote } from '../../coupons/coupons.models.js';
import { GqlThrottlerGuard } from '../../graphql/gql-throttler.guard.js';
import { asPayload } from '../../graphql/payloads.js';
import { Clock } from '../../infrastructure/clock.js';
import { couponStreamOfCode } from './registration-coupon.js';

@UseGuards(GqlThrottlerGuard)
@Resolver()
export class EventCouponQuoteResolver {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  @Query(() => DiscountCodeQuote, { description: "What a coupon code takes off a registration for this group event (a paid one) on its type's public page" })
  eventDiscountCodeQuote(@Args('bookableEventId', { type: () => ID }) bookableEventId: string, @Args('code') code: string): Promise<DiscountCodeQuote> {
    return asPayload({ code: null, discountCents: null, totalCents: null }, async () => {
      if (!isUuid(bookableEventId)) throw new DomainError(CouponMessages.codeNotValid);
      const loader = storeLoader(this.store);
      const event = await loader.load(bookableEventStreamId(bookableEventId), bookableEventDecider);
      if (event.status !== 'scheduled' || event.amountCents <= 0) throw new DomainError(CouponMessages.codeNotValid);
      const practice = await loader.load(practiceStreamId(event.practiceId), practiceDecider);
      const stream = await couponStreamOfCode(loader, practice, code);
      if (!stream) throw new DomainError(CouponMessages.codeNotValid);
      const [redeemed] = decideEventCoupon(await loader.load(stream, couponDecider), event, event.practiceId, null, this.clock.now());
      const { code: applied, amountCents } = redeemed.data as CouponRedeemedData;
      return { code: applied, discountCents: amountCents, totalCents: event.amountCents - amountCents };
    });
  }
}
