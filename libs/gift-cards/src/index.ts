export * from './shared.js';
export * from './gift-card-template.js';
export * from './gift-card-template.decide.js';
export * from './gift-card.js';
export * from './gift-card.decide.js';
export * from './gift-card-flags.js';
export * from './gift-card-offer.js';
export * from './gift-card-at-booking.js';
