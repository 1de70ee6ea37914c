// Reads of the holds waiting for their day (collection `due_charges`).
import type { DocumentCollection, DocumentStore, Filter } from '#app/readstore';
import { dueChargesProjection, type DueChargeDocument } from './due-charges.projection.js';

/** Where a page of due charges ended: the next page starts after it. */
export type DueChargeCursor = Pick<DueChargeDocument, 'id'> & { dueAt: string };

export class DueChargesQuery {
  private readonly charges: DocumentCollection<DueChargeDocument>;

  constructor(documents: DocumentStore) {
    this.charges = documents.collection<DueChargeDocument>(dueChargesProjection.collection);
  }

  /**
   * Up to `limit` appointments whose hold may be charged at `now`, the longest waiting first (then
   * by id), after `after`: one pass over them pages forward even past charges that stay due (a
   * provider that timed out is asked again on the next pass, not in a loop).
   */
  dueAt(now: Date, limit: number, after?: DueChargeCursor): Promise<DueChargeDocument[]> {
    const until = now.toISOString();
    const filter: Filter = after
      ? { $or: [{ dueAt: { $gt: after.dueAt, $lte: until } }, { dueAt: after.dueAt, id: { $gt: after.id } }] }
      : { dueAt: { $lte: until } };
    return this.charges.find({ filter, sort: [{ field: 'dueAt', order: 'asc' }, { field: 'id', order: 'asc' }], limit });
  }
}
