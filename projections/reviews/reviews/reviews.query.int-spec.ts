// The reviews reader against a real database: published reviews only, newest first, by date and
// stars, counted and averaged; one by id only within its practice; endorsement counts.
import { describeEachBackend, type TestDatabase } from '#testing/postgres';
import { PostgresDocumentStore } from '#app/readstore';
import { reviewsProjection, type ReviewDocument } from './reviews.projection.js';
import { averageRating, endorsementCounts } from './review-stats.sql.js';
import { ReviewsQuery } from './reviews.query.js';

const review = (id: string, practiceId: string, createdAt: string, rating: number, extra: Partial<ReviewDocument> = {}): ReviewDocument => ({
  id, reviewId: id, practiceId, clientId: `c-${id}`, appointmentId: null, token: `t-${id}`, source: 'client', publicName: 'Ann', createdAt,
  status: 'published', rating, skillIds: [], text: null, isAnonymous: false, reply: null, updatedAt: createdAt, ...extra,
});

const reviews = [
  review('old', 'p1', '2026-10-05T12:00:00.000Z', 3, { skillIds: ['reiki'] }),
  review('mid', 'p1', '2026-11-16T12:00:00.000Z', 5, { skillIds: ['reiki', 'yoga'] }),
  review('new', 'p1', '2026-11-23T12:00:00.000Z', 4),
  review('waiting', 'p1', '2026-11-23T13:00:00.000Z', 1, { source: 'imported', status: 'awaitingConfirmation', skillIds: ['yoga'] }),
  review('wrong', 'p1', '2026-11-23T14:00:00.000Z', 1, { source: 'imported', status: 'disputed' }),
  review('theirs', 'p2', '2026-11-23T12:00:00.000Z', 2, { skillIds: ['reiki'] }),
];

describeEachBackend('reviews query', (open) => {
  let db: TestDatabase;
  let query: ReviewsQuery;
  beforeAll(async () => {
    db = await open();
    const store = new PostgresDocumentStore(db.client);
    await store.ensureCollection(reviewsProjection.collection, reviewsProjection.indexedFields);
    for (const r of reviews) await store.collection(reviewsProjection.collection).upsert(r);
    query = new ReviewsQuery(store);
  });
  afterAll(async () => db.drop());

  it('lists the published reviews newest first, with pages and a count', async () => {
    expect((await query.published('p1', {}, { limit: 10, offset: 0 })).map((r) => r.id)).toEqual(['new', 'mid', 'old']);
    expect((await query.published('p1', {}, { limit: 1, offset: 1 })).map((r) => r.id)).toEqual(['mid']);
    expect(await query.countPublished('p1')).toBe(3);
    expect((await query.latest('p2', 5)).map((r) => r.id)).toEqual(['theirs']);
  });

  it('filters by a date range (from inclusive, to exclusive) and by stars', async () => {
    const range = { from: '2026-11-15T05:00:00.000Z', to: '2026-11-23T12:00:00.000Z' };
    expect((await query.published('p1', { range }, { limit: 10, offset: 0 })).map((r) => r.id)).toEqual(['mid']);
    expect(await query.countPublished('p1', { range: { ...range, to: '2026-12-01T00:00:00.000Z' } })).toBe(2);
    expect((await query.published('p1', { rating: 3 }, { limit: 10, offset: 0 })).map((r) => r.id)).toEqual(['old']);
    expect(await query.countPublished('p1', { rating: 1 })).toBe(0);
  });

  it('averages and counts endorsements over the published reviews only', async () => {
    expect(await averageRating(db.client, 'p1')).toBe(4);
    expect(await averageRating(db.client, 'p2')).toBe(2);
    expect(await averageRating(db.client, 'nobody')).toBeNull();
    expect(Object.fromEntries(await endorsementCounts(db.client, 'p1'))).toEqual({ reiki: 2, yoga: 1 });
    expect(await endorsementCounts(db.client, 'nobody')).toEqual(new Map());
  });

  it('finds a review by id only within its practice', async () => {
    expect((await query.ofPractice('p1', 'waiting'))?.status).toBe('awaitingConfirmation');
    expect(await query.ofPractice('p2', 'mid')).toBeNull();
    expect(await query.ofPractice('p1', 'nope')).toBeNull();
  });
});
