import { deciderSpec } from '#testing/es';
import { CouponMessages as M } from './coupon-messages.js';
import { codeClaims, couponDecider, decideRedemptionRelease, discountOn, normaliseCode, type CouponInput, type RedemptionRequest } from './coupon.decide.js';
import type { CouponData, CouponEvent } from './coupon.js';

const spec = deciderSpec(couponDecider);
const input: CouponInput = { discountCodeId: 'c1', practiceId: 'p1', code: 'spring-2026 off', kind: 'percentage', percent: 20, generatedCode: 'RANDOM12', knownServiceIds: ['s1', 's2'] };
const save = (overrides: Partial<CouponInput> = {}) => ({ type: 'SaveCoupon' as const, input: { ...input, ...overrides } });
const data: CouponData = {
  discountCodeId: 'c1', practiceId: 'p1', code: 'SPRING2026OFF', kind: 'percentage', amountCents: null, percent: 20, expiresAt: null, maxRedemptions: null,
  combinationLimit: 1, applyToSpecificServices: false, serviceIds: [],
};
const created: CouponEvent = { type: 'DiscountCodeCreated', data };
const redemption = (overrides: Partial<RedemptionRequest> = {}): { type: 'RedeemCoupon'; redemption: RedemptionRequest } => ({
  type: 'RedeemCoupon',
  redemption: { practiceId: 'p1', lines: [{ serviceId: 's1', amountCents: 9_000 }], now: new Date('2026-06-01T12:00:00Z'), appointmentId: 'a1', registrationId: null, ...overrides },
});
const redeemed: CouponEvent = { type: 'DiscountCodeRedeemed', data: { discountCodeId: 'c1', practiceId: 'p1', code: 'SPRING2026OFF', amountCents: 1_800, appointmentId: 'a1', registrationId: null } };

describe('coupon decider: save', () => {
  it('creates a coupon; the code is upper-cased and stripped of other characters; combination limit 1', () => spec.given([]).when(save()).then([created]));
  it('code: at least 8 uppercase letters and numbers (after stripping), with the spec message', () => {
    for (const code of ['abc1234', 'ab-cd-12', 'ÉÉÉÉÉÉÉÉÉ', '!!!!!!!!a']) spec.given([]).when(save({ code })).thenThrows(M.invalidCode);
    spec.given([]).when(save({ code: 'x'.repeat(33) })).thenThrows(M.codeTooLong);
    expect(normaliseCode('summer 20-off!')).toBe('SUMMER20OFF');
  });
  it('a blank code takes the random code the handler drew', () => {
    for (const code of [null, undefined, '', '  ']) spec.given([]).when(save({ code })).then(([e]) => expect(e.data).toMatchObject({ code: 'RANDOM12' }));
  });
  it('fixed needs an amount, at least $1', () => {
    spec.given([]).when(save({ kind: 'fixed', amountCents: null })).thenThrows(M.fixedAmountRequired);
    spec.given([]).when(save({ kind: 'fixed', amountCents: 99 })).thenThrows(M.fixedAmountTooSmall);
    spec.given([]).when(save({ kind: 'fixed', amountCents: 100.5 })).thenThrows(M.fixedAmountTooSmall);
    spec.given([]).when(save({ kind: 'fixed', amountCents: 1_000_001 })).thenThrows(M.fixedAmountTooLarge);
    spec.given([]).when(save({ kind: 'fixed', amountCents: 100, percent: 30 })).then(([e]) => expect(e.data).toMatchObject({ kind: 'fixed', amountCents: 100, percent: null }));
  });
  it('percentage needs a value, a whole number 0-100', () => {
    spec.given([]).when(save({ percent: null })).thenThrows(M.percentRequired);
    for (const percent of [-1, 101, 12.5]) spec.given([]).when(save({ percent })).thenThrows(M.invalidPercent);
    for (const percent of [0, 100]) spec.given([]).when(save({ percent })).then(([e]) => expect(e.data).toMatchObject({ percent, amountCents: null }));
    spec.given([]).when(save({ kind: 'bogus' })).thenThrows(M.invalidKind);
  });
  it('expiry: a valid date or none; max redemptions: a whole number of at least 1 or none', () => {
    spec.given([]).when(save({ expiresAt: 'soon' })).thenThrows(M.invalidExpiry);
    spec.given([]).when(save({ expiresAt: '2026-12-31T23:59:59.000Z' })).then(([e]) => expect(e.data).toMatchObject({ expiresAt: '2026-12-31T23:59:59.000Z' }));
    for (const maxRedemptions of [0, -3, 1.5]) spec.given([]).when(save({ maxRedemptions })).thenThrows(M.invalidMaxRedemptions);
    spec.given([]).when(save({ maxRedemptions: 5 })).then(([e]) => expect(e.data).toMatchObject({ maxRedemptions: 5 }));
  });
  it('specific services: at least one, of this practice; ignored when not specific', () => {
    spec.given([]).when(save({ applyToSpecificServices: true, serviceIds: [] })).thenThrows(M.servicesRequired);
    spec.given([]).when(save({ applyToSpecificServices: true, serviceIds: ['other'] })).thenThrows(M.serviceNotFound);
    spec.given([]).when(save({ applyToSpecificServices: true, serviceIds: ['s2', 's2'] })).then(([e]) => expect(e.data).toMatchObject({ applyToSpecificServices: true, serviceIds: ['s2'] }));
    spec.given([]).when(save({ serviceIds: ['s2'] })).then(([e]) => expect(e.data).toMatchObject({ applyToSpecificServices: false, serviceIds: [] }));
  });
  it('changes a coupon; the same fields again change nothing', () => {
    spec.given([created]).when(save({ percent: 25 })).then([{ type: 'DiscountCodeChanged', data: { ...data, percent: 25, previousCode: 'SPRING2026OFF' } }]);
    spec.given([created]).when(save()).thenNothingHappens();
  });
  it('a redeemed coupon cannot be edited', () => spec.given([created, redeemed]).when(save({ percent: 25 })).thenThrows(M.redeemedNotEditable));
  it("another practice's coupon is not found", () => {
    spec.given([created]).when(save({ practiceId: 'p2' })).thenThrows(M.couponNotFound);
    spec.given([created]).when({ type: 'DeleteCoupon', discountCodeId: 'c1', practiceId: 'p2' }).thenThrows(M.couponNotFound);
  });
  it('claims the new code and releases the old one', () => {
    expect(codeClaims({ status: 'none' }, data)).toEqual({ claim: 'SPRING2026OFF', release: null });
    expect(codeClaims({ status: 'active', redemptionCount: 0, openUses: [], ...data }, { ...data, code: 'NEWCODE99' })).toEqual({ claim: 'NEWCODE99', release: 'SPRING2026OFF' });
    expect(codeClaims({ status: 'active', redemptionCount: 0, openUses: [], ...data }, data)).toEqual({ claim: null, release: null });
  });
});

describe('coupon decider: delete', () => {
  it('deletes a coupon, redeemed or not; a deleted one is gone', () => {
    const deleted: CouponEvent = { type: 'DiscountCodeDeleted', data: { discountCodeId: 'c1', practiceId: 'p1', code: 'SPRING2026OFF' } };
    spec.given([created, redeemed]).when({ type: 'DeleteCoupon', discountCodeId: 'c1', practiceId: 'p1' }).then([deleted]);
    spec.given([created, deleted]).when({ type: 'DeleteCoupon', discountCodeId: 'c1', practiceId: 'p1' }).thenThrows(M.couponNotFound);
  });
});

describe('coupon decider: redeem at booking', () => {
  it('20 % of $90.00 is $18.00', () => spec.given([created]).when(redemption()).then([redeemed]));
  it('percentage rounds to the nearest cent, halves up', () => {
    expect(discountOn({ ...data, percent: 15 }, [{ serviceId: 's1', amountCents: 1_003 }])).toBe(150); // 150.45
    expect(discountOn({ ...data, percent: 50 }, [{ serviceId: 's1', amountCents: 1_001 }])).toBe(501); // 500.5
  });
  it('fixed takes its amount, never more than the price', () => {
    const fixed = { ...data, kind: 'fixed' as const, amountCents: 2_000, percent: null };
    expect(discountOn(fixed, [{ serviceId: 's1', amountCents: 9_000 }])).toBe(2_000);
    expect(discountOn(fixed, [{ serviceId: 's1', amountCents: 1_500 }])).toBe(1_500);
  });
  it('specific services: the discount is on their lines only; a booking without them is refused', () => {
    const specific: CouponEvent = { type: 'DiscountCodeCreated', data: { ...data, applyToSpecificServices: true, serviceIds: ['s2'] } };
    spec.given([specific]).when(redemption()).thenThrows(M.codeWrongService);
    spec.given([specific]).when(redemption({ lines: [{ serviceId: 's1', amountCents: 9_000 }, { serviceId: 's2', amountCents: 1_000 }] }))
      .then(([e]) => expect(e.data).toMatchObject({ amountCents: 200 }));
  });
  it('an expired code is refused; it still works up to its expiry', () => {
    const expiring: CouponEvent = { type: 'DiscountCodeCreated', data: { ...data, expiresAt: '2026-06-01T12:00:00.000Z' } };
    spec.given([expiring]).when(redemption()).then(([e]) => expect(e.type).toBe('DiscountCodeRedeemed'));
    spec.given([expiring]).when(redemption({ now: new Date('2026-06-01T12:00:01Z') })).thenThrows(M.codeExpired);
  });
  it('max redemptions: once used up, refused', () => {
    const once: CouponEvent = { type: 'DiscountCodeCreated', data: { ...data, maxRedemptions: 1 } };
    spec.given([once]).when(redemption()).then(([e]) => expect(e.type).toBe('DiscountCodeRedeemed'));
    spec.given([once, redeemed]).when(redemption()).thenThrows(M.codeUsedUp);
  });
  it("unknown, deleted, or another practice's code is not valid", () => {
    spec.given([]).when(redemption()).thenThrows(M.codeNotValid);
    spec.given([created, { type: 'DiscountCodeDeleted', data: { discountCodeId: 'c1', practiceId: 'p1', code: 'SPRING2026OFF' } }]).when(redemption()).thenThrows(M.codeNotValid);
    spec.given([created]).when(redemption({ practiceId: 'p2' })).thenThrows(M.codeNotValid);
  });
});

describe('coupon decider: a redemption given back', () => {
  const used = { discountCodeId: 'c1', practiceId: 'p1', code: 'SPRING2026OFF', amountCents: 1_800, appointmentId: 'a1', registrationId: null };
  const state = (...events: CouponEvent[]) => [created, ...events].reduce(couponDecider.evolve, couponDecider.initialState());
  it("frees the code's use once: a second release, or one of a use never redeemed, gives nothing", () => {
    expect(decideRedemptionRelease(state(redeemed), used)).toEqual([{ type: 'DiscountCodeRedemptionReleased', data: used }]);
    const released: CouponEvent = { type: 'DiscountCodeRedemptionReleased', data: used };
    expect(decideRedemptionRelease(state(redeemed, released), used)).toEqual([]);
    expect(decideRedemptionRelease(state(redeemed), { ...used, appointmentId: 'a2' })).toEqual([]);
    expect(decideRedemptionRelease(state(redeemed, released), { ...used, appointmentId: 'a2' })).toEqual([]);
  });
  it('a use given back counts no more against max redemptions', () => {
    const released: CouponEvent = { type: 'DiscountCodeRedemptionReleased', data: used };
    expect(state(redeemed, released)).toMatchObject({ redemptionCount: 0, openUses: [] });
    expect(state(redeemed)).toMatchObject({ redemptionCount: 1, openUses: ['appointment:a1'] });
  });
});
