export * from './shared.js';
export * from './client-packages.js';
export * from './client-packages.decide.js';
