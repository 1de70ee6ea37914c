// A code entered on the public booking page: the coupon of the code (through its claim stream) is
// redeemed in the same atomic append as the appointment, so a failed booking redeems nothing and
// every redemption has its appointment. The coupon's stream is appended with its expected revision:
// two visitors using a last redemption at once cannot both win (the loser's decision is retaken on
// fresh state and refused). The appointment stores and charges the discounted price.
import { DomainError, streamEvents, type StreamEvents } from '#app/es';
import type { StreamLoader } from '#app/es-runtime';
import { couponDecider, couponStreamId, CouponMessages, decideRedemption, normaliseCode, type CouponRedeemedData, type RedemptionRequest } from '#app/coupons';
import { practiceFlagsOf, type PracticeState } from '#app/practice';
import { couponIdOfCode } from './coupon-code-claims.js';

/** What a booking needs of a code: its lines, and who it is for. */
export interface CouponUse extends Omit<RedemptionRequest, 'practiceId'> {
  practice: PracticeState;
  code: string;
}

/** The redemption a code gives this booking, with the coupon stream's events; throws the visitor's message. */
export const redeemCode = async (loader: StreamLoader, use: CouponUse): Promise<{ redemption: CouponRedeemedData; part: StreamEvents }> => {
  const { practice, code: typed, ...request } = use;
  const code = normaliseCode(typed);
  if (practice.status !== 'active' || !practiceFlagsOf(practice.flags).discountCodesEnabled || !code) throw new DomainError(CouponMessages.codeNotValid);
  const practiceId = practice.practice.practiceId;
  const couponId = await couponIdOfCode(loader, practiceId, code);
  if (!couponId) throw new DomainError(CouponMessages.codeNotValid);
  const state = await loader.load(couponStreamId(couponId), couponDecider);
  const events = decideRedemption(state, { ...request, practiceId });
  return { redemption: events[0].data as CouponRedeemedData, part: streamEvents(couponStreamId(couponId), practiceId, events) };
};

/** The booking's price after the code: the request as the appointment stores it, plus the coupon's events. */
export const applyCodeToBooking = async <R extends { practiceId: string; amountCents: number; services: ReadonlyArray<{ serviceId: string; amountCents: number }> }>(
  loader: StreamLoader,
  practice: PracticeState,
  request: R,
  code: string | null | undefined,
  ids: { appointmentId: string; now: Date },
): Promise<{ request: R & { discountCodeRedemptions?: Array<{ code: string; amountCents: number; discountCodeId: string }> }; parts: StreamEvents[] }> => {
  if (!code || !code.trim()) return { request, parts: [] };
  const { redemption, part } = await redeemCode(loader, { practice, code, lines: request.services, now: ids.now, appointmentId: ids.appointmentId, registrationId: null });
  const discounted = { ...request, amountCents: request.amountCents - redemption.amountCents, discountCodeRedemptions: [{ code: redemption.code, amountCents: redemption.amountCents, discountCodeId: redemption.discountCodeId }] };
  return { request: discounted, parts: [part] };
};
