// The code's claim stream (libs/es unique-claim): one coupon of a practice holds a code at a time.
// A booking finds the coupon of a code through the same stream, so no read model can lag behind.
import { claimDecider, streamEvents, type StreamEvents } from '#app/es';
import type { StreamLoader } from '#app/es-runtime';
import { couponCodeStreamId, CouponMessages } from '#app/coupons';
import { DomainError } from '#app/es';
import { practiceFlagsOf, type PracticeState } from '#app/practice';

export const claimCode = async (loader: StreamLoader, practiceId: string, code: string, ownerId: string): Promise<StreamEvents> => {
  const streamId = couponCodeStreamId(practiceId, code);
  const state = await loader.load(streamId, claimDecider);
  return streamEvents(streamId, practiceId, claimDecider.decide({ type: 'ClaimValue', value: code, ownerId, takenMessage: CouponMessages.codeTaken }, state));
};

export const releaseCode = async (loader: StreamLoader, practiceId: string, code: string, ownerId: string): Promise<StreamEvents> => {
  const streamId = couponCodeStreamId(practiceId, code);
  const state = await loader.load(streamId, claimDecider);
  return streamEvents(streamId, practiceId, claimDecider.decide({ type: 'ReleaseValue', value: code, ownerId }, state));
};

/** The id of the coupon holding the code in the practice, or null. */
export const couponIdOfCode = async (loader: StreamLoader, practiceId: string, code: string): Promise<string | null> =>
  (await loader.load(couponCodeStreamId(practiceId, code), claimDecider)).ownerId;

/** Coupons are gated by the practice's discountCodesEnabled flag (spec 002 §6). */
export const checkCouponsAllowed = (practice: PracticeState): void => {
  if (practice.status !== 'active' || !practiceFlagsOf(practice.flags).discountCodesEnabled) throw new DomainError(CouponMessages.featureOff);
};
