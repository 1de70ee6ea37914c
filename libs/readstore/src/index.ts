export * from './document-store.js';
export * from './postgres-document-store.js';
export { filterSql, jsonPath, textPath, orderClause, type Bind } from './filter-sql.js';
