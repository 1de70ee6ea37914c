export * from './practice.js';
export * from './practice.decide.js';
export * from './short-link.js';
export * from './time-zones.js';
export { MAX_CANCELLATION_POLICY } from './booking-settings-rules.js';
export { isOnlyLocationForService } from './location-rules.js';
export * from './payment-settings.js';
