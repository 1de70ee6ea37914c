// Reads of the sold gift cards: a practice's, newest first, and one by its code.
import type { DocumentCollection, DocumentStore } from '#app/readstore';
import { giftCardsProjection, type GiftCardDocument } from './gift-cards.projection.js';

const LIST_LIMIT = 1000;

export class GiftCardsQuery {
  private readonly cards: DocumentCollection<GiftCardDocument>;

  constructor(documents: DocumentStore) {
    this.cards = documents.collection<GiftCardDocument>(giftCardsProjection.collection);
  }

  async ofPractice(practiceId: string): Promise<GiftCardDocument[]> {
    const found = await this.cards.find({ filter: { practiceId }, limit: LIST_LIMIT });
    return found.sort((a, b) => b.soldAt.localeCompare(a.soldAt));
  }

  /** The practice's card with this code (already normalised: letters and digits only). */
  async byCode(practiceId: string, codeKey: string): Promise<GiftCardDocument | null> {
    const [card] = await this.cards.find({ filter: { practiceId, codeKey }, limit: 1 });
    return card ?? null;
  }
}
