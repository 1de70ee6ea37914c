export * from './shared.js';
export * from './event-type.js';
export * from './event-type.decide.js';
export * from './event-times.js';
export * from './bookable-event.js';
export * from './bookable-event.decide.js';
export * from './public-registration.decide.js';
