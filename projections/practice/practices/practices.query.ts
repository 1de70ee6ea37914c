// Reads of the practices (collection `practices`): by id, by the public page's short link, and
// by the owner's e-mail (the demo finds its practice again). Settings added after a document was
// written read as their defaults.
import type { DocumentCollection, DocumentStore } from '#app/readstore';
import { practicesProjection, withDefaults, type PracticeDocument } from './practices.projection.js';

export class PracticesQuery {
  private readonly practices: DocumentCollection<PracticeDocument>;

  constructor(documents: DocumentStore) {
    this.practices = documents.collection<PracticeDocument>(practicesProjection.collection);
  }

  async byId(practiceId: string): Promise<PracticeDocument | null> {
    const doc = await this.practices.get(practiceId);
    return doc && withDefaults(doc);
  }

  /** Short links are stored lower-cased, so any case finds the practice. */
  async byShortLink(shortLink: string): Promise<PracticeDocument | null> {
    const [doc] = await this.practices.find({ filter: { shortLink: shortLink.toLowerCase() }, limit: 1 });
    return doc ? withDefaults(doc) : null;
  }

  /** Not indexed: for the demo's one lookup at start, not for requests. */
  async byOwnerEmail(email: string): Promise<PracticeDocument | null> {
    const [doc] = await this.practices.find({ filter: { 'owner.email': email }, limit: 1 });
    return doc ? withDefaults(doc) : null;
  }
}
