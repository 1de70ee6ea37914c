export * from './credential-catalog.js';
export * from './profile-messages.js';
export * from './profile.js';
export * from './profile.decide.js';
export * from './profile-status.js';
