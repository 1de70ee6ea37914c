// The search port's contract (search-index.contract.ts) run against the Postgres implementation on
// PGlite (and on the server when DATABASE_URL is set).
import { describeEachBackend } from '#testing/postgres';
import { PostgresSearchIndex } from './postgres-search-index.js';
import { searchIndexContract } from './search-index.contract.js';

describeEachBackend('search index contract', (open) => {
  searchIndexContract(async () => {
    const db = await open();
    return { index: new PostgresSearchIndex(db.client), close: () => db.drop() };
  });
});
