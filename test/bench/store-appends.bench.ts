// Appends per second to the event store with 1 and 8 concurrent writers, and the floor they are
// measured against: raw single-row INSERTs of the same rows into a scratch copy of the events
// table (same columns, types, defaults and indexes), with as many writers, in the same run.
import { randomUUID } from 'node:crypto';
import { PostgresEventStore } from '#app/eventstore';
import { openDatabase, type SqlClient } from '#app/postgres';
import type { BenchBackend } from './bench-databases.js';

const STREAMS_PER_WRITER = 50;
const eventOf = (w: number, i: number) => ({
  eventId: randomUUID(),
  type: 'BenchEvent',
  data: { w, i, text: 'x'.repeat(200) },
  metadata: { actor: { kind: 'system', id: 'bench' } },
});

const timed = async (writers: number, perWriter: number, one: (w: number, i: number) => Promise<unknown>): Promise<number> => {
  const started = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      for (let i = 0; i < perWriter; i++) await one(w, i);
    }),
  );
  return (performance.now() - started) / 1000;
};

/** Appends with an 'any' expectation, one event each, to 50 streams per writer. */
const appendRound = (store: PostgresEventStore, writers: number, perWriter: number, round: number) =>
  timed(writers, perWriter, (w, i) => store.appendToStream(`bench-${round}-${w}-${i % STREAMS_PER_WRITER}`, 'any', [eventOf(w, i)]));

/** The same rows by a plain autocommit INSERT each: what one append cannot beat. */
const rawRound = (db: SqlClient, writers: number, perWriter: number, round: number) =>
  timed(writers, perWriter, (w, i) => {
    const e = eventOf(w, i);
    return db.query('insert into raw_events (stream_id, stream_revision, event_id, type, data, metadata) values ($1, $2, $3, $4, $5::jsonb, $6::jsonb)', [
      `bench-${round}-${w}-${i % STREAMS_PER_WRITER}`,
      Math.floor(i / STREAMS_PER_WRITER),
      e.eventId,
      e.type,
      JSON.stringify(e.data),
      JSON.stringify(e.metadata),
    ]);
  });

export const benchAppends = async (backend: BenchBackend, writers: number, appendsPerWriter = 500) => {
  const db = await openDatabase({ databaseUrl: backend.databaseUrl, poolSize: writers + 2 });
  const store = new PostgresEventStore(db);
  await store.migrate();
  const seconds = await appendRound(store, writers, appendsPerWriter, 0);
  await db.close();
  return { appends: writers * appendsPerWriter, perSecond: (writers * appendsPerWriter) / seconds };
};

/**
 * Store appends against raw INSERTs on the same database, in alternating rounds (raw, store,
 * raw, store, ...) so that load from elsewhere on the machine falls on both alike.
 */
export const benchAppendsAgainstRaw = async (backend: BenchBackend, writers: number, perWriterPerRound = 125, rounds = 4) => {
  const db = await openDatabase({ databaseUrl: backend.databaseUrl, poolSize: writers + 2 });
  const store = new PostgresEventStore(db);
  await store.migrate();
  await db.query('create table raw_events (like events including all)');
  // Warm-up (connections, plans), not counted.
  await rawRound(db, writers, 5, -1);
  await appendRound(store, writers, 5, -1);
  let rawSeconds = 0;
  let storeSeconds = 0;
  for (let round = 0; round < rounds; round++) {
    rawSeconds += await rawRound(db, writers, perWriterPerRound, round);
    storeSeconds += await appendRound(store, writers, perWriterPerRound, round);
  }
  await db.close();
  const n = writers * perWriterPerRound * rounds;
  const perSecond = n / storeSeconds;
  const rawPerSecond = n / rawSeconds;
  return { appends: n, perSecond, rawPerSecond, ratio: perSecond / rawPerSecond };
};
