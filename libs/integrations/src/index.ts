export * from './messaging/index.js';
export * from './payments/index.js';
