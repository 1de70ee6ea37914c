export * from './search-index.js';
export * from './postgres-search-index.js';
export * from './meilisearch-search-index.js';
