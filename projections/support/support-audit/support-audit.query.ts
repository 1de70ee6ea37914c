// Reads of the support audit (collection `support_audit`): a page, newest first, and the total.
import type { DocumentCollection, DocumentStore } from '#app/readstore';
import { supportAuditProjection, type SupportAuditDocument } from './support-audit.projection.js';

export const MAX_SUPPORT_AUDIT_PAGE = 200;

export class SupportAuditQuery {
  private readonly entries: DocumentCollection<SupportAuditDocument>;

  constructor(documents: DocumentStore) {
    this.entries = documents.collection<SupportAuditDocument>(supportAuditProjection.collection);
  }

  /** A page, newest first (ties by id, so pages never overlap). */
  async page(limit: number, offset: number): Promise<{ total: number; items: SupportAuditDocument[] }> {
    const [items, total] = await Promise.all([
      this.entries.find({
        sort: [{ field: 'at', order: 'desc' }, { field: 'id', order: 'asc' }],
        limit: Math.min(Math.max(limit, 0), MAX_SUPPORT_AUDIT_PAGE),
        offset: Math.max(offset, 0),
      }),
      this.entries.count(),
    ]);
    return { total, items };
  }
}
