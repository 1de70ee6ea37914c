// A coupon code on a group event's registration (the public event type page): the coupon holding
// the code (through its claim stream), checked as the booking page's are. The registration redeems
// it in its own append (decidePublicRegistration); a declined card gives the redemption back.
import { couponStreamId, CouponMessages, normaliseCode } from '#app/coupons';
import { DomainError } from '#app/es';
import type { StreamLoader } from '#app/es-runtime';
import { practiceFlagsOf, type PracticeState } from '#app/practice';
import { couponIdOfCode } from '../../coupons/coupon-code-claims.js';

/** The coupon stream of a code typed on the registration form; null when none was typed; throws the visitor's message. */
export const couponStreamOfCode = async (loader: StreamLoader, practice: PracticeState, typed: string | null | undefined): Promise<string | null> => {
  if (!typed || !typed.trim()) return null;
  const code = normaliseCode(typed);
  if (practice.status !== 'active' || !practiceFlagsOf(practice.flags).discountCodesEnabled || !code) throw new DomainError(CouponMessages.codeNotValid);
  const couponId = await couponIdOfCode(loader, practice.practice.practiceId, code);
  if (!couponId) throw new DomainError(CouponMessages.codeNotValid);
  return couponStreamId(couponId);
};
