// The part of coupons the browser shares with the server: the messages. Only files that import
// nothing belong here; the web reaches it as '@app/coupons/shared'.
export * from './coupon-messages.js';
