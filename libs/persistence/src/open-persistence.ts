// Opens the database and everything built on it: the event store, the read-model store and the
// projection runner. Embedded PGlite by default; a PostgreSQL server when databaseUrl is set.
import { mkdirSync } from 'node:fs';
import type { EventStore } from '#app/eventstore';
import { PostgresEventStore } from '#app/eventstore';
import { openDatabase } from '#app/postgres';
import type { SqlClient } from '#app/postgres';
import type { DocumentStore } from '#app/readstore';
import { PostgresDocumentStore } from '#app/readstore';
import { ProjectionRunner, snapshotWritesSettled, type RunnerLogger } from '#app/es-runtime';
import { allProjections } from '#projections';

export interface Persistence {
  db: SqlClient;
  store: EventStore;
  documents: DocumentStore;
  runner: ProjectionRunner;
  close(): Promise<void>;
}

export interface PersistenceOptions {
  databaseUrl?: string;
  /** Folder for PGlite; undefined keeps the embedded database in memory (tests). */
  dataDir?: string;
  /** An in-memory PGlite starts from this dump of a data directory (tests; see openDatabase). */
  pgliteImage?: Blob;
  logger?: RunnerLogger;
}

export const openPersistence = async (options: PersistenceOptions): Promise<Persistence> => {
  if (!options.databaseUrl && options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const db = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir, pgliteImage: options.pgliteImage });
  const store = new PostgresEventStore(db);
  await store.migrate();
  const documents = new PostgresDocumentStore(db);
  const runner = new ProjectionRunner(db, store, documents, allProjections, options.logger);
  await runner.prepare();
  await documents.ensureCollection('sessions', ['accountId']);
  await documents.ensureCollection('client_sessions');
  return {
    db,
    store,
    documents,
    runner,
    close: async () => {
      await runner.stop();
      await snapshotWritesSettled(); // background snapshot writes finish before the database closes
      await db.close();
    },
  };
};
