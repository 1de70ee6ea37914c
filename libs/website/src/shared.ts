// The part of the website settings the browser shares with the server: field names and limits.
// Only files that import nothing but each other (and types) belong here; the web reaches it as '@app/website/shared'.
export * from './website-rules.js';
export * from './custom-domain-rules.js';
export * from './custom-domain.js';
