// The part of the referral program the browser shares with the server: its words and small rules.
// Only files that import nothing but each other belong here; the web reaches it as '@app/referrals/shared'.
export * from './referral-messages.js';
export * from './referral-rules.js';
export * from './referral-code.js';
