export * from './phone-number.js';
export * from './client-identity.js';
export * from './client.js';
export * from './client.decide.js';
export * from './client-rules.js';
export * from './client-claims.js';
export * from './client-stream-commands.js';
export * from './import/parse-client-list.js';
