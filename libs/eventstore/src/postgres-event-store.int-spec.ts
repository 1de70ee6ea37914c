import { randomUUID } from 'node:crypto';
import { describeEachBackend } from '#testing/postgres';
import { START_OF_LOG } from './event-store.js';
import { eventStoreContract } from './event-store.contract.js';
import { PostgresEventStore } from './postgres-event-store.js';

describeEachBackend('PostgresEventStore contract', (open, backend) => eventStoreContract(open, backend));

// What only this adapter promises: readers order the log by the committing transaction, so
// events appended together share one transaction id and a later append has a higher one.
describeEachBackend('PostgresEventStore transaction ids', (open) => {
  it('gives an atomic multi-stream append one transaction id, and a later append a higher one', async () => {
    const db = await open();
    try {
      const store = new PostgresEventStore(db.client);
      await store.migrate();
      const event = () => ({ eventId: randomUUID(), type: 'E', data: {}, metadata: {} });
      await store.appendToStreams([
        { streamId: 'a', expectedRevision: 'no_stream', events: [event()] },
        { streamId: 'b', expectedRevision: 'no_stream', events: [event(), event()] },
      ]);
      await store.appendToStream('c', 'no_stream', [event()]);
      const log = await store.readAll(START_OF_LOG, 10);
      expect(log.map((e) => e.streamId)).toEqual(['a', 'b', 'b', 'c']);
      expect(new Set(log.slice(0, 3).map((e) => e.transactionId)).size).toBe(1);
      expect(log[3].transactionId > log[0].transactionId).toBe(true);
    } finally {
      await db.drop();
    }
  });
});
