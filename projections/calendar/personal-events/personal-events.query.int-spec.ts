// The personal events reader against a real database: the events overlapping a window, however
// long, soonest first, never another practice's.
import { describeEachBackend, type TestDatabase } from '#testing/postgres';
import { PostgresDocumentStore } from '#app/readstore';
import { personalEventsProjection, type PersonalEventDocument } from './personal-events.projection.js';
import { PersonalEventsQuery } from './personal-events.query.js';

const personal = (id: string, practiceId: string, startsAt: string, endsAt: string): PersonalEventDocument => ({
  id, practiceId, name: id, allDay: false, startsAt, endsAt, timeZone: 'UTC', createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z',
});

const window = { from: '2026-11-23T00:00:00.000Z', to: '2026-11-24T00:00:00.000Z' };
const events = [
  personal('lunch', 'p1', '2026-11-23T12:00:00.000Z', '2026-11-23T13:00:00.000Z'),
  personal('holiday', 'p1', '2026-11-10T00:00:00.000Z', '2026-11-30T00:00:00.000Z'), // spans the window
  personal('night', 'p1', '2026-11-22T22:00:00.000Z', '2026-11-23T02:00:00.000Z'), // runs into it
  personal('before', 'p1', '2026-11-22T20:00:00.000Z', '2026-11-23T00:00:00.000Z'), // ends as it starts
  personal('after', 'p1', '2026-11-24T00:00:00.000Z', '2026-11-24T01:00:00.000Z'), // starts as it ends
  personal('theirs', 'p2', '2026-11-23T12:00:00.000Z', '2026-11-23T13:00:00.000Z'),
];

describeEachBackend('personal events query', (open) => {
  let db: TestDatabase;
  let query: PersonalEventsQuery;
  beforeAll(async () => {
    db = await open();
    const store = new PostgresDocumentStore(db.client);
    await store.ensureCollection(personalEventsProjection.collection, personalEventsProjection.indexedFields);
    for (const e of events) await store.collection(personalEventsProjection.collection).upsert(e);
    query = new PersonalEventsQuery(store);
  });
  afterAll(async () => db.drop());

  it('finds the practice’s events overlapping the window, soonest first', async () => {
    expect((await query.overlapping('p1', window)).map((e) => e.id)).toEqual(['holiday', 'night', 'lunch']);
    expect((await query.overlapping('p2', window)).map((e) => e.id)).toEqual(['theirs']);
  });

  it('finds one event by id', async () => {
    expect(await query.byId('lunch')).toEqual(events[0]);
    expect(await query.byId('nope')).toBeNull();
  });
});
