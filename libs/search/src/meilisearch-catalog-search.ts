// The credential form's shipped lists in Meilisearch: one index per list (`credentials`, `issuers`),
// `kind` filterable, the shipped `position` the sort after the relevance rules (an empty query lists
// the kind in the shipped order), every typed word required (typos and the last word's prefix are the
// engine's own). A replacement tags its entries with a release and then deletes the other releases'.
import { randomUUID } from 'node:crypto';
import type { Index, Meilisearch } from 'meilisearch';
import { CATALOG_HITS, normalizeQuery, type CatalogDocument, type CatalogList, type CatalogSearch } from './search-index.js';

interface EngineEntry {
  [key: string]: unknown;
  key: string;
  entryId: string;
  name: string;
  kind: string;
  position: number;
  release: string;
}

/** An enqueued engine task, and the adapter's wait for it (failures other than `allowed` codes throw). */
interface EngineTask {
  waitTask: (o?: { timeout?: number; interval?: number }) => Promise<{ status: string; error?: { code?: string; message?: string } | null }>;
}
type WaitFor = (task: EngineTask, allowed?: string[]) => Promise<void>;

export class MeilisearchCatalogSearch {
  constructor(
    private readonly client: Meilisearch,
    private readonly prefix: string,
    private readonly engineKey: (id: string) => string,
    private readonly wait: WaitFor,
  ) {}

  private uid(list: CatalogList): string {
    return `${this.prefix}${list}`;
  }

  private index(list: CatalogList): Index<EngineEntry> {
    return this.client.index<EngineEntry>(this.uid(list));
  }

  async ensure(): Promise<void> {
    for (const list of ['credentials', 'issuers'] as const) {
      await this.wait(this.client.createIndex(this.uid(list), { primaryKey: 'key' }), ['index_already_exists']);
      await this.wait(
        this.index(list).updateSettings({
          searchableAttributes: ['name'],
          filterableAttributes: ['kind', 'release'],
          sortableAttributes: ['position'],
          rankingRules: ['words', 'typo', 'proximity', 'attribute', 'exactness', 'sort'],
        }),
      );
    }
  }

  async replace(list: CatalogList, entries: readonly CatalogDocument[]): Promise<void> {
    const release = randomUUID();
    const seen = new Set<string>();
    const documents = entries
      .filter((e) => !seen.has(e.id) && seen.add(e.id))
      .map((e, position): EngineEntry => ({ key: this.engineKey(e.id), entryId: e.id, name: e.name, kind: e.kind, position, release }));
    if (documents.length > 0) await this.wait(this.index(list).addDocuments(documents));
    await this.wait(this.index(list).deleteDocuments({ filter: `release != ${JSON.stringify(release)}` }));
  }

  async search(list: CatalogList, { query, kind }: CatalogSearch): Promise<CatalogDocument[]> {
    const result = await this.index(list).search(normalizeQuery(query), {
      filter: kind ? `kind = ${JSON.stringify(kind)}` : undefined,
      sort: ['position:asc'],
      matchingStrategy: 'all',
      limit: CATALOG_HITS,
    });
    return result.hits.map((h) => ({ id: h.entryId, name: h.name, kind: h.kind }));
  }
}
