// The practices reader against a real database: by id, by short link in any case, by owner e-mail.
import { describeEachBackend, type TestDatabase } from '#testing/postgres';
import { defaultBookingSettings, defaultPaymentSettings } from '#app/practice';
import { PostgresDocumentStore } from '#app/readstore';
import { practicesProjection, type PracticeDocument } from './practices.projection.js';
import { PracticesQuery } from './practices.query.js';
import { shortLinkRedirectsProjection, type ShortLinkRedirectDocument } from '../short-link-redirects/short-link-redirects.projection.js';

const practice = (id: string, shortLink: string, email: string): PracticeDocument => ({
  id, name: id, shortLink, timeZone: 'UTC', owner: { proId: `pro-${id}`, name: 'Pro', email, phone: null },
  services: [], locations: [], settings: { ...defaultBookingSettings }, payments: { ...defaultPaymentSettings },
});
const ada = practice('p1', 'ada-massage', 'ada@example.com');
const grace = practice('p2', 'grace', 'grace@example.com');

describeEachBackend('practices query', (open) => {
  let db: TestDatabase;
  let query: PracticesQuery;
  beforeAll(async () => {
    db = await open();
    const store = new PostgresDocumentStore(db.client);
    await store.ensureCollection(practicesProjection.collection, practicesProjection.indexedFields);
    await store.ensureCollection(shortLinkRedirectsProjection.collection, shortLinkRedirectsProjection.indexedFields);
    await store.collection<ShortLinkRedirectDocument>(shortLinkRedirectsProjection.collection).upsert({ id: 'grace-old', practiceId: 'p2' });
    const { payments: _, ...older } = { ...ada, id: 'p0', shortLink: 'older' };
    for (const p of [ada, grace, older]) await store.collection(practicesProjection.collection).upsert(p);
    query = new PracticesQuery(store);
  });
  afterAll(async () => db.drop());

  it('finds a practice by id', async () => {
    expect(await query.byId('p2')).toEqual(grace);
    expect(await query.byId('p3')).toBeNull();
  });

  it('reads settings a document written before them as their defaults', async () => {
    expect(await query.byId('p0')).toEqual({ ...ada, id: 'p0', shortLink: 'older' });
  });

  it('finds a practice by its short link, in any case', async () => {
    expect(await query.byShortLink('Ada-Massage')).toEqual(ada);
    expect(await query.byShortLink('ada')).toBeNull();
  });

  it('finds a practice by a former short link: the document says its current one', async () => {
    expect(await query.byShortLink('Grace-Old')).toEqual(grace);
  });

  it('finds a practice by its owner’s e-mail', async () => {
    expect(await query.byOwnerEmail('grace@example.com')).toEqual(grace);
    expect(await query.byOwnerEmail('nobody@example.com')).toBeNull();
  });
});
