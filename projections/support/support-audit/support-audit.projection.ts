// The support audit as support leads list it (issue 19): one document per support read, newest
// first by its time. The events are the record; this is only their list.
import { defineProjection } from '#app/es';
import type { SupportRecordReadData } from '#app/support';

export interface SupportAuditDocument extends SupportRecordReadData {
  /** The audit id. */
  id: string;
}

export const supportAuditProjection = defineProjection<SupportAuditDocument>({
  name: 'support-audit',
  collection: 'support_audit',
  indexedFields: ['at'],
  eventTypes: ['SupportRecordRead'],
  documentId: (event) => (event.data as { auditId?: string }).auditId ?? null,
  evolve: (_document, recorded) => {
    const data = recorded.data as unknown as SupportRecordReadData;
    return { ...data, id: data.auditId };
  },
});
