// Shared pieces of the event store contract suite (event-store.contract.ts).
import { randomUUID } from 'node:crypto';
import type { TestDatabase } from '#testing/postgres';
import type { EventToAppend } from './event-store.js';
import type { PostgresEventStore } from './postgres-event-store.js';

export interface ContractContext {
  db(): TestDatabase;
  store(): PostgresEventStore;
  open(): Promise<TestDatabase>;
  backend: 'pglite' | 'postgres';
}

export const event = (type = 'Something', data: Record<string, unknown> = {}): EventToAppend => ({
  eventId: randomUUID(),
  type,
  data,
  metadata: { test: true },
});

/** Waits (bounded) until the condition holds; tests never assert how long something took. */
export const until = async (condition: () => boolean, timeoutMs = 20_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 20));
  }
};

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Writes an event row directly, bypassing the streams table (a transaction the test controls). */
export const insertRawEvent = (tx: { query(sql: string, params?: unknown[]): Promise<unknown> }, streamId: string, revision: number, type: string) =>
  tx.query(`insert into events (stream_id, stream_revision, event_id, type, data, metadata) values ($1, $2, $3, $4, '{}', '{}')`, [
    streamId,
    revision,
    randomUUID(),
    type,
  ]);
