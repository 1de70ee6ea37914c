export * from './open-persistence.js';
export * from './persistence.module.js';
export * from './tokens.js';
