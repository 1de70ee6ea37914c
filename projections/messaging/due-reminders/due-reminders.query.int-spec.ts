// The due-reminders reader against a real database: the practices that send a kind of reminder,
// and a practice's appointments starting in a span that still await it, soonest first, by page.
import { describeEachBackend, type TestDatabase } from '#testing/postgres';
import { PostgresDocumentStore } from '#app/readstore';
import { dueRemindersProjection, type DueReminderDocument } from './due-reminders.projection.js';
import { DueRemindersQuery } from './due-reminders.query.js';

const practice = (practiceId: string, emailEnabled: boolean, textEnabled: boolean): DueReminderDocument => ({
  id: `practice-${practiceId}`, kind: 'practice', practiceId, emailEnabled, emailMinutes: 1440, textEnabled, textMinutes: 120,
});
const appointment = (id: string, practiceId: string, startsAt: string, pending: { email?: boolean; text?: boolean } = { email: true, text: true }): DueReminderDocument => ({
  id, kind: 'appointment', practiceId, status: 'approved', startsAt, clientEmail: 'a@x.com', clientPhone: '+12125550101',
  emailRemindedFor: pending.email ? null : startsAt, textRemindedFor: pending.text ? null : startsAt,
  emailPendingAt: pending.email ? startsAt : null, textPendingAt: pending.text ? startsAt : null,
});

describeEachBackend('due reminders query', (open) => {
  let db: TestDatabase;
  let query: DueRemindersQuery;
  beforeAll(async () => {
    db = await open();
    const store = new PostgresDocumentStore(db.client);
    await store.ensureCollection(dueRemindersProjection.collection, dueRemindersProjection.indexedFields);
    const docs = [
      practice('p1', true, false), practice('p2', false, true), practice('p3', true, true),
      appointment('later', 'p1', '2026-11-24T15:00:00.000Z'), appointment('sooner', 'p1', '2026-11-23T15:00:00.000Z'), appointment('same', 'p1', '2026-11-23T15:00:00.000Z'),
      appointment('sent', 'p1', '2026-11-23T16:00:00.000Z', { text: true }), appointment('other', 'p3', '2026-11-23T15:00:00.000Z'),
    ];
    for (const d of docs) await store.collection(dueRemindersProjection.collection).upsert(d);
    query = new DueRemindersQuery(store);
  });
  afterAll(async () => db.drop());

  it('lists the practices sending each kind, by id, page by page', async () => {
    expect((await query.practicesSending('email', 10)).map((p) => p.practiceId)).toEqual(['p1', 'p3']);
    expect((await query.practicesSending('text', 10)).map((p) => p.practiceId)).toEqual(['p2', 'p3']);
    expect((await query.practicesSending('email', 10, 'practice-p1')).map((p) => p.practiceId)).toEqual(['p3']);
  });

  const span = (from: string, until: string) => ({ from: new Date(from), until: new Date(until) });

  it("lists a practice's appointments starting in (from, until] that await the reminder, soonest first", async () => {
    expect((await query.startingBetween('email', 'p1', span('2026-11-23T00:00:00.000Z', '2026-11-30T00:00:00.000Z'), 10)).map((d) => d.id)).toEqual(['same', 'sooner', 'later']);
    expect((await query.startingBetween('text', 'p1', span('2026-11-23T00:00:00.000Z', '2026-11-30T00:00:00.000Z'), 10)).map((d) => d.id)).toEqual(['same', 'sooner', 'sent', 'later']);
    expect((await query.startingBetween('email', 'p1', span('2026-11-23T15:00:00.000Z', '2026-11-24T15:00:00.000Z'), 10)).map((d) => d.id)).toEqual(['later']);
    expect(await query.startingBetween('email', 'p2', span('2026-11-23T00:00:00.000Z', '2026-11-30T00:00:00.000Z'), 10)).toEqual([]);
  });

  it('pages on after a cursor, by start then id', async () => {
    const all = span('2026-11-23T00:00:00.000Z', '2026-11-30T00:00:00.000Z');
    expect((await query.startingBetween('email', 'p1', all, 1)).map((d) => d.id)).toEqual(['same']);
    expect((await query.startingBetween('email', 'p1', all, 10, { startsAt: '2026-11-23T15:00:00.000Z', id: 'same' })).map((d) => d.id)).toEqual(['sooner', 'later']);
  });
});
