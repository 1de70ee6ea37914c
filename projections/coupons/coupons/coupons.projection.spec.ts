import type { CouponData, CouponEvent } from '#app/coupons';
import { recorded } from '../../testing/recorded-event.js';
import { couponsProjection as projection, type CouponDocument } from './coupons.projection.js';

const data: CouponData = {
  discountCodeId: 'c1', practiceId: 'p1', code: 'SPRING2026', kind: 'percentage', amountCents: null, percent: 20, expiresAt: null, maxRedemptions: 1,
  combinationLimit: 1, applyToSpecificServices: false, serviceIds: [],
};
const run = (events: CouponEvent[]) =>
  events.reduce<CouponDocument | null>((doc, e) => projection.evolve(doc, recorded(e, { streamId: 'discountCode-c1' })) as CouponDocument | null, null);
const redeemed: CouponEvent = { type: 'DiscountCodeRedeemed', data: { discountCodeId: 'c1', practiceId: 'p1', code: 'SPRING2026', amountCents: 100, appointmentId: 'a1', registrationId: null } };

describe('coupons projection', () => {
  it('a new coupon is editable and unredeemed', () => expect(run([{ type: 'DiscountCodeCreated', data }])).toMatchObject({ id: 'c1', code: 'SPRING2026', redemptionCount: 0, editable: true }));
  it('a redemption counts and locks it', () => expect(run([{ type: 'DiscountCodeCreated', data }, redeemed])).toMatchObject({ redemptionCount: 1, editable: false }));
  it('a delete removes it', () => expect(run([{ type: 'DiscountCodeCreated', data }, { type: 'DiscountCodeDeleted', data: { discountCodeId: 'c1', practiceId: 'p1', code: 'SPRING2026' } }])).toBeNull());
});
