// A real search engine behind the search port: Meilisearch through its official client (`meilisearch`).
// Chosen when SEARCH_URL is set (apps/api/src/search/search.module.ts). Two indexes: practitioners
// (typo tolerance and prefix search are the engine's own; `listed`, `virtual` and `_geo` filterable;
// `verifiedRank`, `_geo`, `rating`, `name` sortable, the sort rule after the relevance rules so verified
// first and distance only order hits of equal relevance) and therapies. Writes wait for the engine's
// task, so a search right after an upsert sees it (as with the Postgres index). The credential form's
// shipped lists are two more indexes (meilisearch-catalog-search.ts).
import { Meilisearch, type Index } from 'meilisearch';
import { MeilisearchCatalogSearch } from './meilisearch-catalog-search.js';
import {
  normalizeQuery,
  SEARCH_HITS_PER_PAGE,
  SUGGESTED_PRACTITIONERS,
  SUGGESTED_THERAPIES,
  type CatalogDocument,
  type CatalogList,
  type CatalogSearch,
  type LatLng,
  type PractitionerHit,
  type PractitionerPage,
  type PractitionerSearch,
  type PractitionerSearchDocument,
  type SearchIndex,
  type Suggestions,
  type Therapy,
} from './search-index.js';

const METERS_PER_MILE = 1609.344;

interface EngineTherapy extends Therapy {
  [key: string]: unknown;
}

/** A practitioner as the engine stores it: the port's document plus `_geo` and an id the engine accepts. */
interface EnginePractitioner {
  [key: string]: unknown;
  key: string;
  id: string;
  name: string;
  shortLink: string;
  shortLinkWords: string;
  headline: string | null;
  photoUrl: string | null;
  services: string[];
  specialties: string[];
  latitude: number | null;
  longitude: number | null;
  _geo: { lat: number; lng: number } | null;
  virtual: boolean;
  inPerson: boolean;
  verified: boolean;
  /** 1 verified, 0 not: the engine sorts numbers and strings. */
  verifiedRank: number;
  rating: number | null;
  reviewCount: number;
  listed: boolean;
  _geoDistance?: number;
}

/** Engine document ids allow [A-Za-z0-9_-] only: other ids are hex-encoded. */
export const engineKey = (id: string): string => (/^[A-Za-z0-9_-]{1,400}$/.test(id) ? id : `x${Buffer.from(id, 'utf8').toString('hex')}`.slice(0, 511));

const validAround = (around: LatLng | null | undefined): LatLng | null =>
  around && Number.isFinite(around.lat) && Number.isFinite(around.lng) && Math.abs(around.lat) <= 90 && Math.abs(around.lng) <= 180 ? around : null;

const toEngine = (d: PractitionerSearchDocument): EnginePractitioner => ({
  key: engineKey(d.id),
  id: d.id,
  name: d.name,
  shortLink: d.shortLink,
  shortLinkWords: d.shortLink.replace(/-/g, ' '),
  headline: d.headline ?? null,
  photoUrl: d.photoUrl ?? null,
  services: d.services,
  specialties: d.specialties,
  latitude: d.latitude,
  longitude: d.longitude,
  _geo: typeof d.latitude === 'number' && typeof d.longitude === 'number' ? { lat: d.latitude, lng: d.longitude } : null,
  virtual: d.virtual,
  inPerson: d.inPerson,
  verified: d.verified,
  verifiedRank: d.verified ? 1 : 0,
  rating: d.rating,
  reviewCount: d.reviewCount,
  listed: d.listed,
});

const toHit = (d: EnginePractitioner, around: LatLng | null): PractitionerHit => ({
  id: d.id,
  name: d.name,
  shortLink: d.shortLink,
  headline: d.headline ?? null,
  photoUrl: d.photoUrl ?? null,
  verified: !!d.verified,
  rating: d.rating ?? null,
  reviewCount: d.reviewCount ?? 0,
  virtual: !!d.virtual,
  inPerson: !!d.inPerson,
  distanceMiles: around && d._geo && typeof d._geoDistance === 'number' ? Math.round((d._geoDistance / METERS_PER_MILE) * 10) / 10 : null,
  latitude: typeof d.latitude === 'number' ? d.latitude : null,
  longitude: typeof d.longitude === 'number' ? d.longitude : null,
});

export interface MeilisearchSearchIndexOptions {
  host: string;
  apiKey?: string;
  /** Index names start with it (several apps or test runs on one engine). */
  prefix?: string;
  /** Milliseconds a write waits for its task. */
  taskTimeoutMs?: number;
}

export class MeilisearchSearchIndex implements SearchIndex {
  private readonly client: Meilisearch;
  private readonly practitionersUid: string;
  private readonly therapiesUid: string;
  private readonly taskTimeoutMs: number;
  private readonly catalog: MeilisearchCatalogSearch;

  constructor(options: MeilisearchSearchIndexOptions) {
    this.client = new Meilisearch({ host: options.host, apiKey: options.apiKey, timeout: 10_000 });
    const prefix = options.prefix ?? '';
    this.practitionersUid = `${prefix}practitioners`;
    this.therapiesUid = `${prefix}therapies`;
    this.taskTimeoutMs = options.taskTimeoutMs ?? 30_000;
    this.catalog = new MeilisearchCatalogSearch(this.client, prefix, engineKey, (task, allowed) => this.done(task, allowed));
  }

  private get practitionersIndex(): Index<EnginePractitioner> {
    return this.client.index<EnginePractitioner>(this.practitionersUid);
  }

  private get therapiesIndex(): Index<EngineTherapy> {
    return this.client.index<EngineTherapy>(this.therapiesUid);
  }

  private async done(task: { waitTask: (o?: { timeout?: number; interval?: number }) => Promise<{ status: string; error?: { code?: string; message?: string } | null }> }, allowed: string[] = []): Promise<void> {
    const result = await task.waitTask({ timeout: this.taskTimeoutMs, interval: 20 });
    if (result.status === 'failed' && !allowed.includes(result.error?.code ?? '')) throw new Error(`Search engine task failed: ${result.error?.message ?? 'unknown error'}`);
  }

  async ensure(): Promise<void> {
    await this.done(this.client.createIndex(this.practitionersUid, { primaryKey: 'key' }), ['index_already_exists']);
    await this.done(this.client.createIndex(this.therapiesUid, { primaryKey: 'id' }), ['index_already_exists']);
    await this.done(
      this.practitionersIndex.updateSettings({
        searchableAttributes: ['name', 'services', 'specialties', 'shortLinkWords', 'headline'],
        filterableAttributes: ['listed', 'virtual', '_geo'],
        sortableAttributes: ['verifiedRank', '_geo', 'rating', 'name'],
        rankingRules: ['words', 'typo', 'proximity', 'attribute', 'exactness', 'sort'],
      }),
    );
    await this.done(this.therapiesIndex.updateSettings({ searchableAttributes: ['name', 'category'], sortableAttributes: ['name'] }));
    await this.catalog.ensure();
  }

  async upsertPractitioners(documents: readonly PractitionerSearchDocument[]): Promise<void> {
    if (documents.length === 0) return;
    await this.done(this.practitionersIndex.addDocuments(documents.map(toEngine)));
  }

  async removePractitioner(id: string): Promise<void> {
    await this.done(this.practitionersIndex.deleteDocument(engineKey(id)));
  }

  async upsertTherapies(therapies: readonly Therapy[]): Promise<void> {
    if (therapies.length === 0) return;
    await this.done(this.therapiesIndex.addDocuments(therapies.map((t) => ({ id: engineKey(t.id), name: t.name, category: t.category, therapyId: t.id }))));
  }

  async suggest(text: string): Promise<Suggestions> {
    const q = normalizeQuery(text);
    if (!q) return { therapies: [], practitioners: [] };
    const [therapies, practitioners] = await Promise.all([
      this.therapiesIndex.search(q, { limit: SUGGESTED_THERAPIES }),
      this.practitionersIndex.search(q, { limit: SUGGESTED_PRACTITIONERS, filter: 'listed = true', sort: ['verifiedRank:desc', 'name:asc'] }),
    ]);
    return {
      therapies: therapies.hits.map((t) => ({ id: typeof t.therapyId === 'string' ? t.therapyId : t.id, name: t.name, category: t.category })),
      practitioners: practitioners.hits.map((p) => toHit(p, null)),
    };
  }

  async searchPractitioners(search: PractitionerSearch): Promise<PractitionerPage> {
    const q = normalizeQuery(search.query);
    const page = Math.max(0, Math.min(1000, Math.floor(Number.isFinite(search.page) ? Number(search.page) : 0)));
    const around = validAround(search.around);
    const geo = around ? [`_geoPoint(${around.lat}, ${around.lng}):asc`] : [];
    const sort = search.sortByDistance && around ? [...geo, 'verifiedRank:desc', 'rating:desc'] : ['verifiedRank:desc', ...geo, 'rating:desc'];
    const result = await this.practitionersIndex.search(q, {
      filter: search.virtual === true ? ['listed = true', 'virtual = true'] : ['listed = true'],
      sort: [...sort, 'name:asc'],
      page: page + 1,
      hitsPerPage: SEARCH_HITS_PER_PAGE,
    });
    const nbHits = result.totalHits ?? 0;
    return { hits: result.hits.map((h) => toHit(h as EnginePractitioner, around)), page, nbPages: Math.ceil(nbHits / SEARCH_HITS_PER_PAGE), nbHits };
  }

  replaceCatalog(list: CatalogList, entries: readonly CatalogDocument[]): Promise<void> {
    return this.catalog.replace(list, entries);
  }

  searchCatalog(list: CatalogList, search: CatalogSearch): Promise<CatalogDocument[]> {
    return this.catalog.search(list, search);
  }
}
