export * from './support-chat.js';
export * from './intercom-support-chat.js';
