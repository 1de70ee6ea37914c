export * from './search-index.js';
export * from './postgres-search-index.js';
