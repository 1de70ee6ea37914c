import { MAX_AUDIT_TARGET, isSupportAuditAction, supportAuditStreamId, supportRecordRead } from './support-audit.js';

const read = { auditId: 'a1', supportAccountId: 's1', supportName: 'Help Desk', supportEmail: 'help@example.com', action: 'search' as const, target: ' jordan@example.com ', practiceId: null, at: '2026-11-30T23:59:59.000Z' };

describe('the support audit', () => {
  it('keeps one stream per month of reads, in UTC', () => {
    expect(supportAuditStreamId('2026-11-30T23:59:59.000Z')).toBe('supportAudit-2026-11');
    expect(supportAuditStreamId('2026-12-01T00:00:00.000Z')).toBe('supportAudit-2026-12');
    expect(supportAuditStreamId('2026-11-30T20:00:00-05:00')).toBe('supportAudit-2026-12');
  });

  it('records who read what and when, the target trimmed and cut', () => {
    expect(supportRecordRead(read)).toEqual({ type: 'SupportRecordRead', data: { ...read, target: 'jordan@example.com' } });
    expect(supportRecordRead({ ...read, target: 'x'.repeat(MAX_AUDIT_TARGET + 10) }).data.target).toHaveLength(MAX_AUDIT_TARGET);
  });

  it('knows its actions', () => {
    expect(['search', 'story', 'asOf', 'related', 'export', 'note'].every(isSupportAuditAction)).toBe(true);
    expect(isSupportAuditAction('delete')).toBe(false);
  });
});
