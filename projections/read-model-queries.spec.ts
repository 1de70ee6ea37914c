// Every read model has its reader in readModelQueries, and each reader reads its projection's
// collection (by projection.collection, so a renamed collection cannot leave a reader behind).
import type { DocumentStore } from '#app/readstore';
import { allProjections, readModelQueries } from './index.js';

describe('readModelQueries', () => {
  it('build over the document store and read, between them, every projection’s collection', () => {
    const asked: string[] = [];
    const documents = { collection: (name: string) => (asked.push(name), {}) } as unknown as DocumentStore;
    for (const Query of readModelQueries) new Query(documents);
    expect([...asked].sort()).toEqual(allProjections.map((p) => p.collection).sort());
  });
});
