// The past-due reader against a real database: the practices that send the e-mail, and a
// practice's appointments that started far enough back, longest waiting first, page by page.
import { describeEachBackend, type TestDatabase } from '#testing/postgres';
import { initialPaymentState } from '#app/payments';
import { PostgresDocumentStore } from '#app/readstore';
import { pastDueRemindersProjection, type PastDueReminderDocument } from './past-due-reminders.projection.js';
import { PastDueRemindersQuery } from './past-due-reminders.query.js';

const practice = (practiceId: string, emailEnabled: boolean, textEnabled = false): PastDueReminderDocument => ({ id: `practice-${practiceId}`, kind: 'practice', practiceId, emailEnabled, emailMinutes: 60, textEnabled, textMinutes: 120 });
const appointment = (id: string, practiceId: string, pendingFrom: string | null, textPendingFrom: string | null = null): PastDueReminderDocument => ({
  id, kind: 'appointment', practiceId, status: 'approved', startsAt: pendingFrom ?? textPendingFrom ?? '2026-11-20T15:00:00.000Z', amountCents: 9000, clientEmail: 'a@x.com', clientPhone: '+12125550101',
  payment: initialPaymentState(), emailSent: false, textSent: false, pendingFrom, textPendingFrom,
});

describeEachBackend('past-due reminders query', (open) => {
  let db: TestDatabase;
  let query: PastDueRemindersQuery;
  beforeAll(async () => {
    db = await open();
    const store = new PostgresDocumentStore(db.client);
    await store.ensureCollection(pastDueRemindersProjection.collection, pastDueRemindersProjection.indexedFields);
    const docs = [
      practice('p1', true), practice('p2', false), practice('p3', true, true), practice('p4', false, true),
      appointment('later', 'p1', '2026-11-23T15:00:00.000Z'), appointment('earlier', 'p1', '2026-11-22T15:00:00.000Z'), appointment('same', 'p1', '2026-11-22T15:00:00.000Z'),
      appointment('paid', 'p1', null), appointment('other', 'p3', '2026-11-21T15:00:00.000Z'),
      appointment('texted-late', 'p4', null, '2026-11-22T15:00:00.000Z'), appointment('texted-early', 'p4', '2026-11-21T15:00:00.000Z', '2026-11-21T15:00:00.000Z'),
    ];
    for (const d of docs) await store.collection(pastDueRemindersProjection.collection).upsert(d);
    query = new PastDueRemindersQuery(store);
  });
  afterAll(async () => db.drop());

  it('lists the practices that send the e-mail, by id, page by page', async () => {
    expect((await query.practicesSendingEmail(10)).map((p) => p.practiceId)).toEqual(['p1', 'p3']);
    expect((await query.practicesSendingEmail(1)).map((p) => p.practiceId)).toEqual(['p1']);
    expect((await query.practicesSendingEmail(10, 'practice-p1')).map((p) => p.practiceId)).toEqual(['p3']);
  });

  const since = (from: string, until: string) => ({ from: new Date(from), until: new Date(until) });

  it("lists a practice's appointments that started in a span, longest waiting first, never one not pending", async () => {
    expect((await query.startedBetween('p1', since('2026-11-01T00:00:00.000Z', '2026-11-30T00:00:00.000Z'), 10)).map((d) => d.id)).toEqual(['earlier', 'same', 'later']);
    expect((await query.startedBetween('p1', since('2026-11-01T00:00:00.000Z', '2026-11-23T14:59:59.999Z'), 10)).map((d) => d.id)).toEqual(['earlier', 'same']);
    expect((await query.startedBetween('p1', since('2026-11-22T15:00:00.001Z', '2026-11-30T00:00:00.000Z'), 10)).map((d) => d.id)).toEqual(['later']);
    expect((await query.startedBetween('p3', since('2026-11-01T00:00:00.000Z', '2026-11-30T00:00:00.000Z'), 10)).map((d) => d.id)).toEqual(['other']);
    expect(await query.startedBetween('p2', since('2026-11-01T00:00:00.000Z', '2026-11-30T00:00:00.000Z'), 10)).toEqual([]);
  });

  it('pages on after a cursor, by start then id', async () => {
    const span = since('2026-11-01T00:00:00.000Z', '2026-11-30T00:00:00.000Z');
    expect((await query.startedBetween('p1', span, 10, { pendingFrom: '2026-11-22T15:00:00.000Z', id: 'earlier' })).map((d) => d.id)).toEqual(['same', 'later']);
    expect((await query.startedBetween('p1', span, 10, { pendingFrom: '2026-11-23T15:00:00.000Z', id: 'later' }))).toEqual([]);
  });

  it('reads the text the same way on its own switch and its own pending start', async () => {
    expect((await query.practicesSending('text', 10)).map((p) => p.practiceId)).toEqual(['p3', 'p4']);
    expect((await query.practicesSending('text', 10, 'practice-p3')).map((p) => p.practiceId)).toEqual(['p4']);
    const span = since('2026-11-01T00:00:00.000Z', '2026-11-30T00:00:00.000Z');
    expect((await query.startedBetween('p4', span, 10, undefined, 'text')).map((d) => d.id)).toEqual(['texted-early', 'texted-late']);
    expect((await query.startedBetween('p4', span, 10, { pendingFrom: '2026-11-21T15:00:00.000Z', id: 'texted-early' }, 'text')).map((d) => d.id)).toEqual(['texted-late']);
    // Pending by e-mail only: never listed for the text.
    expect(await query.startedBetween('p1', span, 10, undefined, 'text')).toEqual([]);
    expect((await query.startedBetween('p4', span, 10)).map((d) => d.id)).toEqual(['texted-early']);
  });
});
