// Practitioner search (issue 18): the search port bound to its embedded default, the Postgres index on
// the app's own database (PGlite or the server), with the shipped therapies, credentials and issuers
// loaded at start. The
// search_practitioners projection keeps the practitioners in it. With SEARCH_URL set (and
// SEARCH_API_KEY when the engine needs one), the port is the Meilisearch adapter instead, fed from that
// read model by SearchEngineSync.
import { Inject, Module, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { DATABASE } from '#app/persistence';
import { CREDENTIALS, ISSUERS } from '#app/profile';
import type { SqlClient } from '#app/postgres';
import { MeilisearchSearchIndex, PostgresSearchIndex, type SearchIndex } from '#app/search';
import { SearchResolver, SHIPPED_THERAPIES } from './search.resolver.js';
import { SEARCH_INDEX } from './search.tokens.js';
import { placesProvider } from '../profile/places.provider.js';
import { NextAvailable } from './next-available.js';
import { SearchEngineSync } from './search-engine-sync.js';

const SEARCH_ENGINE_SYNC = Symbol('SEARCH_ENGINE_SYNC');
const searchUrl = (): string => (process.env.SEARCH_URL ?? '').trim();

@Module({
  providers: [
    {
      provide: SEARCH_INDEX,
      useFactory: (db: SqlClient): SearchIndex =>
        searchUrl() ? new MeilisearchSearchIndex({ host: searchUrl(), apiKey: process.env.SEARCH_API_KEY || undefined, prefix: process.env.SEARCH_INDEX_PREFIX ?? '' }) : new PostgresSearchIndex(db),
      inject: [DATABASE],
    },
    {
      provide: SEARCH_ENGINE_SYNC,
      useFactory: (db: SqlClient, index: SearchIndex): SearchEngineSync | null => (searchUrl() ? new SearchEngineSync(db, index) : null),
      inject: [DATABASE, SEARCH_INDEX],
    },
    placesProvider,
    NextAvailable,
    SearchResolver,
  ],
  exports: [SEARCH_INDEX],
})
export class SearchModule implements OnModuleInit, OnModuleDestroy {
  constructor(
    @Inject(SEARCH_INDEX) private readonly index: SearchIndex,
    @Inject(SEARCH_ENGINE_SYNC) private readonly sync: SearchEngineSync | null,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.index.ensure();
    await this.index.upsertTherapies(SHIPPED_THERAPIES);
    await this.index.replaceCatalog('credentials', CREDENTIALS);
    await this.index.replaceCatalog('issuers', ISSUERS);
    this.sync?.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.sync?.stop();
  }
}
