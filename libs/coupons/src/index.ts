export * from './shared.js';
export * from './coupon.js';
export * from './coupon.decide.js';
