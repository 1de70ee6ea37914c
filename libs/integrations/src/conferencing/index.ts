export * from './conferencing.js';
export * from './simulated-zoom.js';
export * from './zoom-conferencing.js';
export * from './create-conferencing.js';
