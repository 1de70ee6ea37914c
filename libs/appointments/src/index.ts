export * from './appointment.js';
export * from './appointment.decide.js';
export * from './appointment-messages.js';
export * from './schedule.js';
export * from './pro-booking.js';
