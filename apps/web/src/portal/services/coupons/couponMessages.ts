// Toasts of the Coupons tab (spec 002 §8 "Coupon": 'Error: {errors}', 'Error deleting coupon',
// 'Coupon saved successfully', 'Coupon deleted successfully').
import { CouponMessages } from '@app/coupons/shared';
import type { CommandTexts } from '../../shared/useCommand';

export const saveCouponTexts: CommandTexts = {
  success: CouponMessages.saved,
  failure: (messages) => `Error: ${messages.length ? messages.join(', ') : 'the coupon was not saved'}`,
};

export const deleteCouponTexts: CommandTexts = {
  success: CouponMessages.deleted,
  failure: () => CouponMessages.deleteError,
};

export const DELETE_CONFIRM = CouponMessages.deleteConfirm;
