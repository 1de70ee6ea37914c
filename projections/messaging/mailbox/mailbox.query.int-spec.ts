// The mailbox reader against a real database: newest first, paged, one practice's or everyone's.
import { describeEachBackend, type TestDatabase } from '#testing/postgres';
import { PostgresDocumentStore } from '#app/readstore';
import { mailboxProjection, type MailboxDocument } from './mailbox.projection.js';
import { MailboxQuery } from './mailbox.query.js';

const mail = (id: string, practiceId: string, sentAt: string): MailboxDocument => ({
  id, practiceId, appointmentId: 'a1', clientId: null, to: 'ada@example.com', subject: `Mail ${id}`, template: 'appointment_confirmed',
  text: 'Hi', html: '<p>Hi</p>', ics: null, sentAt,
});

describeEachBackend('mailbox query', (open) => {
  let db: TestDatabase;
  let query: MailboxQuery;
  beforeAll(async () => {
    db = await open();
    const store = new PostgresDocumentStore(db.client);
    await store.ensureCollection(mailboxProjection.collection, mailboxProjection.indexedFields);
    const sent = [
      mail('m1', 'p1', '2026-11-20T10:00:00.000Z'),
      mail('m2', 'p2', '2026-11-20T11:00:00.000Z'),
      mail('m3', 'p1', '2026-11-21T09:00:00.000Z'),
      mail('m4', 'p1', '2026-11-19T08:00:00.000Z'),
    ];
    for (const m of sent) await store.collection(mailboxProjection.collection).upsert(m);
    query = new MailboxQuery(store);
  });
  afterAll(async () => db.drop());

  const page = async (practiceId: string | null, limit: number, offset: number) => {
    const { items, total } = await query.newestFirst(practiceId, { limit, offset });
    return { ids: items.map((m) => m.id), total };
  };

  it('pages one practice’s e-mails newest first, with how many there are', async () => {
    expect(await page('p1', 2, 0)).toEqual({ ids: ['m3', 'm1'], total: 3 });
    expect(await page('p1', 2, 2)).toEqual({ ids: ['m4'], total: 3 });
    expect(await page('p3', 2, 0)).toEqual({ ids: [], total: 0 });
  });

  it('pages every practice’s e-mails when no practice is named (support)', async () => {
    expect(await page(null, 3, 0)).toEqual({ ids: ['m3', 'm2', 'm1'], total: 4 });
  });

  it('gives the documents whole', async () => {
    expect((await query.newestFirst('p2', { limit: 1, offset: 0 })).items).toEqual([mail('m2', 'p2', '2026-11-20T11:00:00.000Z')]);
  });
});
