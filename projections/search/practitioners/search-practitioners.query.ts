// The search documents by practice id (what the index holds for one practice). Searching itself
// goes through the search port (libs/search), which queries the same collection in SQL.
import type { DocumentCollection, DocumentStore } from '#app/readstore';
import { searchPractitionersProjection, type SearchPractitionerDocument } from './search-practitioners.projection.js';

export class SearchPractitionersQuery {
  private readonly documents: DocumentCollection<SearchPractitionerDocument>;

  constructor(documents: DocumentStore) {
    this.documents = documents.collection<SearchPractitionerDocument>(searchPractitionersProjection.collection);
  }

  /** The practice's search document, or null before its PracticeCreated is projected. */
  ofPractice(practiceId: string): Promise<SearchPractitionerDocument | null> {
    return this.documents.get(practiceId);
  }
}
