// What the pro and visitors are told about coupons. The quoted ones are the spec's wording (002 §5
// Coupons, §8 Coupon); the rest are ours, written the same way. The web imports the spec's
// successes and confirm through '@app/coupons/shared'.
export const CouponMessages = {
  // 002 §5
  invalidCode: 'Code must be at least 8 characters and contain only uppercase letters and numbers',
  fixedAmountRequired: 'Please enter an amount for fixed discount',
  percentRequired: 'Please enter a percentage for percentage discount',
  deleteConfirm: 'Are you sure you want to delete this coupon?',
  saved: 'Coupon saved successfully',
  deleted: 'Coupon deleted successfully',
  deleteError: 'Error deleting coupon',
  // ours
  codeTooLong: 'Code can be at most 32 characters',
  fixedAmountTooSmall: 'The fixed discount must be at least $1.00',
  fixedAmountTooLarge: 'The fixed discount can be at most $10,000.00',
  invalidPercent: 'The percentage must be a whole number from 0 to 100',
  invalidKind: 'Please choose a fixed or a percentage discount',
  invalidExpiry: 'Please enter a valid expiry date',
  invalidMaxRedemptions: 'Max redemptions must be a whole number of at least 1 (or empty for no limit)',
  servicesRequired: 'Please choose at least one service for this coupon',
  serviceNotFound: 'Please choose services this practice offers',
  redeemedNotEditable: 'This coupon has been redeemed and cannot be edited',
  codeTaken: 'Another coupon already uses this code. Please choose another.',
  couponNotFound: 'Coupon not found',
  featureOff: 'Coupons are not enabled for this practice',
  // at booking (the visitor)
  codeNotValid: 'This coupon code is not valid',
  codeExpired: 'This coupon code has expired',
  codeUsedUp: 'This coupon code has already been used the maximum number of times',
  codeWrongService: 'This coupon code does not apply to the service you chose',
} as const;
