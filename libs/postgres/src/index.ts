export * from './sql-client.js';
export * from './pglite-client.js';
export * from './pg-client.js';
export * from './open-database.js';
export * from './gather-per-turn.js';
