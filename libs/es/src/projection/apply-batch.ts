// Applies a batch of events to one projection's documents inside a transaction. Documents are
// read once and written once per batch, so a rebuild does not pay a round trip per event.
import type { RecordedEvent } from '../../../eventstore/src/event-store.js';
import type { Document, DocumentCollection } from '../../../readstore/src/document-store.js';
import type { ProjectionDefinition } from './projection.js';

export class ProjectionFailure extends Error {
  constructor(
    readonly projection: string,
    readonly event: RecordedEvent,
    readonly cause: unknown,
  ) {
    super(
      `Projection "${projection}" stopped at global position ${event.globalPosition} ` +
        `(${event.type} on ${event.streamId} revision ${event.streamRevision}): ${(cause as Error)?.message ?? String(cause)}`,
    );
    this.name = 'ProjectionFailure';
  }
}

export const applyBatch = async (
  projection: ProjectionDefinition<any>,
  collection: DocumentCollection<Document>,
  events: RecordedEvent[],
): Promise<void> => {
  const handled = new Set(projection.eventTypes);
  const touched = new Map<string, Document | null>();
  for (const event of events) {
    if (!handled.has(event.type)) continue;
    try {
      const id = projection.documentId(event);
      if (id === null) continue;
      const current = touched.has(id) ? touched.get(id)! : await collection.get(id);
      touched.set(id, projection.evolve(current, event));
    } catch (error) {
      throw new ProjectionFailure(projection.name, event, error);
    }
  }
  for (const [id, document] of touched) {
    if (document) await collection.upsert(document);
    else await collection.delete(id);
  }
};
