// The support console's read models (issue 19).
export { supportAuditProjection, type SupportAuditDocument } from './support-audit/support-audit.projection.js';
export { SupportAuditQuery, MAX_SUPPORT_AUDIT_PAGE } from './support-audit/support-audit.query.js';
export { SupportSearchQuery, MAX_SUPPORT_HITS } from './support-search/support-search.query.js';
