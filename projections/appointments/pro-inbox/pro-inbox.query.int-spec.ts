// The inbox reader against a real database: a practice's items by rank, then by start time.
import { describeEachBackend, type TestDatabase } from '#testing/postgres';
import { sampleAppointment } from '#testing/appointments';
import { PostgresDocumentStore } from '#app/readstore';
import { requestedAppointmentDocument } from '../appointment-details/appointment-document.js';
import { proInboxProjection, type InboxItem } from './pro-inbox.projection.js';
import { ProInboxQuery } from './pro-inbox.query.js';

const item = (id: string, practiceId: string, rank: number, startsAt: string): InboxItem => ({
  id, practiceId, kind: 'pending', rank, startsAt,
  appointment: requestedAppointmentDocument(sampleAppointment({ appointmentId: id, practiceId, startsAt }), '2026-11-01T00:00:00.000Z'),
});

describeEachBackend('pro inbox query', (open) => {
  let db: TestDatabase;
  let query: ProInboxQuery;
  beforeAll(async () => {
    db = await open();
    const store = new PostgresDocumentStore(db.client);
    await store.ensureCollection(proInboxProjection.collection, proInboxProjection.indexedFields);
    const items = [
      item('late', 'p1', 0, '2026-11-25T10:00:00.000Z'),
      item('later-kind', 'p1', 1, '2026-11-20T10:00:00.000Z'), // a kind ranked after pending requests (payments, later)
      item('soon', 'p1', 0, '2026-11-21T10:00:00.000Z'),
      item('other', 'p2', 0, '2026-11-19T10:00:00.000Z'),
    ];
    for (const i of items) await store.collection(proInboxProjection.collection).upsert(i);
    query = new ProInboxQuery(store);
  });
  afterAll(async () => db.drop());

  it('lists the practice’s items by rank, then soonest first', async () => {
    expect((await query.forPractice('p1')).map((i) => i.id)).toEqual(['soon', 'late', 'later-kind']);
    expect((await query.forPractice('p2')).map((i) => i.id)).toEqual(['other']);
    expect(await query.forPractice('p3')).toEqual([]);
  });
});
