export * from './recurrence.js';
export * from './personal-event.js';
export * from './personal-event.decide.js';
export * from './calendar-colours.js';
export * from './calendar-connections.js';
export * from './calendar-connections.decide.js';
