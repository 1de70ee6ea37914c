export * from './website.js';
export * from './website-rules.js';
export * from './website.decide.js';
export * from './site-metadata.js';
export * from './custom-domain.js';
export * from './custom-domain-rules.js';
