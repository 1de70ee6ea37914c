// The pending requests reader against a real database: a practice's, newest first, counted, one by
// client and appointment; never another practice's.
import { describeEachBackend, type TestDatabase } from '#testing/postgres';
import { PostgresDocumentStore } from '#app/readstore';
import { reviewRequestDocumentId, reviewRequestsProjection, type ReviewRequestDocument } from './review-requests.projection.js';
import { ReviewRequestsQuery } from './review-requests.query.js';

const request = (practiceId: string, clientId: string, appointmentId: string | null, requestedAt: string): ReviewRequestDocument => ({
  id: reviewRequestDocumentId(practiceId, clientId, appointmentId), practiceId, clientId, appointmentId, firstName: 'Ann', email: null, phone: '+15555550100',
  reviewLink: 'https://x/i/r/calm', requireConfirmation: false, reviewId: null, channels: ['sms'], automatic: false, requestedAt, sentCount: 1,
});

const requests = [
  request('p1', 'c1', null, '2026-11-20T10:00:00.000Z'),
  request('p1', 'c2', 'a1', '2026-11-22T10:00:00.000Z'),
  request('p1', 'c3', null, '2026-11-21T10:00:00.000Z'),
  request('p2', 'c9', null, '2026-11-23T10:00:00.000Z'),
];

describeEachBackend('review requests query', (open) => {
  let db: TestDatabase;
  let query: ReviewRequestsQuery;
  beforeAll(async () => {
    db = await open();
    const store = new PostgresDocumentStore(db.client);
    await store.ensureCollection(reviewRequestsProjection.collection, reviewRequestsProjection.indexedFields);
    for (const r of requests) await store.collection(reviewRequestsProjection.collection).upsert(r);
    query = new ReviewRequestsQuery(store);
  });
  afterAll(async () => db.drop());

  it('lists and counts a practice’s pending requests, newest first', async () => {
    expect((await query.pending('p1')).map((r) => r.clientId)).toEqual(['c2', 'c3', 'c1']);
    expect(await query.countPending('p1')).toBe(3);
    expect(await query.countPending('p3')).toBe(0);
  });

  it('finds one by client and appointment within the practice', async () => {
    expect((await query.one('p1', 'c2', 'a1'))?.clientId).toBe('c2');
    expect(await query.one('p1', 'c2', null)).toBeNull();
    expect(await query.one('p1', 'c9', null)).toBeNull();
  });
});
