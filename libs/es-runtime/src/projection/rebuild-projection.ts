// Rebuilding one projection from the whole log, as a bulk load (the product is stopped meanwhile,
// see apps/worker): its documents and checkpoint are dropped, and so are the collection's field
// indexes until the end, when they are made again in one go; the next batch is read while one is
// evolved, and evolved while the one before is written (one write in flight at a time, each with
// its checkpoint, in log order); only documents this rebuild wrote are looked up.
import type { EventStore, LogPosition } from '#app/eventstore';
import type { SqlClient } from '#app/postgres';
import type { Document, DocumentStore } from '#app/readstore';
import type { ProjectionDefinition } from '#app/es';
import { evolveRebuildBatch } from './apply-batch.js';
import { deleteCheckpoint, readCheckpoint, writeCheckpoint } from './checkpoints.js';
import { ASYNC_COMMIT, BATCH_SIZE, positionOf } from './log-batches.js';

export interface RebuildPorts {
  db: SqlClient;
  store: EventStore;
  documents: DocumentStore;
}

/** Replays the log into `projection` from nothing; `onProgress` hears each committed batch's end. */
export const rebuildProjection = async (
  { db, store, documents }: RebuildPorts,
  projection: ProjectionDefinition<any>,
  onProgress: (position: LogPosition) => void,
): Promise<{ events: number }> => {
  const { name } = projection;
  await db.transaction(async (tx) => {
    await documents.within(tx).collection(projection.collection).deleteAll();
    await deleteCheckpoint(tx, name);
  });
  const start = await readCheckpoint(db, name);
  onProgress(start);
  await documents.dropFieldIndexes(projection.collection);
  const collection = documents.collection(projection.collection);
  const written = new Set<string>();
  let recent = new Map<string, Document | null>();
  let writing: Promise<void> = Promise.resolve();
  let next = store.readAll(start, BATCH_SIZE);
  let count = 0;
  try {
    for (let events = await next; events.length > 0; events = await next) {
      const end = positionOf(events[events.length - 1]);
      next = events.length === BATCH_SIZE ? store.readAll(end, BATCH_SIZE) : Promise.resolve([]);
      next.catch(() => {}); // awaited by the next turn, or after a failure
      const writes = await evolveRebuildBatch(projection, collection, events, written, recent);
      await writing; // the batch before has committed: what it wrote is readable, its checkpoint stored
      recent = new Map<string, Document | null>([...writes.upserts.map((d) => [d.id, d] as const), ...writes.deletes.map((id) => [id, null] as const)]);
      for (const document of writes.upserts) written.add(document.id);
      writing = db
        .transaction(async (tx) => {
          await documents.within(tx).writeAcross([writes]);
          await writeCheckpoint(tx, name, end);
        }, ASYNC_COMMIT)
        .then(() => onProgress(end));
      writing.catch(() => {}); // awaited by the next turn, or below
      count += events.length;
    }
    await writing;
    return { events: count };
  } catch (error) {
    await writing.catch(() => undefined);
    await next.catch(() => undefined);
    throw error;
  } finally {
    await documents.ensureCollection(projection.collection, projection.indexedFields);
  }
};
