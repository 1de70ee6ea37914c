// Reads of the gift card templates: one by id, a practice's by amount.
import type { DocumentCollection, DocumentStore } from '#app/readstore';
import { giftCardTemplatesProjection, type GiftCardTemplateDocument } from './gift-card-templates.projection.js';

const LIST_LIMIT = 500;

export class GiftCardTemplatesQuery {
  private readonly templates: DocumentCollection<GiftCardTemplateDocument>;

  constructor(documents: DocumentStore) {
    this.templates = documents.collection<GiftCardTemplateDocument>(giftCardTemplatesProjection.collection);
  }

  byId(id: string): Promise<GiftCardTemplateDocument | null> {
    return this.templates.get(id);
  }

  /** The practice's templates by amount, then age; `forSale`: only active and public ones. */
  async ofPractice(practiceId: string, forSale = false): Promise<GiftCardTemplateDocument[]> {
    const found = await this.templates.find({ filter: forSale ? { practiceId, active: true, public: true } : { practiceId }, limit: LIST_LIMIT });
    return found.sort((a, b) => a.amountCents - b.amountCents || a.createdAt.localeCompare(b.createdAt));
  }
}
