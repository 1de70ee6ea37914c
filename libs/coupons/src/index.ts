export * from './coupon-messages.js';
export * from './coupon.js';
export * from './coupon.decide.js';
