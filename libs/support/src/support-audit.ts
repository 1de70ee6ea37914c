// Who in support looked at what, and when (issue 19 item 1): every support read becomes one
// SupportRecordRead event on the month's audit stream (`supportAudit-2026-11`), so the record is
// as durable as the data it protects and support leads can list it. Pure: the API supplies the id
// and the clock.
import type { DomainEvent } from '#app/es';

export const SUPPORT_AUDIT_ACTIONS = ['search', 'story', 'asOf', 'related', 'export', 'note'] as const;
export type SupportAuditAction = (typeof SUPPORT_AUDIT_ACTIONS)[number];

export interface SupportRecordReadData {
  auditId: string;
  supportAccountId: string;
  supportName: string;
  supportEmail: string;
  action: SupportAuditAction;
  /** The appointment id read, or the search text. */
  target: string;
  /** The practice whose data was read (null for a search across practices). */
  practiceId: string | null;
  /** ISO instant of the read. */
  at: string;
}

export type SupportAuditEvent = DomainEvent<'SupportRecordRead', SupportRecordReadData>;

/** A search text longer than this is recorded cut (nobody pastes more into one box). */
export const MAX_AUDIT_TARGET = 500;

/** One stream per month of reads (UTC), so no stream grows without end. */
export const supportAuditStreamId = (at: string): string => `supportAudit-${new Date(at).toISOString().slice(0, 7)}`;

export const isSupportAuditAction = (value: string): value is SupportAuditAction => (SUPPORT_AUDIT_ACTIONS as readonly string[]).includes(value);

/** The audit event of one read. */
export const supportRecordRead = (read: SupportRecordReadData): SupportAuditEvent => ({
  type: 'SupportRecordRead',
  data: { ...read, target: read.target.trim().slice(0, MAX_AUDIT_TARGET) },
});
