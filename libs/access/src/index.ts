export * from './account.js';
export * from './sign-up-rules.js';
export * from './sign-up.decide.js';
export * from './client-sign-in.js';
export * from './client-sign-in.decide.js';
export * from './personal-settings-rules.js';
export * from './personal-settings.decide.js';
