// The texts outbox reader against a real database: newest first, paged, one practice's or everyone's.
import { describeEachBackend, type TestDatabase } from '#testing/postgres';
import { PostgresDocumentStore } from '#app/readstore';
import { textOutboxProjection, type TextOutboxDocument } from './text-outbox.projection.js';
import { TextOutboxQuery } from './text-outbox.query.js';

const text = (id: string, practiceId: string, sentAt: string): TextOutboxDocument => ({
  id, practiceId, to: '+12125550100', body: `Text ${id}`, type: 'download_mobile_app', recipientKind: 'pro', sentVia: 'outbox', providerMessageId: `SM${id}`, sentAt,
});

describeEachBackend('text outbox query', (open) => {
  let db: TestDatabase;
  let query: TextOutboxQuery;
  beforeAll(async () => {
    db = await open();
    const store = new PostgresDocumentStore(db.client);
    await store.ensureCollection(textOutboxProjection.collection, textOutboxProjection.indexedFields);
    const sent = [
      text('t1', 'p1', '2026-11-20T10:00:00.000Z'),
      text('t2', 'p2', '2026-11-20T11:00:00.000Z'),
      text('t3', 'p1', '2026-11-21T09:00:00.000Z'),
      text('t4', 'p1', '2026-11-19T08:00:00.000Z'),
    ];
    for (const t of sent) await store.collection(textOutboxProjection.collection).upsert(t);
    query = new TextOutboxQuery(store);
  });
  afterAll(async () => db.drop());

  const page = async (practiceId: string | null, limit: number, offset: number) => {
    const { items, total } = await query.newestFirst(practiceId, { limit, offset });
    return { ids: items.map((t) => t.id), total };
  };

  it('pages one practice’s texts newest first, with how many there are', async () => {
    expect(await page('p1', 2, 0)).toEqual({ ids: ['t3', 't1'], total: 3 });
    expect(await page('p1', 2, 2)).toEqual({ ids: ['t4'], total: 3 });
    expect(await page('p3', 2, 0)).toEqual({ ids: [], total: 0 });
  });

  it('pages every practice’s texts when no practice is named (support)', async () => {
    expect(await page(null, 3, 0)).toEqual({ ids: ['t3', 't2', 't1'], total: 4 });
  });

  it('gives the documents whole', async () => {
    expect((await query.newestFirst('p2', { limit: 1, offset: 0 })).items).toEqual([text('t2', 'p2', '2026-11-20T11:00:00.000Z')]);
  });
});
