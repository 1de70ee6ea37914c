// The pure core that domain libraries build on: decider types, metadata, unique claims, what a
// multi-stream decision returns, and the shapes of projections and reactions. No I/O here: the
// runtime (command handling, runners, Postgres) is `#app/es-runtime`.
export * from './decider.js';
export * from './metadata.js';
export * from './unique-claim.js';
export * from './stream-events.js';
export * from './projection/projection.js';
export * from './reaction/reaction.js';
export * from './ids.js';
export * from './instants.js';
