// Applies a batch of events to projections' documents (inside a transaction, or guarded by their
// checkpoints in the write's own statement). Documents are read once and written once per batch,
// so a rebuild does not pay a round trip per event; several projections taking the same batch
// read all their documents with one statement and write them with one more.
import type { RecordedEvent } from '#app/eventstore';
import type { CollectionWrites, Document, DocumentCollection, DocumentStore, WriteGuard } from '#app/readstore';
import type { ProjectionDefinition } from '#app/es';

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

export interface ApplyOptions {
  /**
   * A rebuild's record of the ids it wrote (the collection was empty when it began): only those
   * can have a document, so only those are read; the batch adds its own. Without it every id is read.
   */
  written?: Set<string>;
}

/** The events of a batch a projection handles, with their document ids, in log order. */
interface Plan {
  projection: ProjectionDefinition<any>;
  mine: Array<{ event: RecordedEvent; id: string }>;
  /** An event whose document id could not be found: reported after the events before it were evolved. */
  idFailure?: ProjectionFailure;
}

const plan = (projection: ProjectionDefinition<any>, events: RecordedEvent[]): Plan => {
  const handled = new Set(projection.eventTypes);
  const mine: Plan['mine'] = [];
  for (const event of events) {
    if (!handled.has(event.type)) continue;
    try {
      const id = projection.documentId(event);
      if (id !== null) mine.push({ event, id });
    } catch (error) {
      return { projection, mine, idFailure: new ProjectionFailure(projection.name, event, error) };
    }
  }
  return { projection, mine };
};

const idsToRead = ({ mine }: Plan, { written }: ApplyOptions): string[] => {
  const ids = [...new Set(mine.map((m) => m.id))];
  return written ? ids.filter((id) => written.has(id)) : ids;
};

/** Evolves the documents in log order; throws the first ProjectionFailure, in log order. */
const evolve = ({ projection, mine, idFailure }: Plan, stored: Map<string, Document>, collection: string): CollectionWrites => {
  const touched = new Map<string, Document | null>();
  for (const { event, id } of mine) {
    try {
      touched.set(id, projection.evolve(touched.has(id) ? touched.get(id)! : (stored.get(id) ?? null), event));
    } catch (error) {
      throw new ProjectionFailure(projection.name, event, error);
    }
  }
  if (idFailure) throw idFailure;
  const upserts: Document[] = [];
  const deletes: string[] = [];
  for (const [id, document] of touched) {
    if (document) upserts.push(document);
    else deletes.push(id);
  }
  return { collection, upserts, deletes };
};

const remember = ({ upserts }: CollectionWrites, { written }: ApplyOptions) => {
  for (const document of upserts) written?.add(document.id);
};

/**
 * One projection: three statements per batch whatever its size (getMany, upsertMany,
 * deleteMany). Returns how many documents were written or deleted (0: the batch did not concern it).
 */
export const applyBatch = async (
  projection: ProjectionDefinition<any>,
  collection: DocumentCollection<Document>,
  events: RecordedEvent[],
  options: ApplyOptions = {},
): Promise<number> => {
  const planned = plan(projection, events);
  if (planned.mine.length === 0) {
    if (planned.idFailure) throw planned.idFailure;
    return 0;
  }
  const writes = evolve(planned, await collection.getMany(idsToRead(planned, options)), projection.collection);
  await collection.upsertMany(writes.upserts);
  await collection.deleteMany(writes.deletes);
  remember(writes, options);
  return writes.upserts.length + writes.deletes.length;
};

/** Several projections' shares of one batch, read with one statement and evolved. */
const evolveAcross = async (
  shares: ReadonlyArray<{ projection: ProjectionDefinition<any>; events: RecordedEvent[] }>,
  documents: DocumentStore,
  options: ApplyOptions,
): Promise<{ writes: CollectionWrites[]; failures: Map<string, ProjectionFailure> }> => {
  const failures = new Map<string, ProjectionFailure>();
  const plans = shares.map(({ projection, events }) => plan(projection, events));
  const stored = await documents.getAcross(plans.map((p) => ({ collection: p.projection.collection, ids: idsToRead(p, options) })));
  const writes: CollectionWrites[] = [];
  plans.forEach((p, i) => {
    try {
      writes.push(evolve(p, stored[i], p.projection.collection));
    } catch (error) {
      if (!(error instanceof ProjectionFailure)) throw error;
      failures.set(p.projection.name, error);
    }
  });
  return { writes, failures };
};

/**
 * Several projections' shares of one batch, without a transaction: one statement reads every
 * document they touch; one writes them all with the guard `guardFor` makes of the projections
 * that did not fail (their checkpoints: see checkpointsGuard), which decides in that statement
 * whether anything is written. A projection that cannot handle an event is left out (it wrote
 * nothing) and returned with its ProjectionFailure. Returns the failures and the guard's row.
 */
export const applyAcrossGuarded = async (
  shares: ReadonlyArray<{ projection: ProjectionDefinition<any>; events: RecordedEvent[] }>,
  documents: DocumentStore,
  guardFor: (failed: ReadonlySet<string>) => WriteGuard,
): Promise<{ failures: Map<string, ProjectionFailure>; guarded: Record<string, unknown> | null }> => {
  const { writes, failures } = await evolveAcross(shares, documents, {});
  const guarded = await documents.writeAcross(writes, guardFor(new Set(failures.keys())));
  return { failures, guarded };
};

/**
 * A rebuild's batch, evolved in memory while the batch before is still being written (see
 * ProjectionRunner.rebuild): a document comes from `recent`, that batch's documents (copied: the
 * write in flight may not have serialised them yet), else from the collection if the rebuild
 * wrote it (`written`: every batch before that one has committed), else it does not exist yet.
 */
export const evolveRebuildBatch = async (
  projection: ProjectionDefinition<any>,
  collection: DocumentCollection<Document>,
  events: RecordedEvent[],
  written: ReadonlySet<string>,
  recent: ReadonlyMap<string, Document | null>,
): Promise<CollectionWrites> => {
  const planned = plan(projection, events);
  if (planned.mine.length === 0 && planned.idFailure) throw planned.idFailure;
  const ids = [...new Set(planned.mine.map((m) => m.id))];
  const stored = await collection.getMany(ids.filter((id) => !recent.has(id) && written.has(id)));
  for (const id of ids) {
    const document = recent.get(id);
    if (document) stored.set(id, structuredClone(document));
  }
  return evolve(planned, stored, projection.collection);
};
