export * from './recurrence.js';
export * from './personal-event.js';
export * from './personal-event.decide.js';
