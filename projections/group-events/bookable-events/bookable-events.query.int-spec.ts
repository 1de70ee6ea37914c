// The scheduled group events reader against a real database: a calendar window, the upcoming ones
// of a practice and of a type, never deleted ones or another practice's.
import { describeEachBackend, type TestDatabase } from '#testing/postgres';
import { PostgresDocumentStore } from '#app/readstore';
import { bookableEventsProjection, type BookableEventDocument } from './bookable-events.projection.js';
import { BookableEventsQuery } from './bookable-events.query.js';

const ev = (id: string, practiceId: string, startsAt: string, endsAt: string, extra: Partial<BookableEventDocument> = {}): BookableEventDocument => ({
  id, practiceId, bookableEventTypeId: 't1', name: id, description: null, instructions: null, capacity: 10, amountCents: 0, location: 'Studio',
  kind: 'in_person', duration: 60, durationUnit: 'minute', slug: 'yoga', startsAt, endsAt, allDay: false, timeZone: 'UTC', photoUrl: null,
  deleted: false, registrations: [], createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z', ...extra,
});

const window = { from: '2026-11-23T00:00:00.000Z', to: '2026-11-24T00:00:00.000Z' };
const events = [
  ev('noon', 'p1', '2026-11-23T12:00:00.000Z', '2026-11-23T13:00:00.000Z'),
  ev('retreat', 'p1', '2026-11-20T00:00:00.000Z', '2026-11-26T00:00:00.000Z'),
  ev('after', 'p1', '2026-11-24T00:00:00.000Z', '2026-11-24T01:00:00.000Z', { bookableEventTypeId: 't2' }),
  ev('cancelled', 'p1', '2026-11-23T14:00:00.000Z', '2026-11-23T15:00:00.000Z', { deleted: true }),
  ev('past', 'p1', '2026-11-01T12:00:00.000Z', '2026-11-01T13:00:00.000Z'),
  ev('theirs', 'p2', '2026-11-23T12:00:00.000Z', '2026-11-23T13:00:00.000Z'),
];

describeEachBackend('bookable events query', (open) => {
  let db: TestDatabase;
  let query: BookableEventsQuery;
  beforeAll(async () => {
    db = await open();
    const store = new PostgresDocumentStore(db.client);
    await store.ensureCollection(bookableEventsProjection.collection, bookableEventsProjection.indexedFields);
    for (const e of events) await store.collection(bookableEventsProjection.collection).upsert(e);
    query = new BookableEventsQuery(store);
  });
  afterAll(async () => db.drop());

  it('finds the practice’s live events overlapping a window, soonest first', async () => {
    expect((await query.overlapping('p1', window)).map((e) => e.id)).toEqual(['retreat', 'noon']);
    expect((await query.overlapping('p2', window)).map((e) => e.id)).toEqual(['theirs']);
  });

  it('lists the upcoming (not ended) events of a practice and of a type', async () => {
    const now = '2026-11-23T12:30:00.000Z';
    expect((await query.upcoming('p1', now)).map((e) => e.id)).toEqual(['retreat', 'noon', 'after']);
    expect((await query.upcomingOfType('t2', now)).map((e) => e.id)).toEqual(['after']);
  });

  it('finds one by id, deleted or not', async () => {
    expect((await query.byId('cancelled'))?.deleted).toBe(true);
    expect(await query.byId('nope')).toBeNull();
  });
});
