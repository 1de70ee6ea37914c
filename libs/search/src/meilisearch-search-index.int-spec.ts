// The Meilisearch adapter: (1) through its real client (`meilisearch`) against a local fake HTTP server
// that answers like the engine for the calls the adapter makes, so it runs everywhere; (2) the search
// port's whole contract against a real engine at SEARCH_URL, skipped (and named so) when none answers.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { engineKey, MeilisearchSearchIndex } from './meilisearch-search-index.js';
import { doc, searchIndexContract } from './search-index.contract.js';

interface Call {
  method: string;
  path: string;
  body: any;
}

/** Answers like Meilisearch: writes enqueue a task (202), GET /tasks/:uid says how it went, search answers `searchAnswer`. */
class FakeMeilisearch {
  calls: Call[] = [];
  failNextTask: { code: string; message: string } | null = null;
  searchAnswer: (indexUid: string, body: any) => object = () => ({ hits: [] });
  private tasks = new Map<number, object>();
  private server!: Server;
  url = '';

  async start(): Promise<void> {
    this.server = createServer(async (req, res) => {
      const body = await readBody(req);
      const path = (req.url ?? '').split('?')[0];
      this.calls.push({ method: req.method ?? '', path, body });
      const send = (status: number, value: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      const task = path.match(/^\/tasks\/(\d+)$/);
      if (req.method === 'GET' && task) return send(200, this.tasks.get(Number(task[1])) ?? { message: 'no task' });
      const search = path.match(/^\/indexes\/([^/]+)\/search$/);
      if (req.method === 'POST' && search) return send(200, { processingTimeMs: 1, query: body?.q ?? '', ...this.searchAnswer(search[1], body) });
      if (['POST', 'PATCH', 'PUT', 'DELETE'].includes(req.method ?? '')) {
        const taskUid = this.tasks.size + 1;
        const failed = this.failNextTask;
        this.failNextTask = null;
        const indexUid = path.split('/')[2] ?? body?.uid ?? null;
        this.tasks.set(taskUid, { uid: taskUid, indexUid, status: failed ? 'failed' : 'succeeded', type: 'documentAdditionOrUpdate', error: failed ? { ...failed, type: 'invalid_request', link: '' } : null, enqueuedAt: new Date().toISOString() });
        return send(202, { taskUid, indexUid, status: 'enqueued', type: 'documentAdditionOrUpdate', enqueuedAt: new Date().toISOString() });
      }
      send(404, { message: 'not found', code: 'not_found', type: 'invalid_request', link: '' });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const readBody = (req: IncomingMessage): Promise<any> =>
  new Promise((resolve) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => resolve(text ? JSON.parse(text) : null));
  });

describe('Meilisearch search index through its client, against a local fake engine', () => {
  const fake = new FakeMeilisearch();
  let index: MeilisearchSearchIndex;
  beforeAll(async () => {
    await fake.start();
    index = new MeilisearchSearchIndex({ host: fake.url, apiKey: 'test-key', prefix: 'test_' });
  });
  afterAll(() => fake.stop());
  beforeEach(() => {
    fake.calls = [];
  });

  it('creates the indexes with their settings, an existing index being fine', async () => {
    fake.failNextTask = { code: 'index_already_exists', message: 'Index `test_practitioners` already exists.' };
    await index.ensure();
    expect(fake.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /indexes',
      'POST /indexes',
      'PATCH /indexes/test_practitioners/settings',
      'PATCH /indexes/test_therapies/settings',
      'POST /indexes',
      'PATCH /indexes/test_credentials/settings',
      'POST /indexes',
      'PATCH /indexes/test_issuers/settings',
    ]);
    expect(fake.calls[0].body).toEqual({ uid: 'test_practitioners', primaryKey: 'key' });
    const settings = fake.calls.find((c) => c.path === '/indexes/test_practitioners/settings')!.body;
    expect(settings.filterableAttributes).toEqual(['listed', 'virtual', '_geo']);
    expect(settings.sortableAttributes).toEqual(expect.arrayContaining(['verifiedRank', '_geo']));
    const credentialSettings = fake.calls.find((c) => c.path === '/indexes/test_credentials/settings')!.body;
    expect(credentialSettings).toMatchObject({ searchableAttributes: ['name'], filterableAttributes: ['kind', 'release'], sortableAttributes: ['position'] });
  });

  it('replaces a shipped list: its entries tagged with one release, in their order, then every other release deleted', async () => {
    await index.replaceCatalog('credentials', [
      { id: 'lmt', name: 'Licensed Massage Therapist (LMT)', kind: 'license' },
      { id: 'ryt-200', name: 'Registered Yoga Teacher (RYT-200)', kind: 'certification' },
      { id: 'lmt', name: 'Duplicate', kind: 'license' },
    ]);
    const writes = fake.calls.filter((c) => c.method !== 'GET');
    expect(writes.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /indexes/test_credentials/documents', 'POST /indexes/test_credentials/documents/delete']);
    const added = writes[0].body;
    expect(added.map((d: any) => [d.entryId, d.position])).toEqual([['lmt', 0], ['ryt-200', 1]]);
    expect(added[0]).toMatchObject({ key: 'lmt', name: 'Licensed Massage Therapist (LMT)', kind: 'license' });
    expect(writes[1].body).toEqual({ filter: `release != "${added[0].release}"` });
  });

  it('searches a list with every word required, the kind as a filter and the shipped order after relevance', async () => {
    fake.searchAnswer = () => ({ hits: [{ key: 'lmt', entryId: 'lmt', name: 'Licensed Massage Therapist (LMT)', kind: 'license', position: 0, release: 'r' }], estimatedTotalHits: 1, limit: 20, offset: 0 });
    expect(await index.searchCatalog('issuers', { query: 'Licenced  Massage!', kind: 'license' })).toEqual([{ id: 'lmt', name: 'Licensed Massage Therapist (LMT)', kind: 'license' }]);
    const body = fake.calls.find((c) => c.path === '/indexes/test_issuers/search')!.body;
    expect(body).toMatchObject({ q: 'licenced massage', filter: 'kind = "license"', sort: ['position:asc'], matchingStrategy: 'all', limit: 20 });
    fake.calls = [];
    await index.searchCatalog('credentials', {});
    expect(fake.calls.find((c) => c.path === '/indexes/test_credentials/search')!.body).toMatchObject({ q: '', sort: ['position:asc'] });
  });

  it('upserts practitioners with _geo and an engine-safe key, removes by that key, and waits for each task', async () => {
    await index.upsertPractitioners([doc('Near Unverified', { latitude: 39.74, longitude: -104.99 }), doc('Nowhere', { verified: true })]);
    const added = fake.calls.find((c) => c.method === 'POST' && c.path === '/indexes/test_practitioners/documents')!;
    expect(added.body[0]).toMatchObject({ id: 'Near Unverified', key: engineKey('Near Unverified'), _geo: { lat: 39.74, lng: -104.99 }, verifiedRank: 0, listed: true });
    expect(added.body[1]).toMatchObject({ _geo: null, verifiedRank: 1 });
    expect(engineKey('Near Unverified')).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(engineKey('practice-123')).toBe('practice-123');
    await index.removePractitioner('Near Unverified');
    expect(fake.calls.some((c) => c.method === 'DELETE' && c.path === `/indexes/test_practitioners/documents/${engineKey('Near Unverified')}`)).toBe(true);
    expect(fake.calls.filter((c) => c.method === 'GET' && c.path.startsWith('/tasks/')).length).toBeGreaterThanOrEqual(2);
  });

  it('reports a failed write instead of passing silently', async () => {
    fake.failNextTask = { code: 'invalid_document_id', message: 'bad id' };
    await expect(index.upsertTherapies([{ id: 'reiki', name: 'Reiki', category: 'Energy Work' }])).rejects.toThrow('Search engine task failed: bad id');
  });

  it('searches listed practitioners with the filters, sort and page asked, miles from the engine’s meters', async () => {
    const engineDoc = { key: 'a', id: 'a', name: 'Boulder Verified', shortLink: 'b', headline: null, photoUrl: null, verified: true, rating: 4.5, reviewCount: 2, virtual: false, inPerson: true, latitude: 40.015, longitude: -105.2705, _geo: { lat: 40.015, lng: -105.2705 }, _geoDistance: 40_234 };
    fake.searchAnswer = () => ({ hits: [engineDoc], page: 2, hitsPerPage: 10, totalHits: 11, totalPages: 2 });
    const page = await index.searchPractitioners({ query: 'Swedish  Massage!', around: { lat: 39.7392, lng: -104.9903 }, virtual: true, sortByDistance: true, page: 1 });
    const body = fake.calls.find((c) => c.path === '/indexes/test_practitioners/search')!.body;
    expect(body).toMatchObject({ q: 'swedish massage', filter: ['listed = true', 'virtual = true'], page: 2, hitsPerPage: 10 });
    expect(body.sort).toEqual(['_geoPoint(39.7392, -104.9903):asc', 'verifiedRank:desc', 'rating:desc', 'name:asc']);
    expect(page).toEqual({
      page: 1,
      nbPages: 2,
      nbHits: 11,
      hits: [{ id: 'a', name: 'Boulder Verified', shortLink: 'b', headline: null, photoUrl: null, verified: true, rating: 4.5, reviewCount: 2, virtual: false, inPerson: true, distanceMiles: 25, latitude: 40.015, longitude: -105.2705 }],
    });
    fake.calls = [];
    await index.searchPractitioners({ query: 'massage', around: { lat: 1, lng: 2 } });
    expect(fake.calls.find((c) => c.path.endsWith('/search'))!.body.sort).toEqual(['verifiedRank:desc', '_geoPoint(1, 2):asc', 'rating:desc', 'name:asc']);
  });

  it('suggests in two sections, therapies by their own ids, and asks nothing for empty text', async () => {
    fake.searchAnswer = (uid) =>
      uid === 'test_therapies'
        ? { hits: [{ id: 'category-massage', therapyId: 'category-massage', name: 'Massage', category: 'Massage' }], estimatedTotalHits: 1, limit: 10, offset: 0 }
        : { hits: [], estimatedTotalHits: 0, limit: 10, offset: 0 };
    expect(await index.suggest('mass')).toEqual({ therapies: [{ id: 'category-massage', name: 'Massage', category: 'Massage' }], practitioners: [] });
    const practitionerSearch = fake.calls.find((c) => c.path === '/indexes/test_practitioners/search')!.body;
    expect(practitionerSearch).toMatchObject({ q: 'mass', limit: 10, filter: 'listed = true' });
    fake.calls = [];
    expect(await index.suggest('   ')).toEqual({ therapies: [], practitioners: [] });
    expect(fake.calls).toEqual([]);
  });
});

// A real engine: SEARCH_URL (and SEARCH_API_KEY when it needs one). Each run uses its own index names.
const SEARCH_URL = process.env.SEARCH_URL ?? '';
const reachable = SEARCH_URL
  ? await fetch(new URL('/health', SEARCH_URL), { signal: AbortSignal.timeout(2000) }).then((r) => r.ok, () => false)
  : false;
const describeEngine = reachable ? describe : describe.skip;

describeEngine(`search index contract [meilisearch at SEARCH_URL${reachable ? '' : ': skipped, no reachable server'}]`, () => {
  searchIndexContract(async () => {
    const index = new MeilisearchSearchIndex({ host: SEARCH_URL, apiKey: process.env.SEARCH_API_KEY, prefix: `contract_${Date.now()}_` });
    return { index, close: async () => undefined };
  });
});
