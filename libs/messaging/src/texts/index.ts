export * from './mobile-app-links.js';
export * from './text-messages.js';
export * from './text-messages.decide.js';
export * from './download-app-text.js';
export * from './appointment-text.js';
