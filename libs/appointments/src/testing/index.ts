export * from './sample-appointment.js';
export * from './sample-practice.js';
