export * from './shared.js';
export * from './practitioner-referral.js';
export * from './practitioner-referral.decide.js';
