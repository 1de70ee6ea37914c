export * from './account.js';
export * from './sign-up-rules.js';
