// The public page's check of a code before booking: what it takes off the chosen service (and
// add-ons), or the reason it does not apply. Nothing is redeemed here; the booking redeems.
import { Inject, UseGuards } from '@nestjs/common';
import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { isUuid } from '#app/es';
import { storeLoader } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { practiceDecider, practiceStreamId } from '#app/practice';
import { CouponMessages as M } from '#app/coupons';
import { GqlThrottlerGuard } from '../graphql/gql-throttler.guard.js';
import { asPayload } from '../graphql/payloads.js';
import { Clock } from '../infrastructure/clock.js';
import { DiscountCodeQuote } from './coupons.models.js';
import { redeemCode } from './redeem-at-booking.js';
import { DomainError } from '#app/es';

@UseGuards(GqlThrottlerGuard)
@Resolver()
export class PublicCouponResolver {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  @Query(() => DiscountCodeQuote, { description: 'What a coupon code takes off a booking of this service (variation, add-ons) on the public page' })
  discountCodeQuote(
    @Args('practiceId', { type: () => ID }) practiceId: string,
    @Args('code') code: string,
    @Args('serviceId', { type: () => ID }) serviceId: string,
    @Args('variationId', { type: () => ID, nullable: true }) variationId?: string | null,
    @Args('addOnServiceIds', { type: () => [ID], nullable: true }) addOnServiceIds?: string[] | null,
  ): Promise<DiscountCodeQuote> {
    return asPayload({ code: null, discountCents: null, totalCents: null }, async () => {
      if (!isUuid(practiceId)) throw new DomainError(M.codeNotValid);
      const loader = storeLoader(this.store);
      const practice = await loader.load(practiceStreamId(practiceId), practiceDecider);
      if (practice.status !== 'active') throw new DomainError(M.codeNotValid);
      const service = practice.services.get(serviceId);
      if (!service || !service.public || service.addOn) throw new DomainError(M.codeWrongService);
      const variation = variationId ? service.variations.find((v) => v.variationId === variationId) : undefined;
      const addOns = [...new Set(addOnServiceIds ?? [])].slice(0, 10).map((id) => practice.services.get(id)).filter((s) => s?.addOn && s.public);
      const lines = [{ serviceId, amountCents: variation?.amountCents ?? service.amountCents }, ...addOns.map((a) => ({ serviceId: a!.serviceId, amountCents: a!.amountCents }))];
      const { redemption } = await redeemCode(loader, { practice, code, lines, now: this.clock.now(), appointmentId: null, registrationId: null });
      const total = lines.reduce((sum, l) => sum + l.amountCents, 0);
      return { code: redemption.code, discountCents: redemption.amountCents, totalCents: total - redemption.amountCents };
    });
  }
}
