// A booking declined or cancelled gives back what it spent at booking: each gift card's amount
// returns to the card, and each coupon's use is freed (it no longer counts against max
// redemptions). A reaction, so declining and cancelling stay appointment decisions that know
// nothing of gift cards or coupons; each give-back is decided on the card's or coupon's own stream,
// once per redemption, so a repeat of this reaction (it runs at least once) gives back nothing more.
import { Inject, Injectable } from '@nestjs/common';
import { appointmentDecider, appointmentStreamId, type ExistingAppointment } from '#app/appointments';
import { couponDecider, couponStreamId, decideRedemptionRelease } from '#app/coupons';
import { defineReaction, newCommandContext, streamEvents, type ReactionDefinition } from '#app/es';
import { handleDecision, storeLoader, type StreamLoader } from '#app/es-runtime';
import type { EventStore, RecordedEvent } from '#app/eventstore';
import { decideGiftCard, giftCardDecider, giftCardStreamId } from '#app/gift-cards';
import { EVENT_STORE } from '#app/persistence';
import { normaliseCode } from '#app/coupons';
import { couponIdOfCode } from '../../coupons/coupon-code-claims.js';
import { Clock } from '../../infrastructure/clock.js';

@Injectable()
export class ReturnRedemptionsWhenBookingEnds {
  readonly reaction: ReactionDefinition = defineReaction({
    name: 'return-redemptions-when-booking-ends',
    eventTypes: ['AppointmentDeclined', 'AppointmentCancelled'],
    firstRun: 'start-of-log',
    react: (event) => this.react(event),
  });

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  async react(event: RecordedEvent): Promise<void> {
    const appointmentId = (event.data as { appointmentId: string }).appointmentId;
    const appointment = await storeLoader(this.store).load(appointmentStreamId(appointmentId), appointmentDecider);
    if (appointment.status !== 'declined' && appointment.status !== 'cancelled') return;
    const giftCards = appointment.giftCardRedemptions ?? [];
    const coupons = appointment.discountCodeRedemptions ?? [];
    if (giftCards.length === 0 && coupons.length === 0) return;
    const ctx = newCommandContext({ kind: 'system', id: 'return-redemptions', name: 'Booking ended' }, this.clock.now());
    const now = ctx.now.toISOString();
    for (const { giftCardId, redemptionId } of giftCards) {
      await handleDecision(this.store, ctx, async (loader) => {
        const card = await loader.load(giftCardStreamId(giftCardId), giftCardDecider);
        return [streamEvents(giftCardStreamId(giftCardId), appointment.practiceId, decideGiftCard({ type: 'ReleaseGiftCardRedemption', practiceId: appointment.practiceId, redemptionId, now }, card))];
      });
    }
    for (const coupon of coupons) {
      await handleDecision(this.store, ctx, async (loader) => {
        const discountCodeId = coupon.discountCodeId ?? (await couponIdOfCode(loader, appointment.practiceId, normaliseCode(coupon.code)));
        if (!discountCodeId) return [];
        return [await this.freedUse(loader, appointment, discountCodeId, coupon)];
      });
    }
  }

  private async freedUse(loader: StreamLoader, appointment: ExistingAppointment, discountCodeId: string, coupon: { code: string; amountCents: number }) {
    const state = await loader.load(couponStreamId(discountCodeId), couponDecider);
    const redemption = { discountCodeId, practiceId: appointment.practiceId, code: coupon.code, amountCents: coupon.amountCents, appointmentId: appointment.appointmentId, registrationId: null };
    return streamEvents(couponStreamId(discountCodeId), appointment.practiceId, decideRedemptionRelease(state, redemption));
  }
}
