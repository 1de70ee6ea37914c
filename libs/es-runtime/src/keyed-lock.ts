// Runs work one at a time per key within this process. Optimistic concurrency stays the guarantee
// (across processes too); this only stops writers in one process from invalidating each other's
// decisions over and over on a busy stream (every booking of a practice meets on its schedule).
// Written here because the libraries we looked at lock one resource, not one per key.
export class KeyedLock {
  private readonly tails = new Map<string, Promise<unknown>>();

  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const current = previous.catch(() => undefined).then(work);
    const tail = current.catch(() => undefined);
    this.tails.set(key, tail);
    try {
      return await current;
    } finally {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }
}
