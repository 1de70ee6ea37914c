// The practice's coupons (discount codes), one document per coupon, for the Coupons tab: its fields,
// how often it was redeemed, and whether it can still be edited (never once redeemed). A deleted
// coupon's document goes; its redemptions stay on the appointments that used it.
import { defineProjection } from '#app/es';
import type { CouponEvent, CouponFields } from '#app/coupons';

export interface CouponDocument extends CouponFields {
  /** The coupon's id. */
  id: string;
  practiceId: string;
  redemptionCount: number;
  editable: boolean;
  createdAt: string;
  updatedAt: string;
}

export const couponsProjection = defineProjection<CouponDocument>({
  name: 'coupons',
  collection: 'coupons',
  indexedFields: ['practiceId'],
  eventTypes: ['DiscountCodeCreated', 'DiscountCodeChanged', 'DiscountCodeDeleted', 'DiscountCodeRedeemed', 'DiscountCodeRedemptionReleased'],
  documentId: (event) => (event.data as { discountCodeId: string }).discountCodeId,
  evolve: (document, recorded) => {
    const event = { type: recorded.type, data: recorded.data } as CouponEvent;
    const at = String(recorded.metadata.occurredAt ?? recorded.recordedAt);
    switch (event.type) {
      case 'DiscountCodeCreated':
      case 'DiscountCodeChanged': {
        const { discountCodeId, practiceId, code, kind, amountCents, percent, expiresAt, maxRedemptions, combinationLimit, applyToSpecificServices, serviceIds } = event.data;
        const redemptionCount = document?.redemptionCount ?? 0;
        return {
          id: discountCodeId, practiceId, code, kind, amountCents, percent, expiresAt, maxRedemptions, combinationLimit, applyToSpecificServices, serviceIds,
          redemptionCount, editable: redemptionCount === 0, createdAt: document?.createdAt ?? at, updatedAt: at,
        };
      }
      case 'DiscountCodeRedeemed':
        return document ? { ...document, redemptionCount: document.redemptionCount + 1, editable: false, updatedAt: at } : null;
      case 'DiscountCodeRedemptionReleased': {
        const count = Math.max(0, (document?.redemptionCount ?? 1) - 1);
        return document ? { ...document, redemptionCount: count, editable: count === 0, updatedAt: at } : null;
      }
      case 'DiscountCodeDeleted':
        return null;
      default:
        return document;
    }
  },
});
