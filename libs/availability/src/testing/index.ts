// Test support for the availability engine: generators and a naive reference model.
export * from './availability-arbitraries.js';
export * from './reference-availability.js';
