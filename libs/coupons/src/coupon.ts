// The coupon (discount code) aggregate, stream `discountCode-<id>`: a code a visitor enters when
// booking for a fixed or a percentage discount (spec 002 §3, §5). Its redemptions live on its own
// stream, so "max redemptions" is kept by the store's expected revision of this stream.
import type { DomainEvent } from '#app/es';

export type CouponKind = 'fixed' | 'percentage';
export const COUPON_KINDS: readonly CouponKind[] = ['fixed', 'percentage'];

export interface CouponFields {
  /** Uppercase letters and numbers, at least 8; unique in the practice. */
  code: string;
  kind: CouponKind;
  /** fixed: the discount in cents (at least 100); percentage: null. */
  amountCents: number | null;
  /** percentage: a whole number 0-100; fixed: null. */
  percent: number | null;
  /** ISO instant after which the code no longer applies; null: never expires. */
  expiresAt: string | null;
  /** null: no limit. */
  maxRedemptions: number | null;
  /** How many codes may be combined on one booking (spec default 1; a booking takes one code today). */
  combinationLimit: number;
  applyToSpecificServices: boolean;
  /** The services the code applies to when applyToSpecificServices; else empty. */
  serviceIds: string[];
}

export interface CouponData extends CouponFields {
  discountCodeId: string;
  practiceId: string;
}

/** One use of a code: on an appointment (public booking) or an event registration. */
export interface CouponRedeemedData {
  discountCodeId: string;
  practiceId: string;
  code: string;
  /** The discount given, in cents. */
  amountCents: number;
  appointmentId: string | null;
  registrationId: string | null;
}

export type CouponEvent =
  | DomainEvent<'DiscountCodeCreated', CouponData>
  | DomainEvent<'DiscountCodeChanged', CouponData & { previousCode: string }>
  | DomainEvent<'DiscountCodeDeleted', { discountCodeId: string; practiceId: string; code: string }>
  | DomainEvent<'DiscountCodeRedeemed', CouponRedeemedData>
  /** A redemption given back: its registration's card was declined, or its booking declined or cancelled; the code's use is free again. */
  | DomainEvent<'DiscountCodeRedemptionReleased', CouponRedeemedData>;

export const COUPON_EVENT_TYPES = ['DiscountCodeCreated', 'DiscountCodeChanged', 'DiscountCodeDeleted', 'DiscountCodeRedeemed', 'DiscountCodeRedemptionReleased'] as const;

/**
 * openUses: the bookings and registrations holding a redemption not given back (`appointment:<id>`,
 * `registration:<id>`), so a release is decided once per use.
 */
export type CouponState = { status: 'none' } | ({ status: 'active' | 'deleted'; redemptionCount: number; openUses: string[] } & CouponData);

/** The use a redemption belongs to (null for one with neither id, which older events never had). */
export const couponUseKey = (redemption: Pick<CouponRedeemedData, 'appointmentId' | 'registrationId'>): string | null =>
  redemption.appointmentId ? `appointment:${redemption.appointmentId}` : redemption.registrationId ? `registration:${redemption.registrationId}` : null;

export const couponStreamId = (discountCodeId: string): string => `discountCode-${discountCodeId}`;

/** The stream that claims a code for one coupon of a practice (libs/es unique-claim). */
export const couponCodeStreamId = (practiceId: string, code: string): string => `discountCodeValue-${practiceId}-${code}`;

export const initialCouponState = (): CouponState => ({ status: 'none' });

export const evolveCoupon = (state: CouponState, event: CouponEvent): CouponState => {
  switch (event.type) {
    case 'DiscountCodeCreated':
      return { status: 'active', redemptionCount: 0, openUses: [], ...event.data };
    case 'DiscountCodeChanged': {
      const { previousCode: _previous, ...data } = event.data;
      return { status: 'active', redemptionCount: state.status === 'none' ? 0 : state.redemptionCount, openUses: state.status === 'none' ? [] : state.openUses, ...data };
    }
    case 'DiscountCodeDeleted':
      return state.status === 'none' ? state : { ...state, status: 'deleted' };
    case 'DiscountCodeRedeemed': {
      if (state.status === 'none') return state;
      const key = couponUseKey(event.data);
      return { ...state, redemptionCount: state.redemptionCount + 1, openUses: key ? [...state.openUses, key] : state.openUses };
    }
    case 'DiscountCodeRedemptionReleased': {
      if (state.status === 'none') return state;
      const key = couponUseKey(event.data);
      return { ...state, redemptionCount: Math.max(0, state.redemptionCount - 1), openUses: state.openUses.filter((k) => k !== key) };
    }
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};
