export * from './sample-appointment.js';
