export * from './messaging/index.js';
export * from './payments/index.js';
export * from './texts/index.js';
export * from './calendars/index.js';
export * from './support-chat/index.js';
export * from './conferencing/index.js';
export * from './files/index.js';
export * from './places/index.js';
