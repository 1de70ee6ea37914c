export * from './decider.js';
export * from './metadata.js';
export * from './handle-command.js';
export * from './unique-claim.js';
export * from './projection/projection.js';
export * from './projection/projection-runner.js';
export * from './projection/checkpoints.js';
export * from './projection/apply-batch.js';
