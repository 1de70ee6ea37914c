export * from './domain-provider.js';
export * from './simulated-domain-provider.js';
