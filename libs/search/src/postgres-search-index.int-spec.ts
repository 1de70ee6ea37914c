// The search port's contract (search-index.contract.ts) run against the Postgres implementation on
// PGlite (and on the server when DATABASE_URL is set), and what is this adapter's own: the index
// lives in the application's database, so a second instance over the same database (another API
// process) finds what the first wrote, with nothing to copy between them.
import { describeEachBackend } from '#testing/postgres';
import { PostgresSearchIndex } from './postgres-search-index.js';
import { doc, searchIndexContract } from './search-index.contract.js';

describeEachBackend('search index contract', (open) => {
  searchIndexContract(async () => {
    const db = await open();
    return { index: new PostgresSearchIndex(db.client), close: () => db.drop() };
  });
});

describeEachBackend('postgres search index: one index per database', (open) => {
  it('a second instance over the same database finds what the first wrote', async () => {
    const db = await open();
    try {
      const writer = new PostgresSearchIndex(db.client);
      await writer.ensure();
      await writer.upsertPractitioners([doc('Shared Reiki Studio', { services: ['Reiki'] })]);
      const reader = new PostgresSearchIndex(db.client);
      await reader.ensure();
      const page = await reader.searchPractitioners({ query: 'reiki' });
      expect(page.hits.map((h) => h.name)).toEqual(['Shared Reiki Studio']);
    } finally {
      await db.drop();
    }
  });
});
