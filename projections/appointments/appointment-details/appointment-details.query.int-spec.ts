// The appointments reader against a real database: the list's filters, sort and count, the
// calendar's window, tokens, ids and a series' following sessions, never another practice's.
import { describeEachBackend, type TestDatabase } from '#testing/postgres';
import { sampleAppointment } from '#testing/appointments';
import type { AppointmentStatus } from '#app/appointments';
import { PostgresDocumentStore } from '#app/readstore';
import { appointmentDetailsProjection } from './appointment-details.projection.js';
import { AppointmentsQuery } from './appointment-details.query.js';
import { requestedAppointmentDocument, type AppointmentDocument } from './appointment-document.js';

const appointment = (
  id: string,
  practiceId: string,
  [startsAt, endsAt]: [string, string],
  state: AppointmentStatus,
  extra: { seriesId?: string; firstName?: string; createdAt?: string } = {},
): AppointmentDocument => {
  const request = sampleAppointment({ appointmentId: id, practiceId, startsAt, endsAt, instantActionToken: `tok_${id}` });
  const client = { ...request.client, firstName: extra.firstName ?? request.client.firstName };
  const series = extra.seriesId ? { seriesId: extra.seriesId, recurrencePattern: 'FREQ=WEEKLY', recurrenceFrequency: 'WEEKLY', recurrenceUntil: null, recurrenceCount: 3 } : null;
  return { ...requestedAppointmentDocument({ ...request, client, series }, extra.createdAt ?? '2026-11-01T00:00:00.000Z'), state };
};

// The window asked about below is 23 November (UTC).
const window = { from: '2026-11-23T00:00:00.000Z', to: '2026-11-24T00:00:00.000Z' };
const docs = [
  appointment('a1', 'p1', ['2026-11-23T15:00:00.000Z', '2026-11-23T16:00:00.000Z'], 'pending', { createdAt: '2026-11-05T00:00:00.000Z' }),
  appointment('a2', 'p1', ['2026-11-22T23:30:00.000Z', '2026-11-23T00:30:00.000Z'], 'approved', { seriesId: 's1', firstName: 'Grace' }),
  appointment('a3', 'p1', ['2026-11-23T09:00:00.000Z', '2026-11-23T10:00:00.000Z'], 'declined'),
  appointment('a4', 'p1', ['2026-11-23T18:00:00.000Z', '2026-11-23T19:00:00.000Z'], 'cancelled', { createdAt: '2026-11-09T00:00:00.000Z' }),
  appointment('a5', 'p1', ['2026-11-30T00:30:00.000Z', '2026-11-30T01:30:00.000Z'], 'approved', { seriesId: 's1', firstName: 'Grace' }),
  appointment('a6', 'p1', ['2026-12-07T00:30:00.000Z', '2026-12-07T01:30:00.000Z'], 'approved', { seriesId: 's1', firstName: 'Grace' }),
  appointment('a7', 'p2', ['2026-11-23T12:00:00.000Z', '2026-11-23T13:00:00.000Z'], 'approved', { seriesId: 's1' }),
  appointment('a8', 'p1', ['2026-11-22T23:00:00.000Z', '2026-11-23T00:00:00.000Z'], 'approved'), // ends as the window starts
  appointment('a9', 'p1', ['2026-11-24T00:00:00.000Z', '2026-11-24T01:00:00.000Z'], 'pending'), // starts as it ends
];
const ids = (found: AppointmentDocument[]) => found.map((d) => d.id);

describeEachBackend('appointments query', (open) => {
  let db: TestDatabase;
  let query: AppointmentsQuery;
  beforeAll(async () => {
    db = await open();
    const store = new PostgresDocumentStore(db.client);
    await store.ensureCollection(appointmentDetailsProjection.collection, appointmentDetailsProjection.indexedFields);
    for (const doc of docs) await store.collection(appointmentDetailsProjection.collection).upsert(doc);
    query = new AppointmentsQuery(store);
  });
  afterAll(async () => db.drop());

  it('finds one appointment by id, several in the order asked, and counts them all', async () => {
    expect(await query.byId('a4')).toEqual(docs[3]);
    expect(await query.byId('nope')).toBeNull();
    expect(ids(await query.byIds(['a9', 'nope', 'a1']))).toEqual(['a9', 'a1']);
    expect(await query.countAll()).toBe(docs.length);
  });

  it('finds a practice’s appointments by id in the order asked, leaving out other practices’', async () => {
    expect(ids(await query.ofPracticeByIds('p1', ['a5', 'a7', 'nope', 'a1']))).toEqual(['a5', 'a1']);
    expect(await query.ofPracticeByIds('p1', [])).toEqual([]);
  });

  it('finds an appointment by its token, within a practice when asked', async () => {
    expect((await query.byToken('tok_a7'))?.id).toBe('a7');
    expect(await query.byToken('tok_none')).toBeNull();
    expect((await query.ofPracticeByToken('p2', 'tok_a7'))?.id).toBe('a7');
    expect(await query.ofPracticeByToken('p1', 'tok_a7')).toBeNull();
  });

  it('lists a page with the total, filtered by practice, state and search, in the order asked', async () => {
    const byStart = (order: 'asc' | 'desc') => ({ field: 'startsAt' as const, order });
    expect(await query.list({ practiceId: 'p1' }, byStart('desc'), { limit: 3, offset: 0 })).toEqual({ items: [docs[5], docs[4], docs[8]], total: 8 });
    expect(ids((await query.list({ practiceId: 'p1' }, byStart('desc'), { limit: 3, offset: 3 })).items)).toEqual(['a4', 'a1', 'a3']);
    expect(await query.list({ practiceId: 'p1', state: 'approved' }, byStart('asc'), { limit: 10, offset: 0 })).toEqual({
      items: [docs[7], docs[1], docs[4], docs[5]], total: 4,
    });
    expect(await query.list({ practiceId: 'p1', search: 'GRACE lov' }, byStart('asc'), { limit: 2, offset: 0 })).toEqual({ items: [docs[1], docs[4]], total: 3 });
    expect(await query.list({ practiceId: 'p1', search: '100%' }, byStart('asc'), { limit: 2, offset: 0 })).toEqual({ items: [], total: 0 });
    // Support, without a practice: every practice's.
    expect((await query.list({}, { field: 'createdAt', order: 'desc' }, { limit: 2, offset: 0 })).items.map((d) => d.id)).toEqual(['a4', 'a1']);
    expect((await query.list({ state: 'approved' }, byStart('asc'), { limit: 100, offset: 0 })).total).toBe(5);
  });

  it('answers the calendar’s window: overlapping appointments, soonest first, declined left out', async () => {
    expect(ids(await query.overlapping('p1', window))).toEqual(['a2', 'a1', 'a4']);
    expect(ids(await query.holdingTimeOverlapping('p1', window))).toEqual(['a2', 'a1']);
    expect(ids(await query.overlapping('p2', window))).toEqual(['a7']);
  });

  it('finds the sessions of a series after one, soonest first, in its practice only', async () => {
    expect(ids(await query.followingInSeries('p1', 's1', docs[1].startsAt))).toEqual(['a5', 'a6']);
    expect(ids(await query.followingInSeries('p1', 's1', docs[4].startsAt))).toEqual(['a6']);
    expect(await query.followingInSeries('p1', 's1', docs[5].startsAt)).toEqual([]);
  });
});
