// The event-sourcing runtime: command handling (load -> decide -> append), snapshots, and the
// runners that follow the log for projections and reactions. Domain libraries never import it.
export * from './handle-command.js';
export * from './keyed-lock.js';
export * from './projection/projection-runner.js';
export * from './projection/checkpoints.js';
export * from './projection/apply-batch.js';
export * from './reaction/reaction-runner.js';
export * from './stream-end.js';
export * from './lease/leases.js';
export * from './lease/lease-keeper.js';
export * from './lease/exclusive-passes.js';
