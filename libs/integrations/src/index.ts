export * from './messaging/index.js';
