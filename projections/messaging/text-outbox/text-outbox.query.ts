// Reads of the texts outbox (collection `text_outbox`): what was texted, newest first.
import type { DocumentCollection, DocumentStore, Filter } from '#app/readstore';
import { textOutboxProjection, type TextOutboxDocument } from './text-outbox.projection.js';

export class TextOutboxQuery {
  private readonly texts: DocumentCollection<TextOutboxDocument>;

  constructor(documents: DocumentStore) {
    this.texts = documents.collection<TextOutboxDocument>(textOutboxProjection.collection);
  }

  /** A page of one practice's texts (every practice's when practiceId is null), and how many there are in all. */
  async newestFirst(practiceId: string | null, page: { limit: number; offset: number }): Promise<{ items: TextOutboxDocument[]; total: number }> {
    const filter: Filter = practiceId === null ? {} : { practiceId };
    const [items, total] = await Promise.all([
      this.texts.find({ filter, sort: [{ field: 'sentAt', order: 'desc' }], limit: page.limit, offset: page.offset }),
      this.texts.count(filter),
    ]);
    return { items, total };
  }
}
