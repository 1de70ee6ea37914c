export * from './texter.js';
export * from './outbox-texter.js';
export * from './twilio-texter.js';
export * from './create-texter.js';
