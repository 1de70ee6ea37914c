// The event types reader against a real database: a practice's live types by name, never another
// practice's, and one by id or link.
import { describeEachBackend, type TestDatabase } from '#testing/postgres';
import { PostgresDocumentStore } from '#app/readstore';
import { eventTypesProjection, type EventTypeDocument } from './event-types.projection.js';
import { EventTypesQuery } from './event-types.query.js';

const type = (id: string, practiceId: string, name: string, deleted = false): EventTypeDocument => ({
  id, practiceId, name, description: null, instructions: null, capacity: 10, amountCents: 0, location: 'Studio', kind: 'in_person',
  duration: 60, durationUnit: 'minute', slug: id, photoUrl: null, deleted, createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z',
});

const types = [type('yoga', 'p1', 'yoga'), type('art', 'p1', 'Art class'), type('gone', 'p1', 'Barre', true), type('theirs', 'p2', 'Aqua')];

describeEachBackend('event types query', (open) => {
  let db: TestDatabase;
  let query: EventTypesQuery;
  beforeAll(async () => {
    db = await open();
    const store = new PostgresDocumentStore(db.client);
    await store.ensureCollection(eventTypesProjection.collection, eventTypesProjection.indexedFields);
    for (const t of types) await store.collection(eventTypesProjection.collection).upsert(t);
    query = new EventTypesQuery(store);
  });
  afterAll(async () => db.drop());

  it('lists the practice’s live types by name', async () => {
    expect((await query.ofPractice('p1')).map((t) => t.id)).toEqual(['art', 'yoga']);
    expect((await query.ofPractice('p2')).map((t) => t.id)).toEqual(['theirs']);
  });

  it('finds one by id, and a live one by link', async () => {
    expect(await query.byId('gone')).toEqual(types[2]);
    expect(await query.byId('nope')).toBeNull();
    expect((await query.bySlug('p1', 'yoga'))?.id).toBe('yoga');
    expect(await query.bySlug('p1', 'gone')).toBeNull();
    expect(await query.bySlug('p2', 'yoga')).toBeNull();
  });
});
