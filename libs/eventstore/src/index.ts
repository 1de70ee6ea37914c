export * from './event-store.js';
export * from './postgres-event-store.js';
export * from './snapshot-store.js';
export type { FollowOptions } from './follow-log.js';
