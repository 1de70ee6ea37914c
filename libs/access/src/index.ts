export * from './account.js';
export * from './sign-up-rules.js';
export * from './sign-up.decide.js';
