export * from './calendar-feed.js';
export * from './parse-ical-feed.js';
export * from './http-calendar-feeds.js';
export * from './private-address.js';
export * from './calendar-accounts.js';
export * from './simulated-calendar-accounts.js';
export * from './simulated-account-calendars.js';
