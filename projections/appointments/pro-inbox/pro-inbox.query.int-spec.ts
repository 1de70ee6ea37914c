// The inbox reader against a real database: pending requests, failed payments, then payments owed
// whose start has passed, each soonest first; nothing of another practice.
import { describeEachBackend, type TestDatabase } from '#testing/postgres';
import { sampleAppointment } from '#testing/appointments';
import { PostgresDocumentStore } from '#app/readstore';
import { requestedAppointmentDocument } from '../appointment-details/appointment-document.js';
import { INBOX_RANK, proInboxProjection, type InboxItem, type InboxKind } from './pro-inbox.projection.js';
import { ProInboxQuery } from './pro-inbox.query.js';

const item = (id: string, practiceId: string, kind: InboxKind, startsAt: string, failed = false): InboxItem => ({
  id, practiceId, kind, startsAt, failed, hasTransaction: failed,
  rank: kind === 'pending' ? INBOX_RANK.pending : kind === 'none' ? INBOX_RANK.none : failed ? INBOX_RANK.failed : INBOX_RANK.owed,
  appointment: requestedAppointmentDocument(sampleAppointment({ appointmentId: id, practiceId, startsAt }), '2026-11-01T00:00:00.000Z'),
});

const NOW = new Date('2026-11-22T12:00:00.000Z');

describeEachBackend('pro inbox query', (open) => {
  let db: TestDatabase;
  let query: ProInboxQuery;
  beforeAll(async () => {
    db = await open();
    const store = new PostgresDocumentStore(db.client);
    await store.ensureCollection(proInboxProjection.collection, proInboxProjection.indexedFields);
    const items = [
      item('late', 'p1', 'pending', '2026-11-25T10:00:00.000Z'),
      item('owed-past', 'p1', 'payment', '2026-11-20T10:00:00.000Z'),
      item('owed-future', 'p1', 'payment', '2026-11-23T10:00:00.000Z'),
      item('failed-future', 'p1', 'payment', '2026-11-24T10:00:00.000Z', true),
      item('paid', 'p1', 'none', '2026-11-19T10:00:00.000Z'),
      item('soon', 'p1', 'pending', '2026-11-21T10:00:00.000Z'),
      item('other', 'p2', 'pending', '2026-11-19T10:00:00.000Z'),
    ];
    for (const i of items) await store.collection(proInboxProjection.collection).upsert(i);
    query = new ProInboxQuery(store);
  });
  afterAll(async () => db.drop());

  it('lists requests, failed payments, then payments owed whose start has passed', async () => {
    expect((await query.forPractice('p1', NOW)).map((i) => i.id)).toEqual(['soon', 'late', 'failed-future', 'owed-past']);
    expect((await query.forPractice('p2', NOW)).map((i) => i.id)).toEqual(['other']);
    expect(await query.forPractice('p3', NOW)).toEqual([]);
  });

  it('a payment owed joins once its start has passed', async () => {
    expect((await query.forPractice('p1', new Date('2026-11-23T10:00:00.000Z'))).map((i) => i.id)).toEqual(['soon', 'late', 'failed-future', 'owed-past', 'owed-future']);
  });
});
