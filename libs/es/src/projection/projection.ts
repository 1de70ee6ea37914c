// A projection is a document evolver: for each event it handles, the document it touches is
// replaced by evolve(document, event); returning null deletes it. Safe to replay from the start.
import type { RecordedEvent } from '#app/eventstore';
import type { Document } from '#app/readstore';

export interface ProjectionDefinition<D extends Document = Document> {
  name: string;
  collection: string;
  /** Fields lists filter and sort on (JSON paths, dotted). */
  indexedFields: string[];
  eventTypes: readonly string[];
  documentId(event: RecordedEvent): string | null;
  evolve(document: D | null, event: RecordedEvent): D | null;
}

export const defineProjection = <D extends Document>(definition: ProjectionDefinition<D>): ProjectionDefinition<D> =>
  definition;
