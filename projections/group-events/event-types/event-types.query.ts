// Reads of the event types (collection `event_types`): one by id, and a practice's live ones by name.
import type { DocumentCollection, DocumentStore } from '#app/readstore';
import { eventTypesProjection, type EventTypeDocument } from './event-types.projection.js';

/** More types than a practice ever offers. */
const LIST_LIMIT = 1000;

export class EventTypesQuery {
  private readonly types: DocumentCollection<EventTypeDocument>;

  constructor(documents: DocumentStore) {
    this.types = documents.collection<EventTypeDocument>(eventTypesProjection.collection);
  }

  byId(bookableEventTypeId: string): Promise<EventTypeDocument | null> {
    return this.types.get(bookableEventTypeId);
  }

  /** The practice's types that are not deleted, by name (case-insensitive). */
  async ofPractice(practiceId: string): Promise<EventTypeDocument[]> {
    const types = await this.types.find({ filter: { practiceId, deleted: false }, limit: LIST_LIMIT });
    return types.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.createdAt.localeCompare(b.createdAt));
  }

  /** The practice's live type with this link, if any. */
  async bySlug(practiceId: string, slug: string): Promise<EventTypeDocument | null> {
    const [type] = await this.types.find({ filter: { practiceId, slug, deleted: false }, limit: 1 });
    return type ?? null;
  }
}
