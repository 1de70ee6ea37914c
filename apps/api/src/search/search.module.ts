// Practitioner search (issue 18): the search port bound to its embedded default, the Postgres index on
// the app's own database (PGlite or the server), with the shipped therapies loaded at start. The
// search_practitioners projection keeps the practitioners in it. An adapter for a real search engine
// would be bound here instead.
import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { DATABASE } from '#app/persistence';
import type { SqlClient } from '#app/postgres';
import { PostgresSearchIndex, type SearchIndex } from '#app/search';
import { SearchResolver, SHIPPED_THERAPIES } from './search.resolver.js';
import { SEARCH_INDEX } from './search.tokens.js';
import { placesProvider } from '../profile/places.provider.js';
import { NextAvailable } from './next-available.js';

@Module({
  providers: [
    { provide: SEARCH_INDEX, useFactory: (db: SqlClient) => new PostgresSearchIndex(db), inject: [DATABASE] },
    placesProvider,
    NextAvailable,
    SearchResolver,
  ],
  exports: [SEARCH_INDEX],
})
export class SearchModule implements OnModuleInit {
  constructor(@Inject(SEARCH_INDEX) private readonly index: SearchIndex) {}

  async onModuleInit(): Promise<void> {
    await this.index.ensure();
    await this.index.upsertTherapies(SHIPPED_THERAPIES);
  }
}
