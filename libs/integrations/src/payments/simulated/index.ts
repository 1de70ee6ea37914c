export * from './simulator-store.js';
export * from './simulated-card-provider.js';
export * from './simulated-paypal-provider.js';
export * from './test-cards.js';
