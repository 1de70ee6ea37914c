import type { SupportAuditEvent } from '#app/support';
import { recorded } from '../../testing/recorded-event.js';
import { supportAuditProjection as projection } from './support-audit.projection.js';

const read: SupportAuditEvent['data'] = {
  auditId: 'a1', supportAccountId: 's1', supportName: 'Help Desk', supportEmail: 'help@example.com',
  action: 'story', target: 'appt-1', practiceId: 'p1', at: '2026-11-21T12:00:00.000Z',
};
const event = recorded<SupportAuditEvent>({ type: 'SupportRecordRead', data: read }, { streamId: 'supportAudit-2026-11' });

describe('support audit projection', () => {
  it('keeps one document per read, keyed by its audit id', () => {
    expect(projection.eventTypes).toEqual(['SupportRecordRead']);
    expect(projection.documentId(event)).toBe('a1');
    expect(projection.evolve(null, event)).toEqual({ ...read, id: 'a1' });
  });

  it('is the same on a replay', () => {
    const once = projection.evolve(null, event);
    expect(projection.evolve(once, event)).toEqual(once);
  });
});
