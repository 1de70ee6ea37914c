export * from './document-store.js';
export * from './postgres-document-store.js';
