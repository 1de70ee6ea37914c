// Support's search hits and audit entries, typed from their GraphQL documents (supportCalls.ts).
import type { SupportAuditQuery, SupportSearchQuery } from '../../graphql/graphql';

export type SearchHit = SupportSearchQuery['supportSearch'][number];
export type AuditPage = NonNullable<SupportAuditQuery['supportAudit']>;
export type AuditEntry = AuditPage['items'][number];
