// Reads of the practices (collection `practices`): by id, by the public page's short link, and
// by the owner's e-mail (the demo finds its practice again). Settings added after a document was
// written read as their defaults.
import type { DocumentCollection, DocumentStore } from '#app/readstore';
import { practicesProjection, withDefaults, type PracticeDocument } from './practices.projection.js';
import { shortLinkRedirectsProjection, type ShortLinkRedirectDocument } from '../short-link-redirects/short-link-redirects.projection.js';

export class PracticesQuery {
  private readonly practices: DocumentCollection<PracticeDocument>;
  private readonly redirects: DocumentCollection<ShortLinkRedirectDocument>;

  constructor(documents: DocumentStore) {
    this.practices = documents.collection<PracticeDocument>(practicesProjection.collection);
    this.redirects = documents.collection<ShortLinkRedirectDocument>(shortLinkRedirectsProjection.collection);
  }

  async byId(practiceId: string): Promise<PracticeDocument | null> {
    const doc = await this.practices.get(practiceId);
    return doc && withDefaults(doc);
  }

  /** Short links are stored lower-cased, so any case finds the practice; a former link finds it too (its document says its current link). */
  async byShortLink(shortLink: string): Promise<PracticeDocument | null> {
    const [doc] = await this.practices.find({ filter: { shortLink: shortLink.toLowerCase() }, limit: 1 });
    if (doc) return withDefaults(doc);
    const redirect = await this.redirects.get(shortLink.toLowerCase());
    return redirect ? this.byId(redirect.practiceId) : null;
  }

  /** Not indexed: for the demo's one lookup at start, not for requests. */
  async byOwnerEmail(email: string): Promise<PracticeDocument | null> {
    const [doc] = await this.practices.find({ filter: { 'owner.email': email }, limit: 1 });
    return doc ? withDefaults(doc) : null;
  }
}
