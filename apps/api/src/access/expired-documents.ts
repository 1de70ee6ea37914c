// Sessions keep an ISO `expiresAt`; an expired one is useless (it is refused when read) but would
// otherwise stay in the store forever. Deletes them page by page so a large backlog never loads at once.
import type { DocumentCollection } from '#app/readstore';

const PAGE = 500;

export const deleteExpired = async (collection: DocumentCollection<{ id: string; expiresAt: string }>, now: Date): Promise<number> => {
  let deleted = 0;
  for (;;) {
    const page = await collection.find({ filter: { expiresAt: { $lte: now.toISOString() } }, limit: PAGE });
    if (page.length === 0) return deleted;
    await collection.deleteMany(page.map((d) => d.id));
    deleted += page.length;
    if (page.length < PAGE) return deleted;
  }
};
