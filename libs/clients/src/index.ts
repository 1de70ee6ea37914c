export * from './phone-number.js';
export * from './client-identity.js';
