// Appends per second to the event store with 1 and 8 concurrent writers.
import { randomUUID } from 'node:crypto';
import { PostgresEventStore } from '../../libs/eventstore/src/index.js';
import { openDatabase } from '../../libs/postgres/src/index.js';
import type { BenchBackend } from './bench-databases.js';

export const benchAppends = async (backend: BenchBackend, writers: number, appendsPerWriter = 500) => {
  const db = await openDatabase({ databaseUrl: backend.databaseUrl, poolSize: writers + 2 });
  const store = new PostgresEventStore(db);
  await store.migrate();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      for (let i = 0; i < appendsPerWriter; i++) {
        await store.appendToStream(`bench-${w}-${i % 50}`, 'any', [
          { eventId: randomUUID(), type: 'BenchEvent', data: { w, i, text: 'x'.repeat(200) }, metadata: { actor: { kind: 'system', id: 'bench' } } },
        ]);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await db.close();
  return { appends: writers * appendsPerWriter, perSecond: (writers * appendsPerWriter) / seconds };
};
