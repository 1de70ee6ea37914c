// Reads of the coupons (collection `coupons`): one by id, and a practice's by code.
import type { DocumentCollection, DocumentStore } from '#app/readstore';
import { couponsProjection, type CouponDocument } from './coupons.projection.js';

/** More coupons than a practice ever has. */
const LIST_LIMIT = 1000;

export class CouponsQuery {
  private readonly coupons: DocumentCollection<CouponDocument>;

  constructor(documents: DocumentStore) {
    this.coupons = documents.collection<CouponDocument>(couponsProjection.collection);
  }

  byId(discountCodeId: string): Promise<CouponDocument | null> {
    return this.coupons.get(discountCodeId);
  }

  /** The practice's coupons, newest first. */
  async ofPractice(practiceId: string): Promise<CouponDocument[]> {
    const coupons = await this.coupons.find({ filter: { practiceId }, limit: LIST_LIMIT });
    return coupons.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.code.localeCompare(b.code));
  }
}
